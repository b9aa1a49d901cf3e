import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { localMediaStorage } from './local.ts';
import { s3MediaStorage } from './s3.ts';

export { MediaUnavailable } from './unavailable.ts';

/** Bytes `start` to `end` of a file, both included, as a Range header asks them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file's bytes (all, or the range asked for) and its whole size. */
export type MediaFile =
  | { stream: Readable; size: number; range: ByteRange | null }
  /** The range asked for starts beyond the file's end. */
  | { size: number; unsatisfiable: true };

/** A range as the client wrote it: from `start` (to `end` or the file's end), or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/**
 * Where uploaded media live. Names are content-addressed ('<sha256>.<ext>'), so a name never
 * changes meaning and the same bytes are stored once. `mediaStorageFor` picks the driver:
 * `DATA_DIR/media`, or an S3-compatible bucket when MEDIA_S3_BUCKET is set.
 */
export interface MediaStorage {
  /** Stores a finished local upload under `name`; answers false when the name was already stored. */
  put(name: string, localFile: string): Promise<boolean>;
  delete(name: string): Promise<void>;
  /** The file's bytes (a range of them when asked), or null when there is no such file. */
  open(name: string, range?: RangeRequest): Promise<MediaFile | null>;
  /** Whether a file is stored under `name`. */
  has(name: string): Promise<boolean>;
  /** Throws MediaUnavailable when the store cannot be used (no such bucket, refused, out of reach). */
  check(): Promise<void>;
  /** Where uploads are written while they arrive and are checked: always local. */
  readonly scratchDir: string;
}

const storages = new Map<string, MediaStorage>();
/**
 * One storage per configuration, shared by the upload hook, the handlers and the trash
 * purge. The S3 driver loads the AWS SDK on first use only, so a local install never does.
 */
export function mediaStorageFor(config: Pick<Config, 'dataDir' | 'media'>) {
  const { s3 } = config.media;
  const key = JSON.stringify([config.dataDir, s3 ?? null]);
  let storage = storages.get(key);
  if (!storage) {
    storage = s3 ? s3MediaStorage(config.dataDir, s3) : localMediaStorage(config.dataDir);
    storages.set(key, storage);
  }
  return storage;
}

/** Where a browser reads a stored file: the app's /media route, or MEDIA_PUBLIC_URL. */
export function publicMediaBase(config: Pick<Config, 'media'>) {
  const { publicUrl, s3 } = config.media;
  return publicUrl ? `${publicUrl}/${s3?.prefix ?? ''}` : null;
}
