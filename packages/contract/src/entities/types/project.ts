import { statuses, yesNo } from '../../choices.ts';
import { bannerText, fieldMessage } from '../../messages.ts';
import { access } from '../../permissions.ts';
import { type Project, projectContentTypes, projectLabels, projectLimits } from '../../project.ts';
import { defineEntity } from '../definition.ts';

export const projectEntity = defineEntity<Project>()({
  name: 'project',
  label: 'Project',
  pluralLabel: 'Projects',
  route: '/projects',
  lists: { export: 'projects', view: 'projects', file: 'projects' },
  calls: {
    list: 'project-service/get-all-projects',
    get: 'project-service/get-project',
    history: 'project-service/get-project-history',
    create: 'project-service/create-project',
    update: 'project-service/update-project',
  },
  access: access.projects,
  wording: 'platform',
  versionedBy: 'update_datetime',
  labels: projectLabels,
  fields: [
    { key: 'factor_id', kind: 'integer', required: true },
    { key: 'name', kind: 'text', max: projectLimits.text, required: true },
    { key: 'legal_name', kind: 'text', max: projectLimits.text, required: true },
    // The spec has one message for every wrong tld, too long included.
    {
      key: 'tld',
      kind: 'text',
      pattern: /^[a-z]{2,10}$/,
      patternMessage: fieldMessage.tld,
      required: true,
      example: 'com',
      hint: 'Lowercase letters without the dot, e.g. com',
    },
    { key: 'content_type', kind: 'choice', options: projectContentTypes, required: true },
    { key: 'status', kind: 'choice', options: statuses, required: true },
    { key: 'supports_https', kind: 'choice', options: yesNo, required: true },
    { key: 'http_locked', kind: 'choice', options: yesNo, required: true },
  ],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'factor_id', kind: 'number' },
    { key: 'name' },
    { key: 'legal_name' },
    { key: 'tld' },
    { key: 'content_type' },
    { key: 'status', kind: 'status' },
    { key: 'supports_https' },
    { key: 'http_locked' },
    { key: 'creation_datetime', kind: 'date' },
    { key: 'update_datetime', kind: 'date' },
  ],
  answersAlso: { config: 'object' },
  recordedAlso: {
    config: { kind: 'object', label: projectLabels.config },
    cloned_from: { kind: 'ref', ref: 'project', label: projectLabels.cloned_from },
  },
  nameField: 'name',
  titles: { new: 'New project', view: 'View project', edit: 'Edit project' },
  addLabel: 'Add new project',
  texts: { notSaved: bannerText.projectNotSaved, saved: bannerText.projectSaved },
});
