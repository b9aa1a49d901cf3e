import { type ContentCounts, contentTypes } from '@masthead/contract';
import type { CountCard } from './CountsSection.tsx';

/** One card per content type, in the menu's order, linking to its list; a type without items shows 0. */
export function contentCountCards(counts: Partial<ContentCounts>): CountCard[] {
  return contentTypes.map((definition) => {
    const count = counts[definition.type] ?? 0;
    return {
      type: definition.type,
      title: definition.pluralLabel,
      count,
      href: definition.route,
      unit: count === 1 ? 'item' : 'items',
    };
  });
}
