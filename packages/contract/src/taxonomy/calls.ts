import { z } from 'zod';
import { legalProjectChoiceAnswer, taxonomyUsageAnswer } from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { entityRowAnswer } from '../entities/answers.ts';
import { entityCalls } from '../entities/calls.ts';
import {
  allowedIpEntity,
  attributeEntity,
  categoryEntity,
  legalDocumentEntity,
  tagEntity,
} from '../entities/types/index.ts';
import { fieldMessage } from '../messages.ts';
import { access } from '../permissions.ts';
import { projectContentTypes } from '../project.ts';
import { byId, noInput } from '../rules.ts';
import type { AllowedIp } from './allowed-ip.ts';
import type { Attribute } from './attribute.ts';
import type { Category } from './category.ts';
import type { LegalTemplate } from './legal.ts';
import type { Tag } from './tag.ts';

/**
 * The level a content form asks for: any content type, or `tool`, the spec's level name for
 * online tools (stored as `apps`). No level lists everything.
 */
export const levelFilterInput = z
  .strictObject({
    level: z.enum([...projectContentTypes, 'tool'], { error: fieldMessage.invalid }).optional(),
  })
  .optional();

/** The taxonomy area's calls; spread into the contract's one call table. */
export const taxonomyCalls = {
  ...entityCalls<Tag>()(tagEntity, { listInput: levelFilterInput }),
  'tag-service/get-tag-usage': {
    input: byId,
    access: access.tags.read,
    output: taxonomyUsageAnswer,
  },
  ...entityCalls<Category>()(categoryEntity, { listInput: levelFilterInput }),
  'category-service/get-category-usage': {
    input: byId,
    access: access.categories.read,
    output: taxonomyUsageAnswer,
  },
  ...entityCalls<Attribute>()(attributeEntity),
  ...entityCalls<LegalTemplate>()(legalDocumentEntity),
  'legal-template-service/get-template-versions': {
    input: byId,
    access: access.legal.read,
    output: z.array(entityRowAnswer<LegalTemplate>(legalDocumentEntity)),
  },
  'legal-template-service/get-project-choices': {
    input: noInput,
    access: access.legal.read,
    output: z.array(legalProjectChoiceAnswer),
  },
  ...entityCalls<AllowedIp>()(allowedIpEntity),
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const taxonomyCallDescriptions: Partial<Record<keyof typeof taxonomyCalls, string>> = {
  'tag-service/get-tags': 'Lists every tag, or only the tags whose level includes the given content type.',
  'tag-service/get-tag': 'One tag by id.',
  'tag-service/get-tag-history': "A tag's history: who changed what, when, newest first.",
  'tag-service/create-tag': 'Creates a tag; its name must be unused among tags of the same levels.',
  'tag-service/update-tag': 'Updates a tag.',
  'tag-service/delete-tag':
    'Deletes a tag that no content item uses; refuses (409) with the number of items that do.',
  'tag-service/get-tag-usage':
    'How many content items use a tag, and the first of them by title (those the caller may see).',
  'category-service/get-categories':
    'Lists every category, or only the categories whose level includes the given content type.',
  'category-service/get-category': 'One category by id.',
  'category-service/get-category-history': "A category's history: who changed what, when, newest first.",
  'category-service/create-category': 'Creates a category; names are unique regardless of case.',
  'category-service/update-category': 'Updates a category.',
  'category-service/delete-category':
    'Deletes a category that no content item uses; refuses (409) with the number of items that do.',
  'category-service/get-category-usage':
    'How many content items use a category, and the first of them by title (those the caller may see).',
  'attribute-service/get-attributes': 'Lists every attribute.',
  'attribute-service/get-attribute': 'One attribute by id.',
  'attribute-service/get-attribute-history': "An attribute's history: who changed what, when, newest first.",
  'attribute-service/create-attribute': 'Creates an attribute; names are unique.',
  'attribute-service/update-attribute': 'Updates an attribute.',
  'attribute-service/delete-attribute':
    'Deletes an attribute (nothing stores attributes yet, so none is in use).',
  'legal-template-service/get-current-templates': 'The newest version of every legal document.',
  'legal-template-service/get-template': 'The newest version of one legal document, by its id.',
  'legal-template-service/get-template-versions': 'Every saved version of one legal document, newest first.',
  'legal-template-service/get-project-choices':
    'The projects a legal document can be limited to: id, name, type.',
  'legal-template-service/create-template':
    'Creates a legal document as its version 1; the author is the caller.',
  'legal-template-service/update-template':
    'Saves a new version of a legal document, keeping the old ones; with `version`, refuses (409) when a newer one was saved meanwhile.',
  'allowed-ip-service/get-ips': 'Lists the allowed IP addresses and ranges.',
  'allowed-ip-service/get-ip': 'One allowed IP entry by id.',
  'allowed-ip-service/get-ip-history': "An allowed IP entry's history: who changed what, when, newest first.",
  'allowed-ip-service/create-ip':
    'Adds an IPv4 or IPv6 address or CIDR range; the caller is recorded as its user.',
  'allowed-ip-service/update-ip': 'Changes an allowed IP entry; the caller is recorded as its user.',
  'allowed-ip-service/delete-ip':
    'Removes an allowed IP entry; while the list is enforced, refuses (409) to remove the last entry admitting the caller.',
};
