import { access, isAllowed } from '@masthead/contract';
import { type AuditedEntity, listAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { defineHandlers } from '../http/calls.ts';
import {
  createAllowedIp,
  deleteAllowedIp,
  getAllowedIp,
  listAllowedIps,
  updateAllowedIp,
} from './allowed-ips/service.ts';
import {
  createAttribute,
  deleteAttribute,
  getAttribute,
  listAttributes,
  updateAttribute,
} from './attributes/service.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryUsage,
  listCategories,
  updateCategory,
} from './categories/service.ts';
import {
  createTemplate,
  getTemplate,
  listCurrentTemplates,
  listProjectChoices,
  listTemplateVersions,
  updateTemplate,
} from './legal/service.ts';
import { createTag, deleteTag, getTag, getTagUsage, listTags, updateTag } from './tags/service.ts';

/** A history, still readable once its entity is deleted; 404 for an id that never existed. */
async function historyOf(
  db: Db,
  entity: AuditedEntity,
  id: number,
  read: (db: Db, id: number) => Promise<unknown>,
) {
  const entries = await listAudit(db, entity, id);
  if (entries.length === 0) await read(db, id);
  return entries;
}

/** The items that use a tag or category are named only to whoever may open content items. */
const mayOpenContent = (user: { permissions: readonly string[] }) =>
  isAllowed(user.permissions, access.contents.read);

export const taxonomyHandlers = defineHandlers({
  'tag-service/get-tags': async ({ input, services: { db } }) => listTags(db, input?.level),
  'tag-service/get-tag': async ({ input, services: { db } }) => getTag(db, input.id),
  'tag-service/get-tag-history': async ({ input, services: { db } }) =>
    historyOf(db, 'tag', input.id, getTag),
  'tag-service/create-tag': async ({ input, user, services: { db } }) => createTag(db, input, user.id),
  'tag-service/update-tag': async ({ input, user, services: { db } }) => updateTag(db, input, user.id),
  'tag-service/delete-tag': async ({ input, user, services: { db } }) => deleteTag(db, input.id, user.id),
  'tag-service/get-tag-usage': async ({ input, user, services: { db } }) =>
    getTagUsage(db, input.id, { withItems: mayOpenContent(user) }),

  'category-service/get-categories': async ({ input, services: { db } }) => listCategories(db, input?.level),
  'category-service/get-category': async ({ input, services: { db } }) => getCategory(db, input.id),
  'category-service/get-category-history': async ({ input, services: { db } }) =>
    historyOf(db, 'category', input.id, getCategory),
  'category-service/create-category': async ({ input, user, services: { db } }) =>
    createCategory(db, input, user.id),
  'category-service/update-category': async ({ input, user, services: { db } }) =>
    updateCategory(db, input, user.id),
  'category-service/delete-category': async ({ input, user, services: { db } }) =>
    deleteCategory(db, input.id, user.id),
  'category-service/get-category-usage': async ({ input, user, services: { db } }) =>
    getCategoryUsage(db, input.id, { withItems: mayOpenContent(user) }),

  'attribute-service/get-attributes': async ({ services: { db } }) => listAttributes(db),
  'attribute-service/get-attribute': async ({ input, services: { db } }) => getAttribute(db, input.id),
  'attribute-service/get-attribute-history': async ({ input, services: { db } }) =>
    historyOf(db, 'attribute', input.id, getAttribute),
  'attribute-service/create-attribute': async ({ input, user, services: { db } }) =>
    createAttribute(db, input, user.id),
  'attribute-service/update-attribute': async ({ input, user, services: { db } }) =>
    updateAttribute(db, input, user.id),
  'attribute-service/delete-attribute': async ({ input, user, services: { db } }) =>
    deleteAttribute(db, input.id, user.id),

  'legal-template-service/get-current-templates': async ({ services: { db } }) => listCurrentTemplates(db),
  'legal-template-service/get-template': async ({ input, services: { db } }) => getTemplate(db, input.id),
  'legal-template-service/get-template-versions': async ({ input, services: { db } }) =>
    listTemplateVersions(db, input.id),
  'legal-template-service/get-project-choices': async ({ services: { db } }) => listProjectChoices(db),
  'legal-template-service/create-template': async ({ input, user, services: { db } }) =>
    createTemplate(db, input, user.username),
  'legal-template-service/update-template': async ({ input, user, services: { db } }) =>
    updateTemplate(db, input, user.username),

  'allowed-ip-service/get-ips': async ({ services: { db } }) => listAllowedIps(db),
  'allowed-ip-service/get-ip': async ({ input, services: { db } }) => getAllowedIp(db, input.id),
  'allowed-ip-service/get-ip-history': async ({ input, services: { db } }) =>
    historyOf(db, 'allowed-ip', input.id, getAllowedIp),
  'allowed-ip-service/create-ip': async ({ input, user, services: { db } }) =>
    createAllowedIp(db, input, user),
  'allowed-ip-service/update-ip': async ({ input, user, services: { db } }) =>
    updateAllowedIp(db, input, user),
  'allowed-ip-service/delete-ip': async ({ input, user, request, services: { db, config } }) =>
    deleteAllowedIp(db, input.id, {
      actor: user,
      callerAddress: config.enforceAllowedIps ? request.ip : null,
    }),
});
