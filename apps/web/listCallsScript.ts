import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown, runnerImport } from 'vite';
import type { ListLoad } from './src/api/listCalls.ts';

const tableModule = 'virtual:list-loads';

/**
 * api/listLoads.ts's table as data, worked out here at build time from the contract's definitions
 * (run through Vite's module runner: they are TypeScript, which this Node does not load itself).
 */
const listLoadsData = (root: string): Plugin => ({
  name: 'masthead-list-loads',
  resolveId: (source) => (source === tableModule ? `\0${tableModule}` : null),
  async load(id) {
    if (id !== `\0${tableModule}`) return null;
    const { module } = await runnerImport<{ listLoads: readonly ListLoad[] }>(
      path.join(root, 'src/api/listLoads.ts'),
      { root, configFile: false, logLevel: 'silent' },
    );
    return `export default ${JSON.stringify(module.listLoads)};`;
  },
});

/**
 * The signed-in page's first script (src/boot/startListCalls.ts) as one file of its own, built
 * apart from the app: in the app's build, the code it shares with the app (the transport, the
 * permission check) would go into the app's chunks, and the script would wait for them.
 */
export async function buildListCallsScript(root: string): Promise<{ fileName: string; source: string }> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [listLoadsData(root)],
    build: {
      write: false,
      rolldownOptions: {
        input: path.join(root, 'src/boot/startListCalls.ts'),
        output: { codeSplitting: false },
      },
    },
  })) as Rolldown.RolldownOutput;
  const [chunk] = output.output.filter((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The list calls script was not built.');
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
  return { fileName: `assets/list-calls-${hash}.js`, source: chunk.code };
}
