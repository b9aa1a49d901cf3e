import type { CurrentUser } from '@masthead/contract';
import { type ListLoad, mayLoadList } from '../api/listCalls.ts';

/** The list a signed-in page opens at `pathname`, when its user may load it; none at any other address. */
export const openingList = (loads: readonly ListLoad[], pathname: string, user: CurrentUser | undefined) => {
  const load = loads.find((candidate) => candidate.route === pathname);
  return user && load && mayLoadList(user, load) ? load : undefined;
};

/**
 * The classes of the list's heading drawn before the app (signedInPage.ts's styles place it
 * where the frame will draw the screen's own, lower while the session views as another user).
 */
export const bootHeadingClass = (user: CurrentUser) =>
  user.viewer ? 'boot-heading boot-heading-viewing-as' : 'boot-heading';
