// Bundles the server into dist/main.mjs so production runs plain JavaScript: compiling
// TypeScript at every start cost time and tens of megabytes of memory for the whole run.
// The npm dependencies stay external; the contract, being TypeScript, is bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const contract = JSON.parse(readFileSync(path.join(here, '../../packages/contract/package.json'), 'utf8'));
const external = [...Object.keys(dependencies), ...Object.keys(contract.dependencies ?? {})].filter(
  (name) => !name.startsWith('@masthead/'),
);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
// Migrations, and the empty embedded database a new install starts from, are read at start from
// beside the code that runs.
for (const folder of ['migrations', 'templates'])
  cpSync(path.join(here, 'src/db', folder), path.join(here, 'dist', folder), { recursive: true });
