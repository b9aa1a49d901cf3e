import { defaultColumns, defineContentType } from '../definition.ts';
import { dateField, imageFields, richTextField, textField } from '../field-helpers.ts';

export const gamenews = defineContentType({
  type: 'gamenews',
  label: 'Game News',
  pluralLabel: 'Game News',
  route: '/all-game-news',
  calls: {
    list: 'game-news-service/get-all-game-news',
    get: 'game-news-service/get-game-news',
    create: 'game-news-service/create-game-news',
    update: 'game-news-service/update-game-news',
    delete: 'game-news-service/delete-game-news',
  },
  tagLevel: 'gamenews',
  categoryLevel: 'gamenews',
  isDescriptionRequired: false,
  tabLabel: 'Game News Options',
  fields: [
    dateField('news_date', 'News Date'),
    textField('source', 'Source', 255, { required: true }),
    richTextField('body', 'Body', 30000, { required: true, height: 400 }),
    ...imageFields(['600x350', '170x170', '294x360']),
  ],
  columns: ['id', 'title', 'news_date', ...defaultColumns.slice(2)],
});
