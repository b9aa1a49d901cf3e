import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBrotliDecompress } from 'node:zlib';

/**
 * How a new embedded database comes to be. Running initdb in WebAssembly holds three
 * PostgreSQL instances at once and passed 800 MiB resident; the same empty database, made once
 * by `npm run db:template` and kept beside the code (1.3 MB), is written out as files in a
 * fraction of a second and opened like any existing database. A template is tied to the PGlite
 * release that made it (its catalog must be the one the WebAssembly build expects): without
 * one for the installed release, initdb runs as before.
 */

/** Settings every PGlite of ours starts with, existing databases included. */
export const pgliteStartParams = (defaults: readonly string[]) => [
  ...defaults,
  // initdb's 128 MB of shared buffers live in the WebAssembly memory, which only grows: 16 MB
  // keeps a started database near 180 MiB resident. Pages beyond them come from the system's
  // file cache, and the server keeps its lists in memory anyway (db/list-cache.ts).
  '-c',
  'shared_buffers=16MB',
];

/** Beside this file in the sources, and copied beside the bundle by the server's build. */
export const templatesFolder = path.join(import.meta.dirname, 'templates');

export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

export const templateFileName = (version: string) => `pglite-${version}.tar.br`;

/** The template made by the installed PGlite, or null when there is none (then initdb runs). */
export function installedTemplate(folder = templatesFolder): string | null {
  const file = path.join(folder, templateFileName(installedPgliteVersion()));
  return existsSync(file) ? file : null;
}

/**
 * Writes out a tarball as PGlite's dumpDataDir makes it (ustar: names may start with '/',
 * only files and folders) under `into`, private to its owner like the rest of the database.
 * Read as a stream: the 40 MB it unpacks to are never all in memory at once.
 */
export async function extractTarball(tar: AsyncIterable<Buffer>, into: string) {
  let pending: Buffer = Buffer.alloc(0);
  // The file being written and how many of its bytes are still to come, then its padding.
  let file: { fd: number; left: number; padding: number } | null = null;
  for await (const chunk of tar) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (file) {
        const piece = pending.subarray(0, file.left);
        writeSync(file.fd, piece);
        file.left -= piece.length;
        pending = pending.subarray(piece.length);
        if (file.left > 0) break;
        closeSync(file.fd);
        file = { fd: -1, left: 0, padding: file.padding };
      }
      if (file) {
        if (pending.length < file.padding) break;
        pending = pending.subarray(file.padding);
        file = null;
      }
      if (pending.length < 512) break;
      const header = readHeader(pending.subarray(0, 512));
      pending = pending.subarray(512);
      if (!header) return;
      const target = path.join(into, header.path);
      if (header.type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
      else {
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        file = { fd: openSync(target, 'w', 0o600), left: header.size, padding: -header.size & 511 };
      }
    }
  }
  throw new Error('The template ends before its last file');
}

/** One ustar header: the entry's path under the folder, its type and size; null at the end. */
function readHeader(block: Buffer) {
  const text = (start: number, length: number) =>
    block.toString('latin1', start, start + length).replace(/\0.*$/s, '');
  const name = text(0, 100);
  if (name === '') return null;
  const prefix = text(257, 6) === 'ustar' ? text(345, 155) : '';
  const relative = path.posix.normalize(`${prefix ? `${prefix}/` : ''}${name}`).replace(/^\/+/, '');
  if (relative === '' || relative.split('/').includes('..'))
    throw new Error(`The template names ${name}, outside its folder`);
  const type = text(156, 1) || '0';
  if (type !== '0' && type !== '5') throw new Error(`The template holds ${name}, of tar type ${type}`);
  return { path: relative, type, size: Number.parseInt(text(124, 12).trim() || '0', 8) };
}

/**
 * Makes the database folder `dir` when it holds no database yet. It is made whole under
 * `<dir>.new` and renamed into place, so a first start cut off midway (a kill, a power cut)
 * leaves no half database at `dir`: the next start clears `<dir>.new` and begins again.
 * `initdb` is the slow path, run only without a template; it must leave a database in the
 * folder it is given and let its instance go.
 */
export async function makeDatabaseFolder(dir: string, initdb: (folder: string) => Promise<void>) {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const making = `${dir}.new`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true, mode: 0o700 });
  const template = installedTemplate();
  if (template) await extractTarball(createReadStream(template).pipe(createBrotliDecompress()), making);
  else await initdb(making);
  setAsideIncomplete(dir);
  renameSync(making, dir);
}

/**
 * A folder without PG_VERSION is no database PostgreSQL would open: an empty one made by hand
 * or by an earlier release, or what an earlier release's cut-off initdb left. The empty one
 * goes; anything else is kept aside rather than deleted, since it is not ours to judge.
 */
function setAsideIncomplete(dir: string) {
  if (!existsSync(dir)) return;
  if (readdirSync(dir).length === 0) return rmSync(dir, { recursive: true });
  const aside = `${dir}.incomplete-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, aside);
  console.warn(`${dir} held no complete database; it was moved to ${aside} and a new one made.`);
}
