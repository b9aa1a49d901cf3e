import { userEntity } from '@masthead/contract';

/** Where the users area lives; its forms return here. */
export const usersListPath = userEntity.route;
