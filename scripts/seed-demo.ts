// `npm run seed:demo`: fills an empty database (PGlite in DATA_DIR, or DATABASE_URL) with
// projects, tags, categories and a few hundred items of every content type with images.
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/content/demo.ts';
import { mediaStorageFor } from '../apps/server/src/content/storage.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedPermissions } from '../apps/server/src/db/seed.ts';

const config = loadConfig();
const perType = Number(process.env.SEED_PER_TYPE ?? 300);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await seedPermissions(database.db);
  const made = await seedDemo(database.db, mediaStorageFor(config.dataDir), { perType });
  if (made)
    console.log(
      `Demo data made: ${Object.entries(made)
        .map(([type, n]) => `${n} ${type}`)
        .join(', ')}.`,
    );
  else
    console.log('There is content already: seed:demo fills only an empty database, so nothing was changed.');
} finally {
  await database.close();
}
