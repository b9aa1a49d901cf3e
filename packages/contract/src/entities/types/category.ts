import { bannerText } from '../../messages.ts';
import { access } from '../../permissions.ts';
import {
  type Category,
  categoryLabels,
  categoryLimits,
  categoryNamePattern,
} from '../../taxonomy/category.ts';
import { categoryLevels } from '../../taxonomy/levels.ts';
import { taxonomyMessage } from '../../taxonomy/messages.ts';
import { defineEntity } from '../definition.ts';

export const categoryEntity = defineEntity<Category>()({
  name: 'category',
  label: 'Category',
  pluralLabel: 'Categories',
  route: '/categories',
  lists: { export: 'categories', view: 'categories', file: 'categories' },
  calls: {
    list: 'category-service/get-categories',
    get: 'category-service/get-category',
    history: 'category-service/get-category-history',
    create: 'category-service/create-category',
    update: 'category-service/update-category',
    delete: 'category-service/delete-category',
    usage: 'category-service/get-category-usage',
  },
  access: access.categories,
  wording: 'content',
  versionedBy: 'update_datetime',
  labels: categoryLabels,
  fields: [
    {
      key: 'name',
      kind: 'text',
      max: categoryLimits.name,
      pattern: categoryNamePattern,
      patternMessage: taxonomyMessage.categoryName,
      example: 'Category {a}',
      required: true,
      hint: 'Letters, spaces, & and /; e.g. Fun & Entertainment',
    },
    { key: 'status', kind: 'status', required: false },
    {
      key: 'level',
      kind: 'choiceList',
      options: categoryLevels,
      as: 'checkboxes',
      required: true,
      width: 'full',
    },
  ],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'name' },
    { key: 'level' },
    { key: 'status', kind: 'status' },
    { key: 'update_datetime', kind: 'date' },
  ],
  nameField: 'name',
  titles: { new: 'New category', view: 'View category', edit: 'Edit category' },
  addLabel: 'Add new category',
  texts: { notSaved: bannerText.categoryNotSaved, saved: 'Category saved' },
  deleteConsequence: 'It disappears from the categories list and from the content forms for good.',
});
