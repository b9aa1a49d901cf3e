import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { projectContentTypes } from '../project.ts';
import { id, loadedDateTime, requiredChoice } from '../rules.ts';
import { allowedIpLimits } from './allowed-ip.ts';
import { attributeLimits, attributeNamePattern } from './attribute.ts';
import { categoryLimits, categoryNamePattern } from './category.ts';
import { parseIpRange } from './ip-range.ts';
import { legalLevels, legalLimits, legalTypes } from './legal.ts';
import { categoryLevels, tagLevels } from './levels.ts';
import { taxonomyMessage } from './messages.ts';
import { choiceList, optionalStatus, optionalString, requiredString } from './rules.ts';
import { tagLimits } from './tag.ts';

/**
 * The taxonomy screens' rules, apart from their data (tag.ts, category.ts, …): the server and
 * the forms run them, while the list pages read the data without carrying zod.
 */

/** The version an edit form loaded; a newer save refuses the update (409). */
const loaded = { update_datetime: loadedDateTime().optional() };

const tagFields = {
  name: requiredString(tagLimits.name),
  level: choiceList(tagLevels, { min: 0 }).optional().default([]),
  description: optionalString(tagLimits.description),
  status: optionalStatus,
};

export const createTagInput = z.strictObject(tagFields);
export const updateTagInput = z.strictObject({ id, ...tagFields, ...loaded });

const categoryFields = {
  name: requiredString(categoryLimits.name).regex(categoryNamePattern, taxonomyMessage.categoryName),
  level: choiceList(categoryLevels, { min: 1 }),
  status: optionalStatus,
};

export const createCategoryInput = z.strictObject(categoryFields);
export const updateCategoryInput = z.strictObject({ id, ...categoryFields, ...loaded });

const attributeFields = {
  name: requiredString(attributeLimits.name).regex(attributeNamePattern, taxonomyMessage.attributeName),
  level: requiredString(attributeLimits.level),
  description: optionalString(attributeLimits.description),
};

export const createAttributeInput = z.strictObject(attributeFields);
export const updateAttributeInput = z.strictObject({ id, ...attributeFields, ...loaded });

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

export const ipRangeField = requiredString(allowedIpLimits.ip).superRefine((text, context) => {
  const result = parseIpRange(text);
  if (result.ok) return;
  context.addIssue({
    code: 'custom',
    message:
      result.problem === 'host-bits' ? taxonomyMessage.ipHostBits(result.network) : taxonomyMessage.ipInvalid,
  });
});

const allowedIpFields = {
  ip: ipRangeField,
  description: requiredString(allowedIpLimits.description),
};

export const createAllowedIpInput = z.strictObject(allowedIpFields);
export const updateAllowedIpInput = z.strictObject({ id, ...allowedIpFields, ...loaded });
