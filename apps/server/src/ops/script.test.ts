import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runToEnd } from '../../../../tools/processes.ts';

/** What a user can get wrong when running a script ends in one line and exit status 1. */
const root = path.resolve(import.meta.dirname, '../../../..');
let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-script-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const run = (entry: string, args: string[], env: Record<string, string>) =>
  runToEnd(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      INIT_CWD: workDir,
      ...env,
    },
  });

it.each([
  [
    'a PostgreSQL server that does not answer',
    'scripts/seed-demo.ts',
    [],
    { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/masthead' },
    () =>
      'The database of DATABASE_URL cannot be used (connect ECONNREFUSED 127.0.0.1:1): check that PostgreSQL runs and the URL is right.\n',
  ],
  [
    'a SEED_PER_TYPE that is no number',
    'scripts/seed-demo.ts',
    [],
    { SEED_PER_TYPE: 'lots' },
    () => 'SEED_PER_TYPE must be a whole number from 1 to 100000, not "lots".\n',
  ],
  [
    'a CSV that is not there',
    'apps/server/src/reports/import-cli.ts',
    ['missing.csv'],
    {},
    // Named where the command was typed.
    (dir: string) =>
      `There is no file at ${path.join(dir, 'missing.csv')}: name a CSV of content_id,project_id,date,count lines.\n`,
  ],
])('says in one line what is wrong with %s', async (_, entry, args, env, message) => {
  const result = await run(entry, args, env);
  expect(result).toEqual({ code: 1, output: message(workDir) });
});
