import { readFileSync } from 'node:fs';
import { type CurrentUser, signedInUserBlockId } from '@masthead/contract';

/**
 * JSON as a data block's text: `<` written as its escape, so no answer (a name, a note) can end
 * the block (`</script>`) or open a comment (`<!--`). JSON.parse reads the same value back.
 */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The build's signed-in page (apps/web/signedInPage.ts writes it), read once at start, which
 * each request gets with its own user: is-logged-in's answer as a JSON data block, not a
 * script, so the Content-Security-Policy (script-src 'self') has nothing to refuse.
 */
export function signedInPageFor(file: string) {
  const html = readFileSync(file, 'utf8');
  const headEnd = html.includes('</head>') ? html.indexOf('</head>') : html.length;
  return (user: CurrentUser) =>
    `${html.slice(0, headEnd)}<script type="application/json" id="${signedInUserBlockId}">${jsonForHtml(user)}</script>\n  ${html.slice(headEnd)}`;
}
