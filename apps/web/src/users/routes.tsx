import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { loadOnEntryOnly, prefetching } from '../api/prefetch.ts';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { formRoutes } from '../components/form-kit/formRoutes.tsx';
import { usersListPath } from './paths.ts';

const UsersListPage = lazyScreen(() => import('./UsersListPage.tsx').then((module) => module.UsersListPage));
const UserForm = lazyScreen(() => import('./UserForm.tsx').then((module) => module.UserForm));

/** /users, /users/new, /users/view/:id, /users/edit/:id */
export const usersArea: RouteObject = {
  path: 'users',
  element: <RequirePermission access={access.users.any} />,
  children: [
    {
      index: true,
      lazy: preloading(UsersListPage),
      loader: prefetching('user-service/get-all-users', { views: 'users' }),
      shouldRevalidate: loadOnEntryOnly,
      element: (
        <RequirePermission access={access.users.list}>
          <UsersListPage />
        </RequirePermission>
      ),
    },
    ...formRoutes({
      entity: 'User',
      listPath: usersListPath,
      form: UserForm,
      access: { new: access.users.create, view: access.users.view, edit: access.users.update },
    }),
  ],
};
