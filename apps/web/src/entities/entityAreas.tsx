import { type EntityName, entities } from '@masthead/contract';
import { lazyScreen } from '../app/lazyScreen.ts';
import { entityRoutes } from './entityRoutes.tsx';

/** The screens of the entities with parts of their own; the others' are the generic ones. */
const ownScreens: Partial<Record<EntityName, Parameters<typeof entityRoutes>[1]>> = {
  user: { form: lazyScreen(() => import('../users/UserForm.tsx').then((module) => module.UserForm)) },
  project: {
    list: lazyScreen(() =>
      import('../projects/ProjectsListPage.tsx').then((module) => module.ProjectsListPage),
    ),
    form: lazyScreen(() => import('../projects/ProjectForm.tsx').then((module) => module.ProjectForm)),
    clones: true,
  },
  'legal-template': {
    form: lazyScreen(() => import('../taxonomy/legal/LegalForm.tsx').then((module) => module.LegalForm)),
  },
  'allowed-ip': {
    form: lazyScreen(() =>
      import('../taxonomy/allowed-ips/AllowedIpForm.tsx').then((module) => module.AllowedIpForm),
    ),
  },
};

/**
 * Users, projects, categories, tags, attributes, legal documents and allowed IPs: each one's
 * list, /new, /view/:id and /edit/:id, from its definition.
 */
export const entityAreas = entities.map((definition) =>
  entityRoutes(definition, ownScreens[definition.name]),
);
