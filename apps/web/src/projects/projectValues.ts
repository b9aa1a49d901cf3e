import {
  type EntityValues,
  newProjectDefaults,
  type Project,
  type ProjectContentType,
  projectContentTypes,
  type projectEntity,
} from '@masthead/contract';
import type { FormMode } from '../components/form-kit/modes.ts';

type ProjectField = keyof EntityValues<typeof projectEntity>;

/** The project form's values: every field of the create call as its input holds it (factor_id as typed digits). */
export type ProjectValues = Record<ProjectField, string>;

export const newProjectValues: ProjectValues = {
  factor_id: '',
  name: '',
  legal_name: '',
  ...newProjectDefaults,
};

/**
 * What the form opens with: the defaults for a new project; the saved fields for edit and view;
 * for a clone, the source's fields, which the clone call sends with the source's id.
 */
export function initialProjectValues({
  mode,
  project,
}: {
  mode: FormMode;
  project: Project | null;
}): ProjectValues {
  if (mode === 'new' || !project) return newProjectValues;
  return {
    factor_id: String(project.factor_id),
    name: project.name,
    legal_name: project.legal_name,
    tld: project.tld,
    content_type: project.content_type,
    status: project.status,
    http_locked: project.http_locked,
    supports_https: project.supports_https,
  };
}

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
