import type { Readable } from 'node:stream';

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
  /** Throws MediaUnavailable when the store cannot be used (no such bucket, refused, out of reach). */
  check(): Promise<void>;
  /** Where uploads are written while they arrive and are checked: always local. */
  readonly scratchDir: string;
}
