// `npm run db:backup [FILE]`: the database of DATABASE_URL (pg_dump, custom format) or the
// embedded PGlite in DATA_DIR (a gzipped tarball of its data directory; stop the server first).
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { BackupError, backupDatabase } from '../apps/server/src/ops/backup.ts';

const config = loadConfig();
// npm runs scripts from the repository's root; a relative FILE means where the command was typed.
const named = process.argv[2];
try {
  const file = await backupDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    named && path.resolve(process.env.INIT_CWD ?? '.', named),
  );
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
