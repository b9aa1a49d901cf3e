import { defaultColumns, defineContentType } from '../definition.ts';
import { choiceField, imageFields, urlField } from '../field-helpers.ts';

export const coupon = defineContentType({
  type: 'coupon',
  label: 'Coupon',
  pluralLabel: 'Coupons',
  route: '/coupons',
  calls: {
    list: 'coupon-service/get-all-coupons',
    get: 'coupon-service/get-coupon',
    create: 'coupon-service/create-coupon',
    update: 'coupon-service/update-coupon',
    delete: 'coupon-service/delete-coupon',
  },
  tagLevel: 'coupon',
  categoryLevel: 'coupon',
  isDescriptionRequired: false,
  tabLabel: 'Coupon Options',
  fields: [
    choiceField('render_type', 'Render Type', ['Frame', 'Link'], { required: true }),
    urlField('link', 'Link', 1024, { required: true }),
    ...imageFields(['150x150', '150x70']),
  ],
  columns: ['id', 'title', 'render_type', ...defaultColumns.slice(2)],
});
