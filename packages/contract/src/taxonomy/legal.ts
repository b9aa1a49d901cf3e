import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { type ProjectContentType, projectContentTypes } from '../project.ts';
import { id, requiredChoice } from '../rules.ts';
import { choiceList, optionalString, requiredString } from './rules.ts';

/** Content spec section 3. */
export const legalTypes = [
  'ABOUT_US',
  'TERMS_OF_USE',
  'PRIVACY_POLICY',
  'COPYRIGHT_POLICY',
  'UNINSTALL',
  'AUTO_FUNDING',
  'MEMBER_TERMS_OF_USE',
] as const;
export type LegalType = (typeof legalTypes)[number];

export const legalLevels = ['GLOBAL', 'PROJECT', 'CONTENT_TYPE'] as const;
export type LegalLevel = (typeof legalLevels)[number];

/** The spec's limits; content has none there, so it gets the request's room (about 200,000 characters). */
export const legalLimits = { title: 256, content: 200_000, comment: 512, author: 45 } as const;

const projectIds = z
  .custom<number[]>(
    (input) =>
      Array.isArray(input) &&
      input.length <= 1000 &&
      input.every((item) => Number.isInteger(item) && item >= 1 && item <= 2_147_483_647),
    { error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid) },
  )
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/**
 * The level decides which list matters: CONTENT_TYPE needs at least one content type, PROJECT
 * at least one project, and the other list is dropped (the form clears it when the level changes).
 */
const legalFields = z.strictObject({
  title: requiredString(legalLimits.title),
  content: requiredString(legalLimits.content),
  type: requiredChoice(legalTypes),
  level: requiredChoice(legalLevels),
  content_types: choiceList(projectContentTypes, { min: 0 }).optional().default([]),
  projects: projectIds.optional().default([]),
  comment: optionalString(legalLimits.comment),
});

type LegalFields = z.output<typeof legalFields>;

function checkLevel(fields: LegalFields, context: z.RefinementCtx) {
  if (fields.level === 'CONTENT_TYPE' && fields.content_types.length === 0)
    context.addIssue({ code: 'custom', path: ['content_types'], message: fieldMessage.required });
  if (fields.level === 'PROJECT' && fields.projects.length === 0)
    context.addIssue({ code: 'custom', path: ['projects'], message: fieldMessage.required });
}

const keepLevelLists = <T extends LegalFields>(fields: T): T => ({
  ...fields,
  content_types: fields.level === 'CONTENT_TYPE' ? fields.content_types : [],
  projects: fields.level === 'PROJECT' ? fields.projects : [],
});

export const createLegalTemplateInput = legalFields.superRefine(checkLevel).transform(keepLevelLists);
export const updateLegalTemplateInput = legalFields
  .extend({
    id,
    /** The version the editor started from; a newer saved version refuses the save (409). */
    version: z
      .number({ error: fieldMessage.invalid })
      .int(fieldMessage.invalid)
      .min(1, fieldMessage.invalid)
      .optional(),
  })
  .superRefine(checkLevel)
  .transform(keepLevelLists);

/** One saved version of a legal document; `id` names the document, the same for all its versions. */
export interface LegalTemplate {
  id: number;
  version: number;
  type: LegalType;
  level: LegalLevel;
  title: string;
  content: string;
  content_types: ProjectContentType[];
  projects: number[];
  comment: string;
  /** The username of who saved this version. */
  author: string;
  /** When this version was saved. */
  creation_datetime: string;
}

/** A project as the legal form offers it. */
export interface LegalProjectChoice {
  id: number;
  name: string;
  content_type: ProjectContentType;
}

export const legalLabels = {
  id: 'ID',
  version: 'Version',
  type: 'Type',
  level: 'Level',
  title: 'Title',
  content: 'Content',
  content_types: 'Content Types',
  projects: 'Projects',
  comment: 'Comment',
  author: 'Author',
  creation_datetime: 'Saved',
} as const;
