import {
  freshPostgres,
  insertBenchProjects,
  type ListTiming,
  signIn,
  startBuiltServer,
  timeList,
  withClient,
} from './support.ts';

/**
 * Every other list at 20,000 rows on PostgreSQL (budget 90 ms, as for content lists): users,
 * projects, tags, categories, attributes and allowed IPs, each read again and again and right
 * after another connection changed one of its rows.
 */
const rows = 20_000;
export const listsBudgetMs = 90;

/** The rows every list is timed over, each numbered `i` from 1; users may see projects and tags. */
const seed = `
  insert into users (username, password_hash, first_name, last_name, email)
    select 'benchuser' || i, 'not-a-hash', 'Bench', 'User ' || i, 'bench' || i || '@example.com'
    from generate_series(1, ${rows}) i;
  insert into user_permissions (user_id, permission_name)
    select u.id, p.name from users u cross join (values ('access_all_projects'), ('access_all_tags')) p(name)
    where u.username like 'benchuser%';
  ${insertBenchProjects(rows)};
  insert into tags (name, level, description)
    select 'Tag ' || i, '{game,gamenews}', 'A tag for the bench' from generate_series(1, ${rows}) i;
  insert into categories (name, level) select 'Category ' || i, '{game,recipe}' from generate_series(1, ${rows}) i;
  insert into attributes (name, level, description)
    select 'attribute.bench' || i, 'game', 'An attribute' from generate_series(1, ${rows}) i;
  insert into allowed_ips (ip, network, description, username)
    select a, a || '/32', 'Office ' || i, 'admin'
    from generate_series(1, ${rows}) i, lateral (select '10.' || (i >> 16) || '.' || ((i >> 8) & 255) || '.' || (i & 255) as a) n`;

/** Each list's call, and the table and text column another connection edits between its reads. */
const lists = [
  { call: 'user-service/get-all-users', table: 'users', edited: 'note' },
  { call: 'project-service/get-all-projects', table: 'projects', edited: 'name' },
  { call: 'tag-service/get-tags', table: 'tags', edited: 'description' },
  { call: 'category-service/get-categories', table: 'categories', edited: 'name' },
  { call: 'attribute-service/get-attributes', table: 'attributes', edited: 'description' },
  { call: 'allowed-ip-service/get-ips', table: 'allowed_ips', edited: 'description' },
] as const;

export type ListsFigure = ListTiming & { call: string };

export async function runListsBench(): Promise<ListsFigure[]> {
  const databaseUrl = await freshPostgres('masthead_bench_lists');
  const server = await startBuiltServer(databaseUrl);
  try {
    const { baseUrl } = server;
    // Seeded once the server has migrated the database and made its admin.
    const cookie = await signIn(baseUrl);
    return await withClient(databaseUrl, async (client) => {
      await client.query(seed);
      const figures: ListsFigure[] = [];
      for (const list of lists) {
        const edit = `update ${list.table} set ${list.edited} = 'edited ' || $1 where id = $1`;
        const timing = await timeList(`${baseUrl}/api/${list.call}`, cookie, async (round) => {
          await client.query(edit, [round * 97]);
        });
        figures.push({ call: list.call, ...timing });
      }
      return figures;
    });
  } finally {
    await server.stop();
  }
}

export function printListsFigures(figures: ListsFigure[]) {
  console.log(
    `\nlists of ${rows.toLocaleString('en')} rows on PostgreSQL, gzip, median of 15 (p90); budget ${listsBudgetMs} ms`,
  );
  for (const figure of figures)
    console.log(
      `${figure.call.padEnd(36)} ${figure.medianMs.toFixed(1).padStart(7)} ms (${figure.p90Ms.toFixed(1)})  ${figure.wireKB.toFixed(0).padStart(4)} KB  ${figure.medianMs <= listsBudgetMs ? 'PASS' : 'OVER'}; right after an edit ${figure.afterEditMs?.toFixed(1)} ms`,
    );
}
