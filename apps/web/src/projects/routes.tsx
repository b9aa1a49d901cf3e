import { access } from '@masthead/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { formRoutes } from '../components/form-kit/formRoutes.tsx';
import { projectsListPath } from './paths.ts';

const ProjectsListPage = lazy(() =>
  import('./ProjectsListPage.tsx').then((module) => ({ default: module.ProjectsListPage })),
);
const ProjectForm = lazy(() =>
  import('./ProjectForm.tsx').then((module) => ({ default: module.ProjectForm })),
);

/** /projects (?type=), /projects/new, /projects/view/:id, /projects/edit/:id, /projects/clone/:id */
export const projectsArea: RouteObject = {
  path: 'projects',
  element: <RequirePermission access={access.projects.any} />,
  children: [
    {
      index: true,
      element: (
        <RequirePermission access={access.projects.list}>
          <ProjectsListPage />
        </RequirePermission>
      ),
    },
    ...formRoutes({
      entity: 'Project',
      listPath: projectsListPath,
      form: ProjectForm,
      access: {
        new: access.projects.create,
        view: access.projects.view,
        edit: access.projects.update,
        clone: access.projects.create,
      },
    }),
  ],
};
