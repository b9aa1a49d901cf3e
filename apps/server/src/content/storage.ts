import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded media live. Names are content-addressed ('<sha256>.<ext>'), so a name never
 * changes meaning and the same bytes are stored once. The default driver writes under
 * `DATA_DIR/media`; an S3-compatible one can implement the same three operations.
 */
export interface MediaStorage {
  /** Moves a finished local upload in under `name`; answers false when the name was already stored. */
  put(name: string, localFile: string): Promise<boolean>;
  delete(name: string): Promise<void>;
  /** The file's bytes and size, or null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** Where uploads are written while they arrive and are checked. */
  readonly scratchDir: string;
}

export function localMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');
  const scratchDir = path.join(root, '.incoming');
  const pathOf = (name: string) => path.join(root, path.basename(name));
  let ready: Promise<unknown> | undefined;
  const ensureDirs = () => {
    ready ??= mkdir(scratchDir, { recursive: true });
    return ready;
  };
  return {
    scratchDir,
    async put(name, localFile) {
      await ensureDirs();
      const target = pathOf(name);
      const existed = await stat(target).then(
        () => true,
        () => false,
      );
      if (existed) await rm(localFile, { force: true });
      else await rename(localFile, target);
      return !existed;
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
    async open(name) {
      const target = pathOf(name);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(target), bytes: info.size };
    },
  };
}

const storages = new Map<string, MediaStorage>();
/** One storage per data directory, shared by the upload hook and the handlers. */
export function mediaStorageFor(dataDir: string) {
  let storage = storages.get(dataDir);
  if (!storage) {
    storage = localMediaStorage(dataDir);
    storages.set(dataDir, storage);
  }
  return storage;
}
