import {
  type CallInput,
  type Project,
  type ProjectContentType,
  projectContentTypes,
  projectEntity,
} from '@masthead/contract';
import { listInputAt } from '../api/listCalls.ts';
import { listLoadAt } from '../api/listLoads.ts';

/** The config is shown only when the project has one; the spec keeps it out of the form. */
export const hasConfig = (project: Project | null): project is Project =>
  project !== null && Object.keys(project.config ?? {}).length > 0;

/** The list's `?type=`: a known content type, or null (absent, empty or unknown). */
export function parseContentType(param: string | null): ProjectContentType | null {
  return projectContentTypes.find((type) => type === param) ?? null;
}

/**
 * What /projects asks the server for: every project, or those of the `?type=` content type, as
 * the route's loader asks (api/listLoads.ts), so the screen finds the loader's answer.
 */
export const projectsListInput = (search: URLSearchParams) =>
  listInputAt(listLoadAt(projectEntity.route), search) as CallInput<'project-service/get-all-projects'>;
