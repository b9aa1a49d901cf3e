import { defaultColumns, defineContentType } from '../definition.ts';
import { imageFields, richTextField, textField, urlField } from '../field-helpers.ts';

/** The spec gives link and source messages that do not match their limits; the limits win. */
export const gamedeal = defineContentType({
  type: 'gamedeal',
  label: 'Game Deal',
  pluralLabel: 'Game Deals',
  route: '/game-deals',
  calls: {
    list: 'game-deal-service/get-all-game-deals',
    get: 'game-deal-service/get-game-deal',
    create: 'game-deal-service/create-game-deal',
    update: 'game-deal-service/update-game-deal',
    delete: 'game-deal-service/delete-game-deal',
  },
  tagLevel: 'gamedeal',
  categoryLevel: 'gamedeal',
  isDescriptionRequired: false,
  tabLabel: 'Game Deal Options',
  fields: [
    textField('source', 'Source', 45, { required: true }),
    urlField('link', 'Link', 1024, { required: true }),
    richTextField('body', 'Body', 30000, { required: true, height: 400 }),
    ...imageFields(['600x350', '170x170', '294x360']),
  ],
  columns: ['id', 'title', 'source', ...defaultColumns.slice(2)],
});
