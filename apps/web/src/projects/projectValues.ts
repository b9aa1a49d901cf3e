import { type Project, type ProjectContentType, projectContentTypes } from '@masthead/contract';

/** The config is shown only when the project has one; the spec keeps it out of the form. */
export const hasConfig = (project: Project | null): project is Project =>
  project !== null && Object.keys(project.config ?? {}).length > 0;

/** The list's `?type=`: a known content type, or null (absent, empty or unknown). */
export function parseContentType(param: string | null): ProjectContentType | null {
  return projectContentTypes.find((type) => type === param) ?? null;
}

/** What /projects asks the server for: every project, or those of the `?type=` content type. */
export function projectsListInput(search: URLSearchParams) {
  const type = parseContentType(search.get('type'));
  return type ? { type } : undefined;
}
