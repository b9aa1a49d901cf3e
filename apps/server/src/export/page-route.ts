import { defaultRowId, indexedViewPositions, type LoggedUser } from '@masthead/contract';
import { defineHandlers } from '../http/calls.ts';
import { loadParsedList } from './parsed-lists.ts';
import { checkedListView } from './view-check.ts';

export const listPageHandlers = defineHandlers({
  /**
   * One page of a list's view, for the table of a list too long to load whole: the same checks,
   * rows and sort, filter and search rules as the export, so a page holds exactly the rows the
   * whole-list table would show there.
   */
  'export-service/get-list-page': async ({ input, user, services: { db, config } }) => {
    const { list, columns, sort, filters, search, ids, withRelations } = checkedListView(
      input,
      user as LoggedUser,
    );
    const { rows, index, choiceLabels } = await loadParsedList(db, input.list, {
      projectType: input.project_type,
      withRelations,
      report: input.report,
      columns,
      columnsPerCall: Boolean(list.columnsFor),
    });
    const positions = indexedViewPositions(index, columns, { sort, filters, search, columns: ids });
    const pages = Math.max(1, Math.ceil(positions.length / input.size));
    const page = Math.min(input.page, pages);
    const idOf = (position: number) => defaultRowId(rows[position] as object, position);
    return {
      rows: positions
        .slice((page - 1) * input.size, page * input.size)
        .map((position) => rows[position] as Record<string, unknown>),
      page,
      count: positions.length,
      total: rows.length,
      is_paged: rows.length > config.listPagingThreshold,
      choice_labels: choiceLabels,
      ...(input.with_ids ? { ids: positions.map(idOf) } : {}),
      ...(input.find_id === undefined ? {} : { found_at: foundAt(positions, idOf, input.find_id) }),
    };
  },
});

function foundAt(positions: readonly number[], idOf: (position: number) => string, id: string) {
  const at = positions.findIndex((position) => idOf(position) === id);
  return at < 0 ? null : at;
}
