import { listAudit } from '../audit/service.ts';
import { defineHandlers } from '../http/calls.ts';
import { cloneProject, createProject, getProject, listProjects, updateProject } from './service.ts';

export const projectHandlers = defineHandlers({
  'project-service/get-all-projects': async ({ input, services: { db } }) => listProjects(db, input?.type),
  'project-service/get-project': async ({ input, services: { db } }) => getProject(db, input.id),
  'project-service/get-project-history': async ({ input, services: { db } }) => {
    await getProject(db, input.id);
    return listAudit(db, 'project', input.id);
  },
  'project-service/create-project': async ({ input, user, services: { db } }) =>
    createProject(db, input, user.id),
  'project-service/update-project': async ({ input, user, services: { db } }) =>
    updateProject(db, input, user.id),
  'project-service/clone-project': async ({ input, user, services: { db } }) =>
    cloneProject(db, input, user.id),
});
