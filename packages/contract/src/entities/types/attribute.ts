import { access } from '../../permissions.ts';
import {
  type Attribute,
  attributeLabels,
  attributeLimits,
  attributeNamePattern,
} from '../../taxonomy/attribute.ts';
import { taxonomyMessage } from '../../taxonomy/messages.ts';
import { defineEntity } from '../definition.ts';

// The spec names no attribute permissions; attributes belong with categories (README). No
// content form offers attributes, so only the category list's holders load their list.
const { pick: _offeredToContentForms, ...categoryAccess } = access.categories;

export const attributeEntity = defineEntity<Attribute>()({
  name: 'attribute',
  label: 'Attribute',
  pluralLabel: 'Attributes',
  route: '/attributes',
  lists: { export: 'attributes', view: 'attributes', file: 'attributes' },
  calls: {
    list: 'attribute-service/get-attributes',
    get: 'attribute-service/get-attribute',
    history: 'attribute-service/get-attribute-history',
    create: 'attribute-service/create-attribute',
    update: 'attribute-service/update-attribute',
    delete: 'attribute-service/delete-attribute',
  },
  access: categoryAccess,
  wording: 'content',
  versionedBy: 'update_datetime',
  labels: attributeLabels,
  fields: [
    {
      key: 'name',
      kind: 'text',
      max: attributeLimits.name,
      pattern: attributeNamePattern,
      patternMessage: taxonomyMessage.attributeName,
      example: 'attribute.{a}',
      required: true,
      hint: 'Small letters and dots; e.g. attribute.hot',
    },
    { key: 'level', kind: 'text', max: attributeLimits.level, required: true },
    {
      key: 'description',
      kind: 'textarea',
      max: attributeLimits.description,
      required: false,
      width: 'full',
    },
  ],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'name' },
    { key: 'level' },
    { key: 'description' },
    { key: 'update_datetime', kind: 'date' },
  ],
  nameField: 'name',
  titles: { new: 'New attribute', view: 'View attribute', edit: 'Edit attribute' },
  addLabel: 'Add new attribute',
  texts: { notSaved: 'Attribute not saved.', saved: 'Attribute saved' },
});
