import {
  type Attribute,
  access,
  attributeLabels,
  createAttributeInput,
  updateAttributeInput,
} from '@masthead/contract';
import { savedText, taxonomyPaths } from '../paths.ts';
import { simpleEntityForm } from '../shared/SimpleEntityForm.tsx';

/** /attributes/new, /attributes/view/:id, /attributes/edit/:id; attributes share the categories' permissions. */
export const AttributeForm = simpleEntityForm({
  entity: 'Attribute',
  titles: { new: 'New attribute', edit: 'Edit attribute', view: 'View attribute', clone: 'New attribute' },
  listPath: taxonomyPaths.attributes,
  calls: {
    get: 'attribute-service/get-attribute',
    create: 'attribute-service/create-attribute',
    update: 'attribute-service/update-attribute',
    history: 'attribute-service/get-attribute-history',
    list: 'attribute-service/get-attributes',
  },
  schemas: { create: createAttributeInput, update: updateAttributeInput },
  labels: attributeLabels,
  // The spec names no banner for attributes; this one reads like the category's.
  texts: { notSaved: 'Attribute not saved.', saved: savedText.attribute },
  editAccess: access.categories.update,
  fields: {
    paired: [
      {
        key: 'name',
        kind: 'text',
        required: true,
        description: 'Small letters and dots; e.g. attribute.hot',
      },
      { key: 'level', kind: 'text', required: true },
    ],
    below: [{ key: 'description', kind: 'textarea' }],
  },
  empty: { name: '', level: '', description: '' },
  valuesOf: (attribute: Attribute) => ({
    name: attribute.name,
    level: attribute.level,
    description: attribute.description,
  }),
  nameOf: (attribute) => attribute.name,
  deletable: {
    label: 'Attribute',
    access: access.categories.update,
    calls: {
      remove: 'attribute-service/delete-attribute',
      stale: ['attribute-service/get-attributes', 'attribute-service/get-attribute'],
    },
  },
});
