import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built web app's files the sign-in pages name: their one script, and what it prefetches. */
export interface SignInAssets {
  /** /assets/sign-in-<hash>.js (apps/web/vite.config.ts builds it), or none without a build. */
  script?: string;
  /** The signed-in app's first scripts and styles, fetched in idle time while the user types. */
  prefetch: string[];
}

/**
 * Read once at start from the build: its file names change with every build, and the pages
 * are drawn for every request. signed-in.html is what the browser loads right after signing
 * in; its scripts, module preloads and sheets are the code worth having in the cache by then.
 */
export function readSignInAssets(webDist: string): SignInAssets {
  const assets = path.join(webDist, 'assets');
  if (!existsSync(assets)) return { prefetch: [] };
  const script = readdirSync(assets).find((file) => /^sign-in-[\w-]+\.js$/.test(file));
  const firstPage = ['signed-in.html', 'index.html']
    .map((file) => path.join(webDist, file))
    .find((file) => existsSync(file));
  const html = firstPage ? readFileSync(firstPage, 'utf8') : '';
  const prefetch = [
    ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((match) => match[1] ?? '');
  return { script: script && `/assets/${script}`, prefetch: [...new Set(prefetch)] };
}
