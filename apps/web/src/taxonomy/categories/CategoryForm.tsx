import {
  access,
  bannerText,
  type Category,
  categoryLabels,
  categoryLevels,
  createCategoryInput,
  updateCategoryInput,
} from '@masthead/contract';
import { savedText, taxonomyPaths } from '../paths.ts';
import { simpleEntityForm } from '../shared/SimpleEntityForm.tsx';

/** /categories/new, /categories/view/:id, /categories/edit/:id */
export const CategoryForm = simpleEntityForm({
  entity: 'Category',
  titles: { new: 'New category', edit: 'Edit category', view: 'View category', clone: 'New category' },
  listPath: taxonomyPaths.categories,
  calls: {
    get: 'category-service/get-category',
    create: 'category-service/create-category',
    update: 'category-service/update-category',
    history: 'category-service/get-category-history',
    list: 'category-service/get-categories',
  },
  schemas: { create: createCategoryInput, update: updateCategoryInput },
  labels: categoryLabels,
  texts: { notSaved: bannerText.categoryNotSaved, saved: savedText.category },
  editAccess: access.categories.update,
  fields: {
    paired: [
      {
        key: 'name',
        kind: 'text',
        required: true,
        description: 'Letters, spaces, & and /; e.g. Fun & Entertainment',
      },
      { key: 'status', kind: 'status' },
    ],
    below: [{ key: 'level', kind: 'levels', choices: categoryLevels, required: true }],
  },
  empty: { name: '', level: [] as string[], status: 'ACTIVE' },
  valuesOf: (category: Category) => ({ name: category.name, level: category.level, status: category.status }),
  nameOf: (category) => category.name,
  deletable: {
    label: 'Category',
    access: access.categories.update,
    calls: {
      remove: 'category-service/delete-category',
      usage: 'category-service/get-category-usage',
      stale: [
        'category-service/get-categories',
        'category-service/get-category',
        'category-service/get-category-usage',
      ],
    },
    consequence: () => 'It disappears from the categories list and from the content forms for good.',
  },
});
