/** Where a signed-in browser goes when the sign-in named nowhere, or nowhere of ours. */
export const appHome = '/';

/** Longer than any address of the app: a longer one is not one. */
const maxLength = 2048;

/** Control characters and backslashes, which browsers drop or read as '/' in an address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const unsafe = /[\u0000-\u001f\u007f\\]/;

/**
 * The page a sign-in goes on to (`/login?next=/games/12`), if it is one of this app's: a path
 * starting with one '/', which a browser cannot read as another host ('//evil', '/\evil'), with
 * no scheme and no control character. Anything else lands on the app's home, so a link to our
 * sign-in page can never send the user, signed in, to another site (an open redirect).
 */
export function nextPathFrom(next: unknown): string {
  if (typeof next !== 'string' || next.length > maxLength) return appHome;
  if (!next.startsWith('/') || next.startsWith('//') || unsafe.test(next)) return appHome;
  // The browser's own reading must agree: the address stays on this origin.
  const base = 'http://masthead.invalid';
  const url = new URL(next, base);
  // Dot segments are resolved only here: '/.//evil' becomes '//evil', another host once more.
  if (url.origin !== base || url.pathname.startsWith('//')) return appHome;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, carrying the page to go on to when it is not the home. */
export const loginAddress = (next: string) =>
  next === appHome ? '/login' : `/login?next=${encodeURIComponent(next)}`;
