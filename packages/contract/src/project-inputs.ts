import { z } from 'zod';
import { entityInputs } from './entities/rules.ts';
import { projectEntity } from './entities/types/project.ts';
import { fieldMessage } from './messages.ts';
import { projectContentTypes } from './project.ts';

/**
 * The project rules, apart from the project's data (project.ts): the server and the forms run
 * them, while the list pages read the data without carrying zod.
 */

const projectInputs = entityInputs(projectEntity);
export const createProjectInput = projectInputs.create;
/** An update may name the version it was loaded at; a newer save then answers 409. */
export const updateProjectInput = projectInputs.update;
/** A clone names the project it copies and the fields of the new one. */
export const cloneProjectInput = projectInputs.clone;
export const projectListInput = z
  .strictObject({ type: z.enum(projectContentTypes, { error: fieldMessage.invalid }).optional() })
  .optional();

export type ProjectInput = z.input<typeof createProjectInput>;
