import { defineHandlers } from '../http/calls.ts';
import { cloneProject } from './service.ts';

/** A project's calls beside those derived from its definition (entities/registry.ts). */
export const projectHandlers = defineHandlers({
  'project-service/clone-project': async (context) => cloneProject(context, context.input),
});
