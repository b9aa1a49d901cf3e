import {
  access,
  bannerText,
  createTagInput,
  type Tag,
  tagLabels,
  tagLevels,
  updateTagInput,
} from '@masthead/contract';
import { savedText, taxonomyPaths } from '../paths.ts';
import { simpleEntityForm } from '../shared/SimpleEntityForm.tsx';

/** /tags/new, /tags/view/:id, /tags/edit/:id */
export const TagForm = simpleEntityForm({
  entity: 'Tag',
  titles: { new: 'New tag', edit: 'Edit tag', view: 'View tag', clone: 'New tag' },
  listPath: taxonomyPaths.tags,
  calls: {
    get: 'tag-service/get-tag',
    create: 'tag-service/create-tag',
    update: 'tag-service/update-tag',
    history: 'tag-service/get-tag-history',
    list: 'tag-service/get-tags',
  },
  schemas: { create: createTagInput, update: updateTagInput },
  labels: tagLabels,
  texts: { notSaved: bannerText.tagNotSaved, saved: savedText.tag },
  editAccess: access.tags.update,
  fields: {
    paired: [
      { key: 'name', kind: 'text', required: true },
      { key: 'status', kind: 'status' },
    ],
    below: [
      { key: 'level', kind: 'levels', choices: tagLevels },
      { key: 'description', kind: 'textarea' },
    ],
  },
  empty: { name: '', level: [] as string[], description: '', status: 'ACTIVE' },
  valuesOf: (tag: Tag) => ({
    name: tag.name,
    level: tag.level,
    description: tag.description,
    status: tag.status,
  }),
  nameOf: (tag) => tag.name,
  deletable: {
    label: 'Tag',
    access: access.tags.update,
    calls: {
      remove: 'tag-service/delete-tag',
      usage: 'tag-service/get-tag-usage',
      stale: ['tag-service/get-tags', 'tag-service/get-tag', 'tag-service/get-tag-usage'],
    },
    consequence: () => 'It disappears from the tags list and from the content forms for good.',
  },
});
