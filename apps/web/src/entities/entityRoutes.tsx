import type { EntityDefinition } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { listLoadAt } from '../api/listLoads.ts';
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
    clones = false,
  }: {
    list?: LazyScreen;
    form?: LazyScreen<FormRouteProps>;
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
        loader: prefetching(listLoadAt(definition.route)),
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
