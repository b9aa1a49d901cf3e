import { contentTypes } from '../content/types/index.ts';
import { listAccess } from '../entities/definition.ts';
import { type AnyEntity, entities } from '../entities/types/index.ts';
import { type Access, access, type PermissionName } from '../permissions.ts';
import { projectContentTypes } from '../project.ts';

/**
 * Every list whose views can be saved, with who may see its rows: the access of the call that
 * loads the list. Whoever may see a list may save views of it; a test checks each entry against
 * its list call, so a list whose call changes hands cannot keep offering its views to others.
 */
export const viewLists = {
  ...(Object.fromEntries(entities.map((entity) => [entity.lists.view, listAccess(entity)])) as Record<
    AnyEntity['lists']['view'],
    readonly PermissionName[]
  >),
  ...(Object.fromEntries(
    contentTypes.map((type) => [`content/${type.type}`, access.contents.list]),
  ) as Record<`content/${(typeof contentTypes)[number]['type']}`, typeof access.contents.list>),
  ...(Object.fromEntries(
    projectContentTypes.map((type) => [`reports/${type}`, access.reports.any]),
  ) as Record<`reports/${(typeof projectContentTypes)[number]}`, typeof access.reports.any>),
} as const satisfies Record<string, Access>;

export type ViewListKey = keyof typeof viewLists;
export const viewListKeys = Object.keys(viewLists) as [ViewListKey, ...ViewListKey[]];

/** The content list's key: 'content/game'; every content type has one, spread in above. */
export const contentViewList = (type: string) => `content/${type}` as ViewListKey;
/** The impression report's key: 'reports/recipe'. */
export const reportViewList = (type: (typeof projectContentTypes)[number]): ViewListKey => `reports/${type}`;

/** Who may make the saved-view calls at all: whoever may see one of the lists. */
export const viewAccess: readonly PermissionName[] = [
  ...new Set<PermissionName>(Object.values(viewLists).flat()),
];
