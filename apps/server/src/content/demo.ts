import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentField,
  type ContentTypeDefinition,
  contentTypes,
  dropIrrelevantFields,
  isoDay,
  type ProjectContentType,
  projectContentTypes,
} from '@masthead/contract';
import { and, arrayContains, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, impressionDaily, projects, tags } from '../db/schema.ts';
import type { MediaStorage } from '../media/storage.ts';
import { gradientPng } from './png.ts';
import { contentItems, type StoredMedia } from './schema.ts';
import { writeListRows } from './service.ts';

/**
 * Demo data that looks like a living console: projects, tags and categories of every level,
 * and items of every type with generated images. Also used by the bench to fill a table.
 */
const words = {
  adjectives: [
    'Sunny',
    'Crimson',
    'Hidden',
    'Brave',
    'Quiet',
    'Golden',
    'Frozen',
    'Wild',
    'Tiny',
    'Royal',
    'Lucky',
    'Neon',
  ],
  nouns: [
    'Harbor',
    'Dragon',
    'Garden',
    'Rocket',
    'Puzzle',
    'Forest',
    'Castle',
    'Planet',
    'Bakery',
    'Island',
    'Circuit',
    'Meadow',
  ],
  ingredients: [
    '2 cups flour',
    '1 tsp salt',
    '3 eggs',
    '200 g butter',
    '1 cup milk',
    '2 tbsp sugar',
    '1 pinch pepper',
  ],
  steps: [
    'Preheat the oven to 180 °C.',
    'Mix the dry ingredients.',
    'Whisk in the eggs.',
    'Bake for 25 minutes.',
    'Let it cool and serve.',
  ],
  sources: ['Steam', 'GOG', 'Humble', 'Epic Store', 'itch.io', 'PlayStation Store'],
};
const palette: [number, number, number][] = [
  [231, 76, 60],
  [46, 204, 113],
  [52, 152, 219],
  [155, 89, 182],
  [241, 196, 15],
  [26, 188, 156],
];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
const titleOf = (definition: ContentTypeDefinition, n: number) =>
  `${pick(words.adjectives, n)} ${pick(words.nouns, Math.floor(n / words.adjectives.length))} ${definition.label} ${n + 1}`;

export interface DemoReferences {
  /** Every project, with the type its site publishes: an item goes on a site of its own type. */
  projects: { id: number; type: string }[];
  categoryIds: Map<string, number[]>;
  tagIds: Map<string, number[]>;
}

/** Own-field values of the n-th demo item of a type. */
function demoValue(field: ContentField, n: number): unknown {
  switch (field.kind) {
    case 'text':
      return field.format === 'url'
        ? `https://example.com/${field.key}/${n + 1}`
        : field.key === 'source'
          ? pick(words.sources, n)
          : field.key === 'embed_video'
            ? 'https://www.youtube.com/embed/dQw4w9WgXcQ'
            : `${field.label} ${n + 1}`.slice(0, field.max);
    case 'textarea':
      return `${field.label} for item ${n + 1}.`;
    case 'richText':
      return `<p>Big news number <b>${n + 1}</b>: <i>limited offer</i>.</p><ul><li>First point</li><li>Second point</li></ul>`;
    case 'integer':
      return pick([640, 800, 1024, 480], n);
    case 'choice':
      return pick(field.options, n);
    case 'date':
      return new Date(Date.UTC(2026, 0, 1) + (n % 320) * 86_400_000).toISOString().slice(0, 10);
    case 'textList':
      if (field.format === 'url')
        return Array.from(
          { length: 1 + (n % 3) },
          (_, k) => `https://guides.example.com/${n + 1}/part-${k + 1}`,
        );
      return field.key === 'ingredients'
        ? words.ingredients.slice(0, 3 + (n % 4))
        : words.steps.slice(0, 2 + (n % 4));
    case 'reviewUrls':
      return [{ name: 'Player review', url: `https://reviews.example.com/${n + 1}`, rating: 60 + (n % 41) }];
    case 'youtube':
      return field.key.endsWith('_1') ? 'dQw4w9WgXcQ' : '';
    default:
      return undefined;
  }
}

/** Stores one generated image per size hint and colour, each once (names are content hashes). */
async function demoImages(storage: MediaStorage, sizeHint: string, colour: number) {
  const [width = 200, height = 200] = sizeHint.split('x').map(Number);
  const bytes = gradientPng(width, height, pick(palette, colour), pick(palette, colour + 2));
  const name = `${createHash('sha256').update(bytes).digest('hex')}.png`;
  await mkdir(storage.scratchDir, { recursive: true });
  const local = path.join(storage.scratchDir, randomUUID());
  await writeFile(local, bytes);
  await storage.put(name, local);
  return { name, type: 'image/png', bytes: bytes.length, width, height } satisfies StoredMedia;
}

