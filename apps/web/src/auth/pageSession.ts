import { type CurrentUser, signedInUserBlockId } from '@masthead/contract';

/**
 * Who is signed in, as the server's signed-in page says (apps/server/src/web/signed-in-page.ts):
 * is-logged-in's answer for this page's session, so the app need not ask. None on any other
 * page (index.html, the development server), where the app asks.
 */
export function signedInUserOfPage(): CurrentUser | undefined {
  const text = document.getElementById(signedInUserBlockId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as CurrentUser;
  } catch {
    return undefined;
  }
}
