import { z } from 'zod';
import { searchResultAnswer } from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { fieldMessage } from '../messages.ts';
import { requiredText } from '../rules.ts';

export const searchLimits = { query: 200, limit: 50, defaultLimit: 20 } as const;

const limitMessage = fieldMessage.integerFromTo(1, searchLimits.limit);

/** What the search box sends: the typed text (trimmed) and how many results it wants at most. */
export const searchInput = z.strictObject({
  q: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    requiredText(searchLimits.query),
  ),
  limit: z
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(searchLimits.limit, limitMessage)
    .default(searchLimits.defaultLimit),
});
export type SearchInput = z.input<typeof searchInput>;

export type { SearchResult } from './types.ts';

export const searchCalls = {
  /**
   * Any signed-in user may search; the answer holds only the types whose lists it may see. It
   * only reads, so it is allowed while viewing as another user, whose types it then finds.
   */
  'search-service/search': {
    input: searchInput,
    access: 'signed-in',
    output: z.array(searchResultAnswer),
    isAllowedWhileViewingAs: true,
  },
} as const satisfies Record<string, CallDefinition>;

export const searchCallDescriptions: Partial<Record<keyof typeof searchCalls, string>> = {
  'search-service/search':
    'The best matches for q (its words, the last also by its beginning as it is being typed, any case, accents ignored; an id or content id matches exactly) across every content type, users, projects, categories, tags, legal documents and allowed IPs, of the types whose lists the caller may see: each with its type, id, title, a short context and the web route that opens it. Exact ids come first, then titles that begin with q, then the other matches, newest first; at most limit (1 to 50, default 20).',
};
