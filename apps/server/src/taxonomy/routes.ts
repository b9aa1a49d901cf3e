import { listAudit } from '../audit/service.ts';
import { defineHandlers } from '../http/calls.ts';
import { createAllowedIp, getAllowedIp, listAllowedIps, updateAllowedIp } from './allowed-ips/service.ts';
import { createAttribute, getAttribute, listAttributes, updateAttribute } from './attributes/service.ts';
import { createCategory, getCategory, listCategories, updateCategory } from './categories/service.ts';
import {
  createTemplate,
  getTemplate,
  listCurrentTemplates,
  listProjectChoices,
  listTemplateVersions,
  updateTemplate,
} from './legal/service.ts';
import { createTag, getTag, listTags, updateTag } from './tags/service.ts';

export const taxonomyHandlers = defineHandlers({
  'tag-service/get-tags': async ({ input, services: { db } }) => listTags(db, input?.level),
  'tag-service/get-tag': async ({ input, services: { db } }) => getTag(db, input.id),
  'tag-service/get-tag-history': async ({ input, services: { db } }) => {
    await getTag(db, input.id);
    return listAudit(db, 'tag', input.id);
  },
  'tag-service/create-tag': async ({ input, user, services: { db } }) => createTag(db, input, user.id),
  'tag-service/update-tag': async ({ input, user, services: { db } }) => updateTag(db, input, user.id),

  'category-service/get-categories': async ({ input, services: { db } }) => listCategories(db, input?.level),
  'category-service/get-category': async ({ input, services: { db } }) => getCategory(db, input.id),
  'category-service/get-category-history': async ({ input, services: { db } }) => {
    await getCategory(db, input.id);
    return listAudit(db, 'category', input.id);
  },
  'category-service/create-category': async ({ input, user, services: { db } }) =>
    createCategory(db, input, user.id),
  'category-service/update-category': async ({ input, user, services: { db } }) =>
    updateCategory(db, input, user.id),

  'attribute-service/get-attributes': async ({ services: { db } }) => listAttributes(db),
  'attribute-service/get-attribute': async ({ input, services: { db } }) => getAttribute(db, input.id),
  'attribute-service/get-attribute-history': async ({ input, services: { db } }) => {
    await getAttribute(db, input.id);
    return listAudit(db, 'attribute', input.id);
  },
  'attribute-service/create-attribute': async ({ input, user, services: { db } }) =>
    createAttribute(db, input, user.id),
  'attribute-service/update-attribute': async ({ input, user, services: { db } }) =>
    updateAttribute(db, input, user.id),

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
  'allowed-ip-service/get-ip-history': async ({ input, services: { db } }) => {
    await getAllowedIp(db, input.id);
    return listAudit(db, 'allowed-ip', input.id);
  },
  'allowed-ip-service/create-ip': async ({ input, user, services: { db } }) =>
    createAllowedIp(db, input, user),
  'allowed-ip-service/update-ip': async ({ input, user, services: { db } }) =>
    updateAllowedIp(db, input, user),
});
