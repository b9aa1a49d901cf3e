import { type CurrentUser, signedInUserBlockId } from '@masthead/contract';

/** A JSON data block of the page the server sent (apps/server/src/web): none on a page without it. */
export function jsonBlockOfPage<T>(id: string): T | undefined {
  // Drawn by the server (first-screen/draw.tsx), there is no page yet.
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Who is signed in, as the server's signed-in page says (apps/server/src/web/signed-in-page.ts):
 * is-logged-in's answer for this page's session, so the app need not ask. None on any other
 * page (index.html, the development server), where the app asks.
 */
export const signedInUserOfPage = () => jsonBlockOfPage<CurrentUser>(signedInUserBlockId);
