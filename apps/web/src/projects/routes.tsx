import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { loadOnEntryOnly, prefetching } from '../api/prefetch.ts';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { formRoutes } from '../components/form-kit/formRoutes.tsx';
import { projectsListPath } from './paths.ts';
import { projectsListInput } from './projectValues.ts';

const ProjectsListPage = lazyScreen(() =>
  import('./ProjectsListPage.tsx').then((module) => module.ProjectsListPage),
);
const ProjectForm = lazyScreen(() => import('./ProjectForm.tsx').then((module) => module.ProjectForm));

/** /projects (?type=), /projects/new, /projects/view/:id, /projects/edit/:id, /projects/clone/:id */
export const projectsArea: RouteObject = {
  path: 'projects',
  element: <RequirePermission access={access.projects.any} />,
  children: [
    {
      index: true,
      lazy: preloading(ProjectsListPage),
      loader: prefetching('project-service/get-all-projects', {
        views: 'projects',
        inputOf: projectsListInput,
      }),
      shouldRevalidate: loadOnEntryOnly,
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
