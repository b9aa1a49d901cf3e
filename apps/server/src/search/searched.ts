import type { Searched } from './folded.ts';

/**
 * What each searched table is matched by: its title, also by its beginning, and the columns of
 * its words. The schema builds each table's search column and indexes from these, and the
 * search's query reads the same.
 */
export const searched = {
  content: { title: 'title', words: ['title', 'keywords'] },
  user: { title: 'username', words: ['username', 'first_name', 'last_name', 'email'] },
  project: { title: 'name', words: ['name', 'legal_name', 'tld'] },
  category: { title: 'name', words: ['name'] },
  tag: { title: 'name', words: ['name', 'description'] },
  legal: { title: 'title', words: ['title'] },
  allowedIp: { title: 'ip', words: ['ip', 'description'] },
} as const satisfies Record<string, Searched>;
