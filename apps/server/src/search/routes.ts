import { defineHandlers } from '../http/calls.ts';
import { search } from './service.ts';

export const searchHandlers = defineHandlers({
  'search-service/search': async ({ input, user, services: { db } }) =>
    search(db, { q: input.q, limit: input.limit, held: user.permissions }),
});
