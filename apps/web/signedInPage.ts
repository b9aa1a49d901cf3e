import { firstScreenBuild, firstScreenId } from '@masthead/contract';
import type { Plugin, Rolldown } from 'vite';
import { browsingChunk, browsingScreens, frameModules } from './firstPage.ts';
import { withAppCodeAfterPaint } from './firstScreenBuild.ts';
import { buildListCallsScript } from './listCallsScript.ts';
import { frame } from './src/layout/frame.ts';

/** The page the server sends instead of index.html to a browser with a session (apps/server/src/web). */
const signedInPageFile = 'signed-in.html';

const systemFont = '-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
/** Where the frame puts the screen's heading (Mantine's h1: 34px bold, line height 1.3). */
const headingTop = frame.headerHeight + frame.padding;

/**
 * What a signed-in page shows from its first bytes, until the app draws over it (React replaces
 * the root's content): the full-page 'Loading' of LoadingScreen, in plain HTML, and on a list's
 * address its heading, which the page's first script draws (boot/startListCalls.ts) where the app
 * will. Without them the window stays blank until every chunk has arrived and run, seconds on a
 * phone. Fixed, so that nothing moves when they go.
 */
const loadingPlaceholder = [
  '<style>.boot-loading{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;',
  `font-family:${systemFont};font-size:1rem;color:#000;background:#fff}`,
  `.boot-heading{position:fixed;margin:0;top:${headingTop}px;left:${frame.padding}px;`,
  // Above the app's full-page 'Loading' (LoadingScreen), which keeps it while the app loads.
  `font:700 34px/1.3 ${systemFont};color:#000;z-index:1001}`,
  `.boot-heading-viewing-as{top:${headingTop + frame.viewAsBannerHeight}px}`,
  `@media (min-width:${frame.wideFrom}){.boot-heading{left:${frame.navbarWidth + frame.padding}px}}`,
  // The server's first screen, over the app until the app has drawn its own beneath: in the page's
  // flow, so the page scrolls (and has its scroll bar) as the app's will, and nothing moves when it
  // goes; the pointer says the page is not ready.
  `#${firstScreenId}{position:absolute;top:0;left:0;width:100%;min-height:100%;z-index:1002;background:#fff}`,
  `html:has(#${firstScreenId}){cursor:progress}</style>`,
].join('');
const withPlaceholder = (html: string) =>
  html
    .replace(/\n\s*<\/head>/, `\n    ${loadingPlaceholder}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      '<div id="root"><div class="boot-loading" role="status">Loading</div></div>',
    );

/**
 * Asks, from the page's first bytes, for the code its first screen needs: without it that code
 * is found only once the first chunk has run, a round trip later, which on a phone's network
 * is the longest wait of the page.
 * - `signed-in.html`, written from index.html: what every signed-in screen needs (the frame),
 *   and what the dashboard and the lists share; and, before the app's own script, the one
 *   that starts the address's list calls (src/boot/startListCalls.ts). index.html, which a
 *   browser without a session gets, loads nothing more: it only goes on to the server's sign-in page.
 */
export function signedInPage(): Plugin {
  let root = '';
  return {
    name: 'masthead-signed-in-page',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The scripts index.html starts with, and what they import.
      const firstScripts = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
      const loadedFirst = staticClosure(firstScripts, byFile);
      /** index.html that also loads, from the start, the chunks `isWanted` picks and their imports. */
      const withChunks = (isWanted: (chunk: Rolldown.OutputChunk) => boolean) => {
        const roots = chunks.filter(isWanted).map((chunk) => chunk.fileName);
        const scripts = [...staticClosure(roots, byFile)].filter((file) => !loadedFirst.has(file));
        const styles = [
          ...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
        ];
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          // Applied from the first paint on: a sheet added once the screen's chunk runs restyles the
          // whole page, one long task more on a phone.
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        return html.replace(/\n\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      };
      // The chunks holding the frame (firstPage.ts may group it with others), what the dashboard
      // and the lists share, which nearly every signed-in address draws, and those screens' own
      // small chunks: otherwise the address's screen is asked for only once the app has run,
      // a round trip before the screen (its title, the largest paint) can draw.
      const screens = new Set(browsingScreens(root));
      const signedIn = withChunks(
        (chunk) =>
          chunk.name === browsingChunk ||
          (chunk.facadeModuleId !== null && screens.has(chunk.facadeModuleId)) ||
          chunk.moduleIds.some((module) => frameModules.some((file) => module.endsWith(`/${file}`))),
      );
      const listCalls = await buildListCallsScript(root);
      this.emitFile({ type: 'asset', ...listCalls });
      // Module scripts run in the page's order: this one first, its calls under way before the app's code runs.
      const withListCalls = behindFirstPaint(signedIn).replace(
        /<script type="module"/,
        `<script type="module" crossorigin src="/${listCalls.fileName}"></script>\n    $&`,
      );
      const signedInHtml = withPlaceholder(withListCalls);
      this.emitFile({ type: 'asset', fileName: signedInPageFile, source: signedInHtml });
      this.emitFile({
        type: 'asset',
        fileName: firstScreenBuild.page,
        source: withAppCodeAfterPaint(signedInHtml),
      });
    },
  };
}

/**
 * The app's scripts and preloads asked for at a low priority: the page's first paint (its styles,
 * 'Loading' and the list's heading, which the small list calls' script draws) and the list's
 * calls go first, and the app's code, most of the page's bytes, comes behind them on a slow
 * network instead of sharing it with them. Module scripts never held the paint back; their
 * bytes did. Lighthouse alike counts a script asked for at a high priority as one the first paint waits for.
 */
const behindFirstPaint = (html: string) =>
  html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );

/** The chunks `roots` load by static imports, themselves included. */
function staticClosure(roots: string[], byFile: Map<string, Rolldown.OutputChunk>) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}
