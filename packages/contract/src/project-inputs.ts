import { z } from 'zod';
import { statuses, yesNo } from './choices.ts';
import { fieldMessage } from './messages.ts';
import { projectContentTypes, projectLimits } from './project.ts';
import {
  id,
  loadedDateTime,
  requiredChoice,
  requiredInteger,
  requiredPattern,
  requiredText,
} from './rules.ts';

/**
 * The project rules, apart from the project's data (project.ts): the server and the forms run
 * them, while the list pages read the data without carrying zod.
 */

const projectFields = {
  factor_id: requiredInteger(),
  name: requiredText(projectLimits.text),
  legal_name: requiredText(projectLimits.text),
  // The spec has one message for every wrong tld, too long included.
  tld: requiredPattern(/^[a-z]{2,10}$/, fieldMessage.tld),
  content_type: requiredChoice(projectContentTypes),
  status: requiredChoice(statuses),
  http_locked: requiredChoice(yesNo),
  supports_https: requiredChoice(yesNo),
};

export const createProjectInput = z.strictObject(projectFields);
/** An update may name the version it was loaded at; a newer save then answers 409. */
export const updateProjectInput = z.strictObject({
  id,
  ...projectFields,
  update_datetime: loadedDateTime().optional(),
});
/** A clone names the project it copies and the fields of the new one. */
export const cloneProjectInput = z.strictObject({ id, ...projectFields });
export const projectListInput = z
  .strictObject({ type: z.enum(projectContentTypes, { error: fieldMessage.invalid }).optional() })
  .optional();

export type ProjectInput = z.input<typeof createProjectInput>;
