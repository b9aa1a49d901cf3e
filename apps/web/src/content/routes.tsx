import { access, type ContentTypeDefinition, contentTypes } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { listLoadAt } from '../api/listLoads.ts';
import { loadOnEntryOnly, prefetching } from '../api/prefetch.ts';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { type FormRouteProps, formRoutes } from '../components/form-kit/formRoutes.tsx';

// One chunk for every content screen, loaded when the first of them opens.
const ContentListPage = lazyScreen(() =>
  import('./ContentListPage.tsx').then((module) => module.ContentListPage),
);
const ContentForm = lazyScreen(() => import('./ContentForm.tsx').then((module) => module.ContentForm));

/** The routes of one type: its list, /new, /view/:id and /edit/:id, each behind its permission. */
function contentArea(definition: ContentTypeDefinition): RouteObject {
  const Form = Object.assign((props: FormRouteProps) => <ContentForm definition={definition} {...props} />, {
    preload: ContentForm.preload,
  });
  return {
    path: definition.route.slice(1),
    element: <RequirePermission access={access.contents.any} />,
    children: [
      {
        index: true,
        lazy: preloading(ContentListPage),
        loader: prefetching(listLoadAt(definition.route)),
        shouldRevalidate: loadOnEntryOnly,
        element: (
          <RequirePermission access={access.contents.list}>
            <ContentListPage definition={definition} />
          </RequirePermission>
        ),
      },
      ...formRoutes({
        entity: definition.label,
        listPath: definition.route,
        form: Form,
        access: { new: access.contents.create, view: access.contents.view, edit: access.contents.update },
      }),
    ],
  };
}

/** The eight content sections (content spec section 2), from the contract's definitions. */
export const contentAreas: RouteObject[] = contentTypes.map(contentArea);
