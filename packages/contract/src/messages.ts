/**
 * Every text a user can read that both sides need, written once. The spec's own texts are
 * kept letter for letter (typos included): they are what staff know.
 */
export const fieldMessage = {
  required: 'is required',
  invalid: 'is invalid',
  maxSymbols: (max: number) => `should be string at most ${max} symbols`,
  /** The content areas' wording of the same limit (content spec section 5). */
  atMost: (max: number) => `should be at most ${max} symbols`,
  positiveInteger: 'should be positive integer',
  integer: 'must be integer',
  integerFromTo: (min: number, max: number) => `should be integer from ${min} to ${max}`,
  newPasswordRequired: 'New is required',
  passwordStrength:
    'should contain at least 8 characters. Must include numbers, spceial characters (!,@,#,$,%,^,&,*,- or .), lowercase latters and capital letters.',
  username: 'can contain letters and numbers only, 5-44 chacracters. Must start with letter.',
  tld: 'must be valid top level domain, i.e. com, net, org... without dot',
  taken: 'is already taken',
  unknownPermission: (names: string[]) => `unknown permission: ${names.join(', ')}`,
  retypeMismatch: 'does not match the new password',
  wrongOldPassword: 'is not your current password',
  unknownField: 'is not a known field',
} as const;

export const globalMessage = {
  sessionExpired: 'It looks that Your session has expired. Please login again.',
  notLoggedIn: 'Not logged in',
  permissionDenied: (anyOf: readonly string[]) =>
    `Permission denied: this needs one of the permissions ${anyOf.join(', ')}.`,
  cannotGrant: (lacking: readonly string[]) =>
    `Permission denied: you can grant only permissions you hold yourself, and you lack ${lacking.join(', ')}.`,
  cannotEditHolder: (lacking: readonly string[]) =>
    `Permission denied: this user holds permissions you lack (${lacking.join(', ')}), so only someone holding them can edit this user.`,
  viewingAsReadOnly: (username: string) =>
    `Read-only while viewing as ${username}: nothing can be changed. Choose "Stop viewing" in the banner at the top to act as yourself again.`,
  /** A stolen session must not take its own account over: these ask for the current password. */
  /** 403 until the session confirms its password again (user-service/confirm-password). */
  confirmPassword:
    'Permission denied: confirm your password first. Creating users and changing how others sign in or what they may do asks for it again 15 minutes after you last gave it.',
  ownPasswordElsewhere:
    'Permission denied: your own password is changed under Change password in your user menu, which asks for the current one.',
  ownEmailElsewhere:
    'Permission denied: your own e-mail address receives your password reset links, so another administrator changes it for you.',
  ownSignInElsewhere:
    'Permission denied: your own username and status are changed by another administrator, so that a stolen session cannot lock you out.',
  ownTwoFactorElsewhere:
    'Permission denied: you cannot reset your own two-factor sign-in. If you lost your phone, sign in with a recovery code, or ask another administrator to reset it.',
  cannotViewAsHolder: (lacking: readonly string[]) =>
    `Permission denied: this user holds permissions you lack (${lacking.join(', ')}), so only someone holding them can view as this user.`,
  alreadyViewingAs:
    'This browser is already viewing as another user. Stop viewing first, then choose the next user.',
  cannotViewAsSelf: 'You are this user: there is nothing to view as.',
  cannotEndSessionsOf: (lacking: readonly string[]) =>
    `Permission denied: this user holds permissions you lack (${lacking.join(', ')}), so only someone holding them can see or end this user's sessions.`,
  loginFailed: 'Wrong username or password.',
  accountInactive: 'This account is inactive. Please ask an administrator to activate it.',
  loginThrottled: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManySearches:
    'Too many searches at once. Please wait for the results of the last ones, then search again.',
  resetRequested:
    'If an account uses this address, we have sent it a link to reset the password. The link is valid for 1 hour.',
  resetThrottled: 'Too many password reset attempts from this address. Please wait 15 minutes and try again.',
  resetTokenInvalid: 'This reset link is not valid. Please ask for a new one.',
  resetTokenUsed: 'This reset link has already been used. Please ask for a new one.',
  resetTokenExpired: 'This reset link has expired (links are valid for 1 hour). Please ask for a new one.',
  passwordReset: 'Your password has been changed. You can sign in with it now.',
  passwordChanged: "You've changed your password successfully",
  invalidJson: 'The request body is not valid JSON.',
  /** Valid JSON whose keys could reach an object's prototype once read. */
  forbiddenJsonKey:
    'The request body uses the key "__proto__", or "constructor" with "prototype" inside it, which is not allowed: rename or remove that key.',
  bodyTooLarge: 'The request is too large: at most 1 MB is accepted.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  multipartInvalid:
    'The request body is not a whole multipart/form-data form: send it again as a browser or `curl -F` sends it.',
  multipartTooLarge:
    'The form is too large: at most 40 files and 200 fields, each file within its field’s limit.',
  unknownCall: 'There is no such call.',
  badUrl: 'The address of this request is not valid: check its %-escapes.',
  methodNotAllowed: 'Calls are made with POST.',
  badRequest: 'This request is not valid HTTP, so it was not read.',
  headersTooLarge: 'The headers of this request are too large: at most 16 KB is accepted.',
  requestTimeout: 'This request took too long to arrive, so it was not read. Please try again.',
  crossSite: 'This request came from another site and was refused.',
  notFound: (what: string) => `${what} not found.`,
  /** An update sent with a stale `update_datetime`: someone saved the item after it was loaded. */
  editConflict: ({ what, who, when }: { what: string; who: string; when: string }) =>
    `${what} was changed by ${who} at ${when} UTC after you opened it. Nothing was saved: reload it to see those changes, then make yours again.`,
  fixFields: 'Please correct the fields marked in red.',
  mailUnavailable:
    'E-mail cannot be sent right now, so no reset link was sent. Please try again later, or ask an administrator to set your password.',
  databaseUnavailable:
    'The database cannot be reached right now. Nothing was saved; please try again in a moment.',
  /** The media bucket out of reach (refused, timed out, failing, or refusing the credentials). */
  filesUnavailable: 'Files cannot be stored right now. Nothing was saved; please try again in a moment.',
  fileUnreadable: 'This file cannot be read right now. Please try again in a moment.',
  rangeNotSatisfiable: 'The range asked for lies beyond the end of the file.',
  unexpected:
    'Something went wrong on the server. Please try again; if it keeps happening, tell an administrator.',
} as const;

