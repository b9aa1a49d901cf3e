import { firstScreenId } from '@masthead/contract';

/**
 * The server's first screen goes (the app has drawn its own beneath it, or cannot): called in the
 * same task as the app's drawing of the list (DataTable), so no moment shows both or neither.
 * Nothing to do on a page without one, or once it has gone.
 */
export function handOverFirstScreen() {
  document.getElementById(firstScreenId)?.remove();
}