/** Rows of `total` demo items of a type, ready to insert. Images only when a storage is given. */
export async function demoRows(
  definition: ContentTypeDefinition,
  { total, references, storage }: { total: number; references: DemoReferences; storage?: MediaStorage },
) {
  const images = new Map<string, StoredMedia>();
  const imageFor = async (hint: string, n: number) => {
    const key = `${hint}:${n % palette.length}`;
    let image = images.get(key);
    if (!image && storage) {
      image = await demoImages(storage, hint, n);
      images.set(key, image);
    }
    return image;
  };
  const categoryIds = references.categoryIds.get(definition.categoryLevel ?? '') ?? [];
  const tagIds = references.tagIds.get(definition.tagLevel ?? '') ?? [];
  const ownSites = references.projects.filter((project) => project.type === definition.type);
  const projectIds = (ownSites.length > 0 ? ownSites : references.projects).map((project) => project.id);
  const rows: (typeof contentItems.$inferInsert)[] = [];
  for (let n = 0; n < total; n += 1) {
    const own: Record<string, unknown> = {};
    for (const field of definition.fields) {
      const value = demoValue(field, n);
      if (value !== undefined) own[field.key] = value;
    }
    const fields = dropIrrelevantFields(definition, own);
    const media: Record<string, StoredMedia> = {};
    for (const field of definition.fields.slice(0)) {
      if (field.kind !== 'file' || field.accept !== 'image' || Object.keys(media).length >= 2) continue;
      const image = await imageFor(field.sizeHint ?? '400x300', n);
      if (image) media[field.key] = image;
    }
    const project = pick(projectIds, n);
    const created = new Date(Date.now() - (total - n) * 3_600_000);
    rows.push({
      contentId: randomUUID(),
      type: definition.type,
      title: titleOf(definition, n),
      description: `A ${definition.label.toLowerCase()} our readers love, number ${n + 1}.`,
      keywords: ['fun', 'free', definition.type].join(','),
      status: n % 7 === 0 ? 'INACTIVE' : 'ACTIVE',
      projects: project ? [project] : [],
      categories: categoryIds.length ? [pick(categoryIds, n)] : [],
      tags: project && tagIds.length ? { [String(project)]: [pick(tagIds, n)] } : {},
      fields,
      media,
      createdAt: created,
      updatedAt: created,
    });
  }
  return rows;
}

/**
 * Inserts rows (of `types`, one definition or several), then writes their list rows as a save would.
 */
export async function insertRows(
  db: Db,
  types: ContentTypeDefinition | readonly ContentTypeDefinition[],
  rows: (typeof contentItems.$inferInsert)[],
) {
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(contentItems).values(rows.slice(start, start + 500));
  }
  for (const definition of [types].flat())
    await writeListRows(db, definition, eq(contentItems.type, definition.type));
  // Fresh statistics, so the planner reads the list by its index from the first request.
  await db.execute(sql`analyze ${contentItems}`);
}

const demoProjects: { name: string; type: ProjectContentType; tld: string }[] = [
  { name: 'Daily Games', type: 'game', tld: 'com' },
  { name: 'Arcade Planet', type: 'game', tld: 'net' },
  { name: 'Deal Hunter', type: 'gamedeal', tld: 'com' },
  { name: 'Game Wire', type: 'gamenews', tld: 'com' },
  { name: 'Wallpaper Vault', type: 'gamewallpaper', tld: 'io' },
  { name: 'Quiz Night', type: 'quiz', tld: 'com' },
  { name: 'Kitchen Table', type: 'recipe', tld: 'com' },
  { name: 'Coupon Corner', type: 'coupon', tld: 'de' },
  { name: 'Handy Tools', type: 'apps', tld: 'org' },
];
const levelNames = ['Action', 'Puzzle', 'Family', 'Classics', 'Seasonal'];

/** Names of the demo's tags or categories of a level: a few per level, once each. */
const namesOf = (suffix: string) => levelNames.map((name) => `${name} ${suffix}`);

/**
 * The ids of the rows named `names` for `level`, inserted unless there. A category's name is
 * taken across levels, so one of any level is used; a tag's name only within its level.
 */
async function levelRows(db: Db, table: typeof categories | typeof tags, names: string[], level: string) {
  await db
    .insert(table)
    .values(names.map((name) => ({ name, level: [level] })))
    .onConflictDoNothing();
  const named = inArray(
    sql`lower(${table.name})`,
    names.map((name) => name.toLowerCase()),
  );
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(table === tags ? and(named, arrayContains(tags.level, [level])) : named);
  return rows.map((row) => row.id);
}

