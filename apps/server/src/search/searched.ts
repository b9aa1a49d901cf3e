import type { Searched } from './folded.ts';

/**
 * The columns (by key) each searched table is matched by: its title, matched by its beginning
 * too, and its words. The schema builds the tables' search indexes from these and the search's
 * query reads the same, so the two cannot drift apart.
 */
export const searched = {
  content: { title: 'title', words: ['title', 'keywords'] },
  user: { title: 'username', words: ['username', 'firstName', 'lastName', 'email'] },
  project: { title: 'name', words: ['name', 'legalName', 'tld'] },
  category: { title: 'name', words: ['name'] },
  tag: { title: 'name', words: ['name', 'description'] },
  legal: { title: 'title', words: ['title'] },
  allowedIp: { title: 'ip', words: ['ip', 'description'] },
} as const satisfies Record<string, Searched>;
