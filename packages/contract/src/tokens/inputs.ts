import { z } from 'zod';
import { permissionNamesRule } from '../entities/rules.ts';
import { id, requiredText } from '../rules.ts';
import { apiTokenLimits, apiTokenMessage } from './tokens.ts';

/** Days as a form types them ('30') or a script sends them (30); left out, the default. */
const expiresInDays = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: apiTokenMessage.daysWhole })
    .int(apiTokenMessage.daysWhole)
    .min(1, apiTokenMessage.daysPast)
    .max(apiTokenLimits.maxDays, apiTokenMessage.daysTooMany)
    .default(apiTokenLimits.defaultDays),
);

export const createApiTokenInput = z.strictObject({
  // Trimmed first: a name of spaces alone names nothing in the list or the history.
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    requiredText(apiTokenLimits.name),
  ),
  expires_in_days: expiresInDays,
  permissions: permissionNamesRule,
});

export const userApiTokenInput = z.strictObject({ user_id: id, id });
