import { access } from '@masthead/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { formRoutes } from '../components/form-kit/formRoutes.tsx';
import { usersListPath } from './paths.ts';

const UsersListPage = lazy(() =>
  import('./UsersListPage.tsx').then((module) => ({ default: module.UsersListPage })),
);
const UserForm = lazy(() => import('./UserForm.tsx').then((module) => ({ default: module.UserForm })));

/** /users, /users/new, /users/view/:id, /users/edit/:id */
export const usersArea: RouteObject = {
  path: 'users',
  element: <RequirePermission access={access.users.any} />,
  children: [
    {
      index: true,
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
