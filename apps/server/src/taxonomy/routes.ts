import { defineHandlers } from '../http/calls.ts';
import { listProjectChoices, listTemplateVersions } from './legal/service.ts';

/** A legal document's calls beside those derived from its definition (entities/registry.ts). */
export const taxonomyHandlers = defineHandlers({
  'legal-template-service/get-template-versions': async ({ input, services: { db } }) =>
    listTemplateVersions(db, input.id),
  'legal-template-service/get-project-choices': async ({ services: { db } }) => listProjectChoices(db),
});
