// `npm run db:backup [FILE]`: the database of DATABASE_URL (pg_dump, custom format) or the
// embedded PGlite in DATA_DIR (a gzipped tarball of its data directory; stop the server first).
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { holdEmbeddedDatabase } from '../apps/server/src/db/data-lock.ts';
import { backupDatabase } from '../apps/server/src/ops/backup.ts';
import { runScript } from '../apps/server/src/ops/script.ts';

await runScript(async () => {
  const config = loadConfig();
  holdEmbeddedDatabase(config, 'db:backup');
  // npm runs scripts from the repository's root; a relative FILE means where the command was typed.
  const named = process.argv[2];
  const file = await backupDatabase(config, named && path.resolve(process.env.INIT_CWD ?? '.', named));
  console.log(
    `Backup written to ${file}, readable by you alone (mode 0600): it holds password hashes and second-factor secrets.`,
  );
});
