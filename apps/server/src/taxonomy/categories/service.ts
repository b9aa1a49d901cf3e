import {
  type CallParsed,
  type Category,
  categoryEntity,
  storedCategoryLevel,
  typesWithCategoryLevel,
} from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { contentItems } from '../../content/schema.ts';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { entityService } from '../../entities/service.ts';
import { levelIncludes, namedByContent } from '../shared.ts';

const usesCategory = (id: number) => sql`${id}::int = any(${contentItems.categories})`;

/**
 * Categories have no parents or children (the spec gives them none), so nothing but content
 * items can depend on one.
 */
export const categoryService = entityService<typeof categoryEntity, Category>(categoryEntity, {
  table: categories,
  fields: [categories.name, categories.level, categories.status],
  /** Every category, or those a content form of type `level` offers. */
  list: (input) => {
    const stored = input?.level === undefined ? undefined : storedCategoryLevel(input.level);
    return {
      key: `categories ${stored === undefined ? '' : String(stored)}`,
      where: levelIncludes(categories.level, stored),
    };
  },
  /** Names are unique whatever their case or levels: 'News' and 'news' would confuse any picker. */
  duplicate: { field: 'name' },
  ...namedByContent({
    entity: 'category',
    uses: usesCategory,
    typesOf: typesWithCategoryLevel,
  }),
});

type Level = NonNullable<CallParsed<'category-service/get-categories'>>['level'];

/** Every category, or those a content form of type `level` offers, as the database writes them in JSON. */
export const listCategories = (db: Db, level?: Level) => categoryService.list(db, { level });
