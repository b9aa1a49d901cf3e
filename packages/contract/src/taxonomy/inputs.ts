import { entityInputs } from '../entities/rules.ts';
import { allowedIpEntity } from '../entities/types/allowed-ip.ts';
import { attributeEntity } from '../entities/types/attribute.ts';
import { categoryEntity } from '../entities/types/category.ts';
import { legalDocumentEntity } from '../entities/types/legal-document.ts';
import { tagEntity } from '../entities/types/tag.ts';

/**
 * The taxonomy screens' rules, apart from their data (tag.ts, category.ts, …): the server and
 * the forms run them, while the list pages read the data without carrying zod.
 */

const tagInputs = entityInputs(tagEntity);
export const createTagInput = tagInputs.create;
export const updateTagInput = tagInputs.update;

const categoryInputs = entityInputs(categoryEntity);
export const createCategoryInput = categoryInputs.create;
export const updateCategoryInput = categoryInputs.update;

const attributeInputs = entityInputs(attributeEntity);
export const createAttributeInput = attributeInputs.create;
export const updateAttributeInput = attributeInputs.update;

/**
 * The level decides which list matters: CONTENT_TYPE needs at least one content type, PROJECT
 * at least one project, and the other list is dropped (the definition's `onlyWhen`).
 */
const legalInputs = entityInputs(legalDocumentEntity);
export const createLegalTemplateInput = legalInputs.create;
export const updateLegalTemplateInput = legalInputs.update;

const allowedIpInputs = entityInputs(allowedIpEntity);
export const createAllowedIpInput = allowedIpInputs.create;
export const updateAllowedIpInput = allowedIpInputs.update;
