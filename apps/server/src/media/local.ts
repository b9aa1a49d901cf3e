import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveRange } from './range.ts';
import type { MediaStorage } from './types.ts';

/** Media as files in `DATA_DIR/media`, uploads arriving in its `.incoming` folder. */
export function localMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');
  const scratchDir = path.join(root, '.incoming');
  const pathOf = (name: string) => path.join(root, path.basename(name));
  let ready: Promise<unknown> | undefined;
  const ensureDirs = () => {
    ready ??= mkdir(scratchDir, { recursive: true });
    return ready;
  };
  const sizeOf = async (name: string) => {
    const info = await stat(pathOf(name)).catch(() => null);
    return info?.isFile() ? info.size : null;
  };
  return {
    scratchDir,
    async put(name, localFile) {
      await ensureDirs();
      const existed = (await sizeOf(name)) !== null;
      if (existed) await rm(localFile, { force: true });
      else await rename(localFile, pathOf(name));
      return !existed;
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
    async check() {
      await ensureDirs();
    },
    async open(name, asked) {
      const size = await sizeOf(name);
      if (size === null) return null;
      if (!asked) return { stream: createReadStream(pathOf(name)), size, range: null };
      const range = resolveRange(asked, size);
      if (!range) return { size, unsatisfiable: true };
      return { stream: createReadStream(pathOf(name), range), size, range };
    },
  };
}
