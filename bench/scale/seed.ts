import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import { gt, sql } from 'drizzle-orm';
import { demoReferences, demoRows, insertRows } from '../../apps/server/src/content/demo.ts';
import { contentItems } from '../../apps/server/src/content/schema.ts';
import { writeListRows } from '../../apps/server/src/content/service.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { localMediaStorage } from '../../apps/server/src/media/local.ts';

/**
 * Games by the ten thousand, as fast as PostgreSQL copies rows: a first thousand are the demo's
 * own (titles of two words and a number, a technology, images, a project, a category and a tag,
 * an hour apart), and every further game is one of them copied in SQL with its own number,
 * uuid and creation time. Search, sort and filter then meet the same variety at every size.
 */
const demoGames = 1_000;

/** Brings the games of `databaseUrl` up to `total` (never fewer than are there); answers how many. */
export async function seedGames(databaseUrl: string, total: number, mediaDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir: mediaDir });
  try {
    const { db } = database;
    const count = async () =>
      Number(
        (
          (await db.execute(
            sql`select count(*)::int as n, coalesce(max(id), 0)::int as last from ${contentItems} where type = 'game'`,
          )) as unknown as { rows: { n: number; last: number }[] }
        ).rows[0]?.n ?? 0,
      );
    if ((await count()) === 0) {
      const references = await demoReferences(db);
      const rows = await demoRows(game, {
        total: Math.min(demoGames, total),
        references,
        storage: localMediaStorage(mediaDir),
      });
      await insertRows(db, game, rows);
    }
    const have = await count();
    if (have >= total) return have;
    const [{ last } = { last: 0 }] = (
      (await db.execute(sql`select max(id)::int as last from ${contentItems}`)) as unknown as {
        rows: { last: number }[];
      }
    ).rows;
    // The n-th game copies demo game n mod 1,000: its title's number becomes n, its creation
    // time steps back an hour per game (and a minute more, so dates differ within a day).
    await db.execute(sql`
      insert into ${contentItems} (content_id, type, title, description, keywords, status, projects,
        categories, tags, fields, media, config, creation_datetime, update_datetime)
      select gen_random_uuid()::text, 'game', regexp_replace(d.title, '[0-9]+$', n::text),
        regexp_replace(d.description, '[0-9]+\\.$', n::text || '.'), d.keywords,
        case when n % 7 = 0 then 'INACTIVE' else 'ACTIVE' end, d.projects, d.categories, d.tags,
        d.fields, d.media, d.config, now() - make_interval(hours => n, mins => n % 60),
        now() - make_interval(hours => n / 2)
      from generate_series(${have + 1}::int, ${total}::int) n
      join (select row_number() over (order by id) - 1 as k, * from ${contentItems}
            where type = 'game' order by id limit ${demoGames}::int) d on d.k = n % ${demoGames}::int`);
    await writeListRows(db, game, gt(contentItems.id, last));
    await db.execute(sql`analyze ${contentItems}`);
    return await count();
  } finally {
    await database.close();
  }
}

/** A folder for the demo's images, removed by the answer's `remove`. */
export async function mediaFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-scale-'));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
