import { type Access, access, type CallPath, type ViewListKey } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { loadOnEntryOnly, prefetching } from '../api/prefetch.ts';
import { type LazyScreen, lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { type FormRouteProps, formRoutes } from '../components/form-kit/formRoutes.tsx';
import { taxonomyPaths } from './paths.ts';

const TagsListPage = lazyScreen(() => import('./tags/TagsListPage.tsx').then((m) => m.TagsListPage));
const TagForm = lazyScreen(() => import('./tags/TagForm.tsx').then((m) => m.TagForm));
const CategoriesListPage = lazyScreen(() =>
  import('./categories/CategoriesListPage.tsx').then((m) => m.CategoriesListPage),
);
const CategoryForm = lazyScreen(() => import('./categories/CategoryForm.tsx').then((m) => m.CategoryForm));
const AttributesListPage = lazyScreen(() =>
  import('./attributes/AttributesListPage.tsx').then((m) => m.AttributesListPage),
);
const AttributeForm = lazyScreen(() => import('./attributes/AttributeForm.tsx').then((m) => m.AttributeForm));
const LegalListPage = lazyScreen(() => import('./legal/LegalListPage.tsx').then((m) => m.LegalListPage));
const LegalForm = lazyScreen(() => import('./legal/LegalForm.tsx').then((m) => m.LegalForm));
const AllowedIpsListPage = lazyScreen(() =>
  import('./allowed-ips/AllowedIpsListPage.tsx').then((m) => m.AllowedIpsListPage),
);
const AllowedIpForm = lazyScreen(() =>
  import('./allowed-ips/AllowedIpForm.tsx').then((m) => m.AllowedIpForm),
);

/** An area: its list at the root, then /new, /view/:id, /edit/:id, each behind its permission. */
function area({
  path,
  entity,
  list: List,
  listCall,
  views,
  form,
  access: required,
}: {
  path: string;
  entity: string;
  list: LazyScreen;
  /** The call its list screen shows, loaded as soon as the address matches. */
  listCall: CallPath;
  /** Its saved views, asked for beside the rows. */
  views: ViewListKey;
  form: LazyScreen<FormRouteProps>;
  access: { any: Access; list: Access; create: Access; update: Access; view: Access };
}): RouteObject {
  return {
    path: path.slice(1),
    element: <RequirePermission access={required.any} />,
    children: [
      {
        index: true,
        lazy: preloading(List),
        loader: prefetching(listCall, { views }),
        shouldRevalidate: loadOnEntryOnly,
        element: (
          <RequirePermission access={required.list}>
            <List />
          </RequirePermission>
        ),
      },
      ...formRoutes({
        entity,
        listPath: path,
        form,
        access: { new: required.create, view: required.view, edit: required.update },
      }),
    ],
  };
}

const ips = access.allowedIps.any;
const legal = { ...access.legal, create: access.legal.manage, update: access.legal.manage };

/** Categories, tags, attributes, legal documents and allowed IPs: list, /new, /view/:id, /edit/:id each. */
export const taxonomyAreas: RouteObject[] = [
  area({
    path: taxonomyPaths.categories,
    entity: 'Category',
    list: CategoriesListPage,
    listCall: 'category-service/get-categories',
    views: 'categories',
    form: CategoryForm,
    access: access.categories,
  }),
  area({
    path: taxonomyPaths.tags,
    entity: 'Tag',
    list: TagsListPage,
    listCall: 'tag-service/get-tags',
    views: 'tags',
    form: TagForm,
    access: access.tags,
  }),
  area({
    path: taxonomyPaths.attributes,
    entity: 'Attribute',
    list: AttributesListPage,
    listCall: 'attribute-service/get-attributes',
    views: 'attributes',
    form: AttributeForm,
    access: access.categories,
  }),
  area({
    path: taxonomyPaths.legal,
    entity: 'Legal document',
    list: LegalListPage,
    listCall: 'legal-template-service/get-current-templates',
    views: 'legal-docs',
    form: LegalForm,
    access: legal,
  }),
  area({
    path: taxonomyPaths.allowedIps,
    entity: 'Allowed IP',
    list: AllowedIpsListPage,
    listCall: 'allowed-ip-service/get-ips',
    views: 'allowed-ips',
    form: AllowedIpForm,
    access: { any: ips, list: ips, create: ips, update: ips, view: ips },
  }),
];
