// `npm run seed:demo`: fills an empty database (PGlite in DATA_DIR, or DATABASE_URL) with
// projects, tags, categories, a few hundred items of every content type with images, and 30
// days of impressions. Run twice, the second run finds the content and adds nothing.
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/content/demo.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { holdEmbeddedDatabase } from '../apps/server/src/db/data-lock.ts';
import { seedPermissions } from '../apps/server/src/db/seed.ts';
import { mediaStorageFor } from '../apps/server/src/media/storage.ts';
import { runScript, ScriptError } from '../apps/server/src/ops/script.ts';

const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([type, n]) => `${n.toLocaleString('en')} ${type}`)
    .join(', ');

await runScript(async () => {
  const config = loadConfig();
  const perType = Number(process.env.SEED_PER_TYPE ?? 300);
  if (!Number.isInteger(perType) || perType < 1 || perType > 100_000)
    throw new ScriptError(
      `SEED_PER_TYPE must be a whole number from 1 to 100000, not "${process.env.SEED_PER_TYPE}".`,
    );
  holdEmbeddedDatabase(config, 'seed:demo');
  const database = await openDatabase(config);
  try {
    await seedPermissions(database.db);
    const seed = await seedDemo(database.db, mediaStorageFor(config), { perType });
    if ('found' in seed)
      console.log(
        `There is content already (${listed(seed.found)}): seed:demo fills only an empty database, so nothing was added.`,
      );
    else
      console.log(
        `Demo data made: ${listed(seed.made)}, and impressions of the last 30 days (${seed.impressionRows.toLocaleString('en')} daily counts).`,
      );
  } finally {
    await database.close();
  }
});
