import { defaultColumns, defineContentType } from '../definition.ts';
import { choiceField, imageFields, integerField, urlField } from '../field-helpers.ts';

/** The online tool, stored as type apps: its tags have level tool, its categories level apps. */
export const apps = defineContentType({
  type: 'apps',
  label: 'Online Tool',
  pluralLabel: 'Tools',
  route: '/tools',
  calls: {
    list: 'online-tool-service/get-all-online-tools',
    get: 'online-tool-service/get-online-tool',
    create: 'online-tool-service/create-online-tool',
    update: 'online-tool-service/update-online-tool',
    delete: 'online-tool-service/delete-online-tool',
  },
  tagLevel: 'tool',
  categoryLevel: 'apps',
  isDescriptionRequired: true,
  tabLabel: 'Online Tool Options',
  fields: [
    choiceField('render_type', 'Render Type', ['iframe', 'link'], { required: true }),
    urlField('link', 'Link', 1024, { required: true }),
    integerField('width', 'Width'),
    integerField('height', 'Height'),
    ...imageFields(['200x200', '425x235']),
  ],
  columns: ['id', 'title', 'render_type', ...defaultColumns.slice(2)],
});
