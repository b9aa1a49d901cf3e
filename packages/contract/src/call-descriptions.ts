import type { CallPath } from './calls.ts';
import { cdnCallDescriptions } from './cdn/calls.ts';
import { contentCallDescriptions } from './content/calls.ts';
import { exportCallDescriptions } from './export/calls.ts';
import { reportCallDescriptions } from './reports/calls.ts';
import { searchCallDescriptions } from './search/calls.ts';
import { sessionCallDescriptions } from './sessions.ts';
import { taxonomyCallDescriptions } from './taxonomy/calls.ts';
import { apiTokenCallDescriptions } from './tokens/calls.ts';
import { trashCallDescriptions } from './trash/calls.ts';
import { twoFactorCallDescriptions } from './two-factor.ts';
import { viewCallDescriptions } from './views/calls.ts';

/**
 * What each call does, in a sentence for the developers of the publisher's sites. The API
 * description (`/api/openapi.json`) and the console's API page are made from these; a test
 * fails when a call of the table has none.
 */
export const callDescriptions: Partial<Record<CallPath, string>> = {
  'user-service/login':
    'Signs in with a username and password and sets the session cookie; for a user with two-factor sign-in it answers two_factor_required and a pending_token for verify-login-code instead.',
  'user-service/is-logged-in':
    'Answers the signed-in user with its permissions and two-factor state, or 401 "Not logged in". While viewing as another user: that user, with its viewer (who is really signed in).',
  'user-service/logout': 'Ends the session of this browser.',
  'user-service/forgot-password':
    'Mails a password reset link to the account with this e-mail address, if there is one; answers the same either way.',
  'user-service/reset-password': 'Sets a new password with the token of a reset link.',
  'user-service/change-my-password': "Changes the signed-in user's own password, given the current one.",
  'user-service/confirm-password':
    "Confirms the signed-in user's own password: for 15 minutes this session may then create users, set others' passwords, e-mail addresses and permissions, and reset their second factors.",
  'user-service/get-all-users': 'Lists every user.',
  'user-service/get-user': 'One user by id.',
  'user-service/get-user-history': "A user's history: who changed what, when, newest first.",
  'user-service/create-user': 'Creates a user; only permissions the caller holds can be granted.',
  'user-service/update-user': 'Updates a user; a user holding permissions the caller lacks cannot be edited.',
  'user-service/get-permission-map': 'Every permission with its section and description.',
  'project-service/get-all-projects': 'Lists every project (site), optionally of one content type.',
  'project-service/get-project': 'One project by id.',
  'project-service/get-project-history': "A project's history: who changed what, when, newest first.",
  'project-service/create-project': 'Creates a project.',
  'project-service/update-project': 'Updates a project.',
  'project-service/clone-project': 'Creates a project from an existing one under a new name.',
  'dashboard-service/get-project-counts': 'The number of projects of each content type.',
  ...twoFactorCallDescriptions,
  ...taxonomyCallDescriptions,
  ...trashCallDescriptions,
  ...contentCallDescriptions,
  ...cdnCallDescriptions,
  ...reportCallDescriptions,
  ...sessionCallDescriptions,
  ...exportCallDescriptions,
  ...viewCallDescriptions,
  ...searchCallDescriptions,
  ...apiTokenCallDescriptions,
};
