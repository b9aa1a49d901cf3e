// `npm run db:template`: makes the empty embedded database a new install starts from
// (apps/server/src/db/templates/pglite-<version>.tar.br), for the installed PGlite. Run it after
// upgrading PGlite and commit the file; the test beside db/pglite-folder.ts says when it is due.
// It runs initdb in WebAssembly, which holds about 800 MiB for a few seconds.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import {
  installedPgliteVersion,
  pgliteStartParams,
  templateFileName,
  templatesFolder,
} from '../apps/server/src/db/pglite-folder.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'masthead-template-'));
try {
  const folder = path.join(scratch, 'pglite');
  const options = { startParams: pgliteStartParams(PGlite.defaultStartParams) };
  // Made, closed (a clean shutdown leaves nothing to recover), then opened again to be dumped.
  await (await PGlite.create(folder, options)).close();
  const database = await PGlite.create(folder, options);
  const tar = Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer());
  await database.close();
  const compressed = brotliCompressSync(tar, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  const name = templateFileName(installedPgliteVersion());
  for (const old of readdirSync(templatesFolder)) if (old !== name) rmSync(path.join(templatesFolder, old));
  writeFileSync(path.join(templatesFolder, name), compressed);
  console.log(`${path.join(templatesFolder, name)}: ${(compressed.length / 1048576).toFixed(1)} MB`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
