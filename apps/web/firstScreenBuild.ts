import path from 'node:path';
import { type AppCode, appCodeBlockId, jsonBlock, firstScreenBuild as made } from '@masthead/contract';
import { build, type Plugin } from 'vite';

/**
 * After the app's build, the same code built for the server to draw a list's first screen with
 * (src/first-screen/draw.tsx), into a folder of the build the server never serves: its packages
 * included, in their production builds, so that it runs from the build's folder wherever that is.
 */
export function firstScreenBuild(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  return {
    name: 'masthead-first-screen-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        root,
        mode,
        configFile: path.join(root, 'vite.config.ts'),
        configLoader: 'runner',
        logLevel: 'warn',
        build: {
          ssr: 'src/first-screen/draw.tsx',
          outDir: path.join(outDir, made.folder),
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: made.module } },
        },
      });
    },
  };
}

/** The app's scripts and preloads, marked by signedInPage.ts to come behind the first paint. */
const appTag =
  /\n\s*<(?:script type="module" crossorigin fetchpriority="low" src|link rel="modulepreload" crossorigin fetchpriority="low" href)="([^"]+)">(?:<\/script>)?/g;

/**
 * The signed-in page for a first screen the server drew: the same page without the app's code,
 * which the page's first script fetches once that screen has painted (src/first-screen/loadApp.ts),
 * named in a data block.
 */
export function withAppCodeAfterPaint(signedInHtml: string): string {
  const code: AppCode = { scripts: [], preloads: [] };
  const html = signedInHtml.replace(appTag, (tag, file: string) => {
    (tag.includes('<script') ? code.scripts : code.preloads).push(file);
    return '';
  });
  if (code.scripts.length === 0) throw new Error('The signed-in page names no app script.');
  return html.replace(/\n\s*<\/head>/, `\n    ${jsonBlock(appCodeBlockId, code)}$&`);
}
