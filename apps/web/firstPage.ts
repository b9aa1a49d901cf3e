import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { type Alias, build, type Rolldown } from 'vite';

/**
 * The modules the first page runs, as the bundler keeps them after tree-shaking: a quick build
 * of the entry alone, with every lazy import left out. Static reachability is no answer here:
 * through a library's index (`@mantine/core`) the entry "reaches" every component it has.
 */
async function firstPageModules(root: string, alias: Alias[]): Promise<Set<string>> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), { name: 'masthead-lazy-left-out', resolveDynamicImport: () => false }],
    resolve: { alias },
    build: { write: false, rolldownOptions: { output: { codeSplitting: false } } },
  })) as Rolldown.RolldownOutput;
  const used = new Set<string>();
  for (const file of output.output)
    if (file.type === 'chunk')
      for (const [id, module] of Object.entries(file.modules)) if (module.renderedLength > 0) used.add(id);
  return used;
}

/**
 * Chunks as a phone on a slow network needs them, where every request costs a round trip:
 * the first page in one chunk (`shell`, libraries included), and what two or more lazily loaded
 * screens share in one more (`screens`) instead of dozens of small ones. What a single screen
 * uses stays in that screen's own chunk.
 */
export async function chunkGroups(root: string, alias: Alias[]): Promise<CodeSplittingGroup[]> {
  const firstPage = await firstPageModules(root, alias);
  return [
    { name: 'shell', test: (id) => firstPage.has(path.normalize(id)), priority: 20 },
    { name: 'screens', minShareCount: 2, priority: 10 },
  ];
}
