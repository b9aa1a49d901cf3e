import { readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { type Alias, build, type Plugin, type Rolldown } from 'vite';

/** How the app's build resolves modules, which its trial builds must do alike. */
export interface Resolving {
  alias: Alias[];
  plugins: Plugin[];
}

/**
 * The modules some entry runs, as the bundler keeps them after tree-shaking: a quick build of
 * it alone, with every lazy import left out. Static reachability is no answer here: through a
 * library's index (`@mantine/core`) the entry "reaches" every component it has. `screens` names
 * modules whose exports are all kept (an entry of its own); without, the app's own entry.
 */
async function modulesRun(
  root: string,
  { alias, plugins }: Resolving,
  screens?: string[],
): Promise<Set<string>> {
  const entry = 'masthead-entry';
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...plugins,
      react(),
      {
        name: 'masthead-lazy-left-out',
        resolveDynamicImport: () => false,
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry ? screens?.map((file, n) => `export * as s${n} from '${file}';`).join('\n') : null,
      },
    ],
    resolve: { alias },
    build: {
      write: false,
      rolldownOptions: {
        // An app's build drops its entry's exports; these entries are kept for their exports.
        ...(screens ? { input: entry, preserveEntrySignatures: 'strict' as const } : {}),
        output: { codeSplitting: false },
      },
    },
  })) as Rolldown.RolldownOutput;
  const used = new Set<string>();
  for (const file of output.output)
    if (file.type === 'chunk')
      for (const [id, module] of Object.entries(file.modules)) if (module.renderedLength > 0) used.add(id);
  return used;
}

/** What every signed-in screen needs before it can draw (the screens' table is the shell's, app/routes.tsx). */
export const frameModules = ['src/layout/SignedInLayout.tsx'];

/** The chunk of what the dashboard and the lists share, which nearly every signed-in address draws. */
export const browsingChunk = 'screens';

const inRoot = (root: string, files: string[]) => files.map((file) => path.join(root, file));

/** The screens staff move between all day: the dashboard and every list. */
export const browsingScreens = (root: string) => [
  path.join(root, 'src/dashboard/DashboardPage.tsx'),
  ...readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('ListPage.tsx'))
    .map((file) => path.join(root, 'src', file)),
];

/**
 * Chunks as a phone on a slow network needs them, where every request costs a round trip:
 * - `shell`: the first page, libraries included (the sign-in pages are the server's HTML);
 * - `frame`: what every signed-in screen needs before it can draw (the menu);
 * - `screens`: what two or more of the dashboard and the lists share;
 * - `forms`: what two or more other screens share, the forms above all (date pickers,
 *   comboboxes, the history panel…).
 * What a single screen uses stays in that screen's own chunk.
 */
export async function chunkGroups(root: string, resolving: Resolving): Promise<CodeSplittingGroup[]> {
  const [firstPage, frame, browsing] = await Promise.all([
    modulesRun(root, resolving),
    modulesRun(root, resolving, inRoot(root, frameModules)),
    modulesRun(root, resolving, [...inRoot(root, frameModules), ...browsingScreens(root)]),
  ]);
  const among = (modules: Set<string>) => (id: string) => modules.has(path.normalize(id));
  return [
    { name: 'shell', test: among(firstPage), priority: 40 },
    { name: 'frame', test: among(frame), priority: 30 },
    { name: browsingChunk, test: among(browsing), minShareCount: 2, priority: 20 },
    { name: 'forms', minShareCount: 2, priority: 10 },
  ];
}
