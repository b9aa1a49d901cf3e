import { destination } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataLockError, holdEmbeddedDatabase } from './db/data-lock.ts';
import { ensureFirstAdmin, seedPermissions } from './db/seed.ts';
import { errorForLog } from './ops/error-log.ts';
import { shutDown, shutDownOnSignals } from './ops/shutdown.ts';

/** Takes the data folder and lets it go again: whether a server could start on it now. */
const checkDataFolderFlag = '--check-data-folder';

/** Migrates, makes sure there is someone to sign in as, then serves the SPA and the API. */
async function main() {
  const config = loadConfig();
  // Before anything is opened: a second process on the embedded database is refused at once.
  const release = holdEmbeddedDatabase(config, 'npm start');
  // `npm start` asks first, before it rebuilds the web app a running server is serving.
  if (process.argv.includes(checkDataFolderFlag)) return release();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedPermissions(database.db);
  const admin = await ensureFirstAdmin(database.db, config.admin);
  // Log lines leave asynchronously: the lines written while one write is under way go out
  // together in the next, instead of a blocking write to standard output per request (a full
  // pipe, when whatever reads the log falls behind, held every request until it was read).
  // Pino writes what is left synchronously as the process exits, a crash included. Should the
  // reader stop altogether, lines beyond 8 MiB waiting are dropped rather than held without end.
  const logStream = destination({ sync: false, maxLength: 8 * 1024 * 1024 });
  const app = await buildApp({ config, db: database.db, logStream });
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nMasthead is running at ${config.publicUrl} (database: ${where})`);
  if (admin) {
    console.log(`First admin created: username "${admin.username}"`);
    if (admin.generated)
      console.log(`  password: ${admin.password}   (shown only this once; change it after signing in)`);
  }
  shutDownOnSignals(
    () => shutDown(app, database),
    (line) => app.log.info(line),
  );
}

main().catch((error) => {
  console.error(error instanceof DataLockError ? error.message : errorForLog(error));
  process.exit(1);
});
