import { type CallPath, type EntityDefinition, listAccess, type ViewListKey } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { loadOnEntryOnly, prefetching } from '../api/prefetch.ts';
import { type LazyScreen, lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { type FormRouteProps, formRoutes } from '../components/form-kit/formRoutes.tsx';

// One chunk for every entity's list, one for every entity's form, loaded when the first opens.
const EntityListPage = lazyScreen(() =>
  import('./EntityListPage.tsx').then((module) => module.EntityListPage),
);
const EntityFormPage = lazyScreen(() =>
  import('./EntityFormPage.tsx').then((module) => module.EntityFormPage),
);

/** The generic screens, told which entity they show. */
const boundList = (definition: EntityDefinition): LazyScreen =>
  Object.assign(() => <EntityListPage definition={definition} />, { preload: EntityListPage.preload });
const boundForm = (definition: EntityDefinition): LazyScreen<FormRouteProps> =>
  Object.assign((props: FormRouteProps) => <EntityFormPage definition={definition} {...props} />, {
    preload: EntityFormPage.preload,
  });

/**
 * The routes of one entity, from its definition: its list at its route, then /new, /view/:id and
 * /edit/:id (and /clone/:id where it copies), each behind its permission. An entity with parts
 * of its own gives its list or form screen; the others get the generic ones.
 */
export function entityRoutes(
  definition: EntityDefinition,
  {
    list: List = boundList(definition),
    form = boundForm(definition),
    listInputOf,
    clones = false,
  }: {
    list?: LazyScreen;
    form?: LazyScreen<FormRouteProps>;
    /** The list call's input from the address (its filter). */
    listInputOf?: (search: URLSearchParams) => unknown;
    /** Offers /clone/:id to whoever may create. */
    clones?: boolean;
  } = {},
): RouteObject {
  const { access } = definition;
  return {
    path: definition.route.slice(1),
    element: <RequirePermission access={access.any} />,
    children: [
      {
        index: true,
        lazy: preloading(List),
        loader: prefetching(definition.calls.list as CallPath, {
          access: listAccess(definition),
          views: definition.lists.view as ViewListKey,
          inputOf: listInputOf as never,
        }),
        shouldRevalidate: loadOnEntryOnly,
        element: (
          <RequirePermission access={access.list}>
            <List />
          </RequirePermission>
        ),
      },
      ...formRoutes({
        entity: definition.label,
        listPath: definition.route,
        form,
        access: {
          new: access.create,
          view: access.view,
          edit: access.update,
          ...(clones && { clone: access.create }),
        },
      }),
    ],
  };
}
