// `npm run db:restore FILE`: puts a backup of `npm run db:backup` back, replacing what the
// database holds now. Stop the server first (PGlite needs it; on PostgreSQL every app server
// keeps lists in memory, so restart them after a restore).
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { BackupError, restoreDatabase } from '../apps/server/src/ops/backup.ts';

const named = process.argv[2];
if (!named) {
  console.error('Usage: npm run db:restore FILE   (a file made by npm run db:backup)');
  process.exit(2);
}
// npm runs scripts from the repository's root; a relative FILE means where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? '.', named);
const config = loadConfig();
try {
  const aside = await restoreDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file);
  console.log(`Restored ${file}.`);
  if (aside) console.log(`The database it replaced was moved to ${aside}; delete it when no longer needed.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
