// `npm run db:restore FILE`: puts a backup of `npm run db:backup` back, replacing what the
// database holds now. On PGlite stop the server first (the data lock refuses otherwise); on
// PostgreSQL the servers may run: each one's next read sees the restored tables
// (db/list-cache.ts, ops/several-servers.postgres.test.ts).
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { holdEmbeddedDatabase } from '../apps/server/src/db/data-lock.ts';
import { restoreDatabase } from '../apps/server/src/ops/backup.ts';
import { runScript } from '../apps/server/src/ops/script.ts';

const named = process.argv[2];
if (!named) {
  console.error('Usage: npm run db:restore FILE   (a file made by npm run db:backup)');
  process.exit(2);
}
await runScript(async () => {
  // npm runs scripts from the repository's root; a relative FILE means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? '.', named);
  const config = loadConfig();
  holdEmbeddedDatabase(config, 'db:restore');
  const aside = await restoreDatabase(config, file);
  console.log(`Restored ${file}.`);
  if (aside)
    console.log(
      `The database it replaced was moved to ${aside} (readable by you alone); delete it when no longer needed.`,
    );
});
