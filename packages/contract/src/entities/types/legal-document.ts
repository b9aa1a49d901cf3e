import { bannerText } from '../../messages.ts';
import { access } from '../../permissions.ts';
import { projectContentTypes } from '../../project.ts';
import {
  type LegalTemplate,
  legalLabels,
  legalLevels,
  legalLimits,
  legalTypes,
} from '../../taxonomy/legal.ts';
import { defineEntity } from '../definition.ts';

/**
 * A legal document keeps every saved version: an update saves the next one, and names the
 * version it was made over. Its level decides which list matters (content spec section 4).
 */
export const legalDocumentEntity = defineEntity<LegalTemplate>()({
  name: 'legal-template',
  label: 'Legal document',
  pluralLabel: 'Legal Docs',
  route: '/legal-docs',
  lists: { export: 'legal', view: 'legal-docs', file: 'legal-documents' },
  calls: {
    list: 'legal-template-service/get-current-templates',
    get: 'legal-template-service/get-template',
    create: 'legal-template-service/create-template',
    update: 'legal-template-service/update-template',
  },
  access: { ...access.legal, create: access.legal.manage, update: access.legal.manage },
  wording: 'content',
  versionedBy: 'version',
  labels: legalLabels,
  fields: [
    { key: 'title', kind: 'text', max: legalLimits.title, required: true },
    {
      key: 'type',
      kind: 'choice',
      options: legalTypes,
      required: true,
      optionLabels: {
        ABOUT_US: 'About us',
        TERMS_OF_USE: 'Terms of use',
        PRIVACY_POLICY: 'Privacy policy',
        COPYRIGHT_POLICY: 'Copyright policy',
        UNINSTALL: 'Uninstall',
        AUTO_FUNDING: 'Auto funding',
        MEMBER_TERMS_OF_USE: 'Member terms of use',
      },
    },
    {
      key: 'level',
      kind: 'choice',
      options: legalLevels,
      as: 'radio',
      optionLabels: { GLOBAL: 'Global', PROJECT: 'Project', CONTENT_TYPE: 'Content type' },
      required: true,
      width: 'full',
    },
    {
      key: 'content_types',
      kind: 'choiceList',
      options: projectContentTypes,
      as: 'multiSelect',
      required: true,
      width: 'full',
      onlyWhen: { field: 'level', in: ['CONTENT_TYPE'] },
    },
    {
      key: 'projects',
      kind: 'projects',
      required: true,
      width: 'full',
      onlyWhen: { field: 'level', in: ['PROJECT'] },
    },
    { key: 'content', kind: 'richText', max: legalLimits.content, required: true, width: 'full' },
    { key: 'comment', kind: 'textarea', max: legalLimits.comment, required: false, width: 'full' },
  ],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'title' },
    { key: 'type' },
    { key: 'level' },
    { key: 'version', kind: 'number' },
    { key: 'author' },
    { key: 'creation_datetime', kind: 'date' },
  ],
  nameField: 'title',
  titles: { new: 'New legal document', view: 'View legal document', edit: 'Edit legal document' },
  addLabel: 'Add new legal document',
  texts: { notSaved: bannerText.legalNotSaved, saved: 'Legal document saved' },
});
