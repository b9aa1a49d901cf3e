/** Where the users area lives; its forms return here. */
export const usersListPath = '/users';
