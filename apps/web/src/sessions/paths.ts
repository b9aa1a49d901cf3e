/** The signed-in user's own browsers. */
export const mySessionsPath = '/sessions';