/** Banner titles and texts of the spec's error catalogue (platform section 8). */
export const bannerText = {
  permissionRequired: { title: 'Permission required', message: 'Please check your acount permissions' },
  sessionExpired: { title: 'Session expired', message: globalMessage.sessionExpired },
  loginFailed: 'Login Failed',
  resetSuccess: 'Reset Password Success',
  resetFailed: 'Reset Password Failed',
  changePasswordFailed: 'Change password Failed',
  changePasswordSuccess: "You've changed your password successfully",
  userNotSaved: 'User not saved',
  userSaved: 'User saved',
  cannotGrant: 'You cannot grant this permission: you do not hold it yourself.',
  cannotEditUser: 'You cannot save changes to this user',
  projectNotSaved: 'Project not saved',
  projectSaved: 'Project saved',
  projectCloned: 'Project cloned',
  checkAllTabs: 'Please check all tabs',
  /** Added to every save's success banner: the way to the saved item, and why its list may not show it. */
  savedItem: {
    open: 'Open it',
    hidden: "It is hidden by this list's filters.",
    clearFilters: 'Clear filters',
  },
  tagNotSaved: 'Tag not saved.',
  categoryNotSaved: 'Category not saved.',
  legalNotSaved: 'Legal not saved',
  ipNotAdded: 'IP not added',
  editorFailed: {
    title: 'The text editor could not be loaded',
    message:
      'Check your connection and reload the page; what you typed elsewhere in this form is kept until then.',
  },
  notAuthorized: { title: 'Not Authorized', message: 'Please check your user permissions!' },
  unexpectedError: 'Unexpected Application Error!',
  /** A part of the app whose code could not be downloaded: the server stopped, or a new version replaced it. */
  codeNotLoaded: {
    title: 'This part of Masthead could not be loaded',
    message:
      'The server cannot be reached, or a new version of Masthead went live since this page was opened. Reload the page to go on.',
    reload: 'Reload the page',
  },
} as const;

/** The substrings by which the web recognises the two global situations (spec section 8). */
export const messageMarker = {
  permissionDenied: 'Permission denied',
  sessionExpired: 'It looks that Your session has expired',
  viewingAsReadOnly: 'Read-only while viewing as',
} as const;
