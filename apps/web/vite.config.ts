import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkGroups } from './firstPage.ts';
import { firstScreenBuild } from './firstScreenBuild.ts';
import { mantineStylesPerComponent } from './mantineStyles.ts';
import { precompress } from './precompress.ts';
import { scrollAreaRefs } from './scrollAreaRefs.ts';
import { signedInPage } from './signedInPage.ts';

/** Its file is assets/sign-in-<hash>.js, which the server finds at start (apps/server/src/web/sign-in/assets.ts). */
const signInScript = 'sign-in';

/**
 * react-router's package exports only its development build, whose warnings (and their code)
 * would ship to browsers (remix-run/react-router#14102); the built app takes the production one.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/** The API server in development (API_URL overrides it); the built app is served by it on the same origin. */
const apiServer = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The API and the sign-in pages. The browser's Host header is kept (no changeOrigin): the server refuses a POST whose Origin
 * is not its own host, and the dev page's origin is the dev server's.
 */
const apiProxy = {
  '/api': { target: apiServer, changeOrigin: false },
  // The sign-in pages are the server's HTML, in development too.
  '^/login(/|\\?|$)': { target: apiServer, changeOrigin: false },
};

export default defineConfig(async ({ command, isSsrBuild }) => {
  const alias = command === 'build' ? [reactRouterProduction] : [];
  if (isSsrBuild) {
    // The server's drawing of a list's first screen (firstScreenBuild.ts): the same components and
    // class names as the app's, with its packages, in their production builds.
    const forServer: UserConfig = {
      plugins: [mantineStylesPerComponent(), scrollAreaRefs(), react()],
      resolve: { alias },
      ssr: { noExternal: true },
      // As the app's build has it (production, but for the tests' builds), which JSX is compiled for too.
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
      // Screens in chunks of their own, as in the app: the server loads those of the lists alone.
      build: { minify: true },
    };
    return forServer;
  }
  return {
    plugins: [
      mantineStylesPerComponent(),
      scrollAreaRefs(),
      react(),
      signedInPage(),
      precompress(),
      firstScreenBuild(),
    ],
    resolve: { alias },
    server: { proxy: apiProxy },
    preview: { proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions:
        command === 'build'
          ? {
              // The app, and the one script of the server's sign-in pages (an entry of its own).
              input: {
                index: path.join(import.meta.dirname, 'index.html'),
                [signInScript]: path.join(import.meta.dirname, 'src/sign-in-page/enhance.ts'),
              },
              output: {
                codeSplitting: {
                  groups: await chunkGroups(import.meta.dirname, { alias, plugins: [scrollAreaRefs()] }),
                },
              },
            }
          : {},
    },
  };
});
