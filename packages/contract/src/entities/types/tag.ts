import { bannerText } from '../../messages.ts';
import { access } from '../../permissions.ts';
import { tagLevels } from '../../taxonomy/levels.ts';
import { type Tag, tagLabels, tagLimits } from '../../taxonomy/tag.ts';
import { defineEntity } from '../definition.ts';

export const tagEntity = defineEntity<Tag>()({
  name: 'tag',
  label: 'Tag',
  pluralLabel: 'Tags',
  route: '/tags',
  lists: { export: 'tags', view: 'tags', file: 'tags' },
  calls: {
    list: 'tag-service/get-tags',
    get: 'tag-service/get-tag',
    history: 'tag-service/get-tag-history',
    create: 'tag-service/create-tag',
    update: 'tag-service/update-tag',
    delete: 'tag-service/delete-tag',
    usage: 'tag-service/get-tag-usage',
  },
  access: access.tags,
  wording: 'content',
  versionedBy: 'update_datetime',
  labels: tagLabels,
  fields: [
    { key: 'name', kind: 'text', max: tagLimits.name, required: true },
    { key: 'status', kind: 'status', required: false },
    {
      key: 'level',
      kind: 'choiceList',
      options: tagLevels,
      as: 'checkboxes',
      required: false,
      width: 'full',
    },
    { key: 'description', kind: 'textarea', max: tagLimits.description, required: false, width: 'full' },
  ],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'name' },
    { key: 'level' },
    { key: 'description' },
    { key: 'status', kind: 'status' },
    { key: 'update_datetime', kind: 'date' },
  ],
  nameField: 'name',
  titles: { new: 'New tag', view: 'View tag', edit: 'Edit tag' },
  addLabel: 'Add new tag',
  texts: { notSaved: bannerText.tagNotSaved, saved: 'Tag saved' },
  deleteConsequence: 'It disappears from the tags list and from the content forms for good.',
});
