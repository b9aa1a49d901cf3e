import { defineHandlers } from '../http/calls.ts';
import { validationError } from '../http/errors.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import { addImpressions, completeRow, futureDateMessages, unknownIdMessages } from './ingestion.ts';
import { getDailyImpressions, getImpressions } from './report.ts';

const service = 'stat-content-impression-service';

export const reportHandlers = defineHandlers({
  [`${service}/get-impressions`]: async ({ input, services: { db } }) => getImpressions(db, input),
  [`${service}/get-daily-impressions`]: async ({ input, services: { db } }) => getDailyImpressions(db, input),
  [`${service}/record-impressions`]: async ({ input, services: { db } }) => {
    const rows = input.impressions.map((row) => completeRow(row));
    // The whole batch or nothing: a site fixes the rows named and sends it again.
    const messages = { ...futureDateMessages(rows), ...(await unknownIdMessages(db, rows)) };
    if (Object.keys(messages).length) throw validationError(messages);
    return addImpressions(db, rows);
  },
  [`${service}/get-api-keys`]: async ({ services: { db } }) => listApiKeys(db),
  [`${service}/create-api-key`]: async ({ input, user, services: { db } }) =>
    createApiKey(db, { name: input.name, actorId: user.id }),
  [`${service}/revoke-api-key`]: async ({ input, user, services: { db } }) =>
    revokeApiKey(db, { id: input.id, actorId: user.id }),
});
