import {
  allowedIpEntity,
  attributeEntity,
  categoryEntity,
  legalDocumentEntity,
  tagEntity,
} from '@masthead/contract';

/** The success banners of the taxonomy forms, as their definitions word them. */
export const savedText = {
  tag: tagEntity.texts.saved,
  category: categoryEntity.texts.saved,
  attribute: attributeEntity.texts.saved,
  legal: legalDocumentEntity.texts.saved,
  allowedIp: allowedIpEntity.texts.saved,
} as const;