/**
 * Projects, and a few tags and categories for every level the types use. Those already there
 * (names are unique) are used as they are, so a second run adds none twice.
 */
export async function demoReferences(db: Db): Promise<DemoReferences> {
  const columns = { id: projects.id, type: projects.contentType };
  let projectRows = await db.select(columns).from(projects);
  if (projectRows.length === 0) {
    projectRows = await db
      .insert(projects)
      .values(
        demoProjects.map((project, n) => ({
          factorId: 1000 + n,
          name: project.name,
          legalName: `${project.name} Ltd`,
          tld: project.tld,
          contentType: project.type,
          status: 'ACTIVE',
          httpLocked: 'NO',
          supportsHttps: 'YES',
        })),
      )
      .returning(columns);
  }
  const categoryIds = new Map<string, number[]>();
  const tagIds = new Map<string, number[]>();
  for (const definition of contentTypes) {
    const { categoryLevel, tagLevel } = definition;
    if (categoryLevel && !categoryIds.has(categoryLevel))
      categoryIds.set(
        categoryLevel,
        await levelRows(db, categories, namesOf(definition.label), categoryLevel),
      );
    if (tagLevel && !tagIds.has(tagLevel))
      tagIds.set(tagLevel, await levelRows(db, tags, namesOf(tagLevel), tagLevel));
  }
  return { projects: projectRows, categoryIds, tagIds };
}

/** The demo's days of impressions, ending today. */
export const demoImpressionDays = 30;

/**
 * Daily impressions of every demo item of a type with a report, for the last 30 days (UTC),
 * on the item's first project: each item has its own popularity, weekends draw more, and
 * recent days more than old ones, so the chart has a shape. Answers the daily counts stored.
 */
async function recordDemoImpressions(db: Db, today = isoDay(new Date())) {
  const reported = contentTypes
    .map((definition) => definition.type)
    .filter((type) => (projectContentTypes as readonly string[]).includes(type));
  const day = sql`(${today}::date - back)`;
  const popularity = sql`(10 + (c.id * 7919) % 90)`;
  await db.execute(sql`
    insert into ${impressionDaily} (content_id, project_id, date, content_type, count)
    select c.id, c.projects[1], ${day}, c.type,
      round(${popularity} * (1 + (${demoImpressionDays} - back) / 30.0)
        * (case when extract(isodow from ${day}) >= 6 then 1.6 else 1 end))::bigint + (c.id * 31 + back * 17) % 23
    from ${contentItems} c cross join generate_series(0, ${demoImpressionDays - 1}) as back
    where ${inArray(sql`c.type`, reported)} and cardinality(c.projects) > 0
    on conflict do nothing`);
  await db.execute(sql`analyze ${impressionDaily}`);
  const [written] = await db.select({ rows: count() }).from(impressionDaily);
  return Number(written?.rows ?? 0);
}

/** Content items per type, as a seed found them. */
async function itemsPerType(db: Db) {
  const rows = await db
    .select({ type: contentItems.type, items: count() })
    .from(contentItems)
    .groupBy(contentItems.type)
    .orderBy(contentItems.type);
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.items)]));
}

export type DemoSeed =
  | { made: Record<string, number>; impressionRows: number }
  | { found: Record<string, number> };

/**
 * Fills an empty content table: items of every type with their projects, tags and categories,
 * and 30 days of impressions. One transaction, so a seed cut off part way leaves nothing and
 * the next one starts afresh; it first takes a lock of its own, so two seeds at once on
 * PostgreSQL make one demo, not two. When content exists, answers what it found and adds nothing.
 */
export async function seedDemo(db: Db, storage: MediaStorage, { perType = 300 } = {}): Promise<DemoSeed> {
  const found = await itemsPerType(db);
  if (Object.keys(found).length) return { found };
  // Images are content-addressed files outside the database: one written twice is the same file.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${demoSeedLock})`);
    const foundNow = await itemsPerType(tx);
    if (Object.keys(foundNow).length) return { found: foundNow };
    const references = await demoReferences(tx);
    const made: Record<string, number> = {};
    const rows: (typeof contentItems.$inferInsert)[] = [];
    for (const definition of contentTypes) {
      rows.push(...(await demoRows(definition, { total: perType, references, storage })));
      made[definition.type] = perType;
    }
    // In the order they were made, as staff add items of every type over time: ids follow the
    // creation dates whatever the type, so the newest items (what a search reads first) are of every type.
    rows.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
    await insertRows(tx, contentTypes, rows);
    return { made, impressionRows: await recordDemoImpressions(tx) };
  });
}

/** The advisory lock key seeds take: any number, the same in every process. */
const demoSeedLock = 7_212_410;
