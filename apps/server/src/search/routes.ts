import { defineHandlers } from '../http/calls.ts';
import { search } from './service.ts';
import { searchTurns } from './turns.ts';

/** The server's one set of turns: a user's searches share them from every browser and token. */
const inTurn = searchTurns();

export const searchHandlers = defineHandlers({
  'search-service/search': async ({ input, user, signedIn, request, services: { db } }) =>
    inTurn(signedIn.id, () => search(db, { q: input.q, limit: input.limit, held: user.permissions }), {
      // A caller that gave up (the palette's next keystroke, a script's timeout) has closed its connection.
      isAbandoned: () => request.raw.socket?.destroyed === true,
      abandoned: [],
    }),
});
