import { contentTypes } from '../content/types/index.ts';
import { entityListColumns } from '../entities/columns.ts';
import { entities } from '../entities/types/index.ts';
import { contentListColumns } from '../export/lists.ts';
import type { ViewColumn } from '../export/types.ts';
import { impressionColumns } from '../reports/columns.ts';
import type { ViewListKey } from './lists.ts';

/**
 * The columns of a list whose views can be saved, to check a view's filters against: the same
 * columns its screen shows and its export writes.
 */
export function viewListColumns(list: ViewListKey): readonly ViewColumn<never>[] {
  if (list.startsWith('reports/')) return impressionColumns as readonly ViewColumn<never>[];
  const content = contentTypes.find((definition) => `content/${definition.type}` === list);
  if (content) return contentListColumns(content) as readonly ViewColumn<never>[];
  const entity = entities.find((definition) => definition.lists.view === list);
  if (!entity) throw new Error(`no columns for the list ${list}`);
  return entityListColumns(entity);
}
