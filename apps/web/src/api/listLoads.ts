import {
  access,
  type ContentTypeName,
  contentTypes,
  contentViewList,
  entities,
  listAccess,
  projectContentTypes,
  type ViewListKey,
} from '@masthead/contract';
import { listModeInput } from '../components/DataTable/server/serverList.ts';
import type { ListLoad } from './listCalls.ts';

/**
 * Every list's first calls, by address: the one table the routes' loaders and the page's first
 * script (boot/startListCalls.ts) both start them from, so both ask with the same query keys.
 */
export const listLoads: readonly ListLoad[] = [
  // A content list asks first whether it is loaded whole or paged by the server: a long list is never loaded whole.
  ...contentTypes.map((definition) => ({
    route: definition.route,
    title: definition.pluralLabel,
    access: access.contents.list,
    call: 'export-service/get-list-page' as const,
    input: listModeInput({ list: `content/${definition.type as ContentTypeName}` }),
    // The list may have grown past the threshold since the last visit (useListMode).
    isAskedOnEveryVisit: true,
    // What ContentListPage loads when the list is short enough to be held whole.
    wholeCall: definition.calls.list,
    views: contentViewList(definition.type),
  })),
  ...entities.map((definition) => ({
    route: definition.route,
    title: definition.pluralLabel,
    access: listAccess(definition),
    call: definition.calls.list,
    views: definition.lists.view as ViewListKey,
    // /projects?type={content type}, as the dashboard's cards link to it.
    ...(definition.name === 'project' && { narrowedBy: { param: 'type', values: projectContentTypes } }),
  })),
];

/** The list loaded at `route`. */
export function listLoadAt(route: string): ListLoad {
  const load = listLoads.find((candidate) => candidate.route === route);
  if (!load) throw new Error(`No list is loaded at ${route}.`);
  return load;
}
