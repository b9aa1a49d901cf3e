import { defaultColumns, defineContentType } from '../definition.ts';
import { imageFields, textField, textListField } from '../field-helpers.ts';

export const recipe = defineContentType({
  type: 'recipe',
  label: 'Recipe',
  pluralLabel: 'Recipes',
  route: '/recipes',
  calls: {
    list: 'recipe-service/get-all-recipes',
    get: 'recipe-service/get-recipe',
    create: 'recipe-service/create-recipe',
    update: 'recipe-service/update-recipe',
    delete: 'recipe-service/delete-recipe',
  },
  tagLevel: 'recipe',
  categoryLevel: 'recipe',
  isDescriptionRequired: true,
  tabLabel: 'Recipe Options',
  fields: [
    textListField('ingredients', 'Ingredients', 1024, { required: true }),
    textListField('instructions', 'Instructions', 4096, { required: true }),
    textField('embed_video', 'Embed Video', 256),
    ...imageFields(['110x110', '280x245', '1000x335', '1200x420']),
  ],
  columns: defaultColumns,
});
