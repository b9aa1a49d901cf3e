import { readFileSync } from 'node:fs';
import { type CurrentUser, jsonBlock, signedInUserBlockId } from '@masthead/contract';

/**
 * A signed-in page of the build (apps/web/signedInPage.ts writes them), read once at start, which
 * each request gets with its own user: is-logged-in's answer as a JSON data block, not a
 * script, so the Content-Security-Policy (script-src 'self') has nothing to refuse; and, in the
 * page made for it, the first screen the server drew (first-screen.ts) before the app's root.
 */
export function signedInPageFor(file: string) {
  const html = readFileSync(file, 'utf8');
  const headEnd = html.includes('</head>') ? html.indexOf('</head>') : html.length;
  const root = '<div id="root">';
  // A function, not a string, gives the replacement: a '$&' in a drawn title is text, not a pattern.
  return (user: CurrentUser, beforeRoot = '') => {
    const body = html.slice(headEnd);
    return `${html.slice(0, headEnd)}${jsonBlock(signedInUserBlockId, user)}\n  ${beforeRoot ? body.replace(root, () => beforeRoot + root) : body}`;
  };
}
