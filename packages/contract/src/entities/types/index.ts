import { allowedIpEntity } from './allowed-ip.ts';
import { attributeEntity } from './attribute.ts';
import { categoryEntity } from './category.ts';
import { legalDocumentEntity } from './legal-document.ts';
import { projectEntity } from './project.ts';
import { tagEntity } from './tag.ts';
import { userEntity } from './user.ts';

export {
  allowedIpEntity,
  attributeEntity,
  categoryEntity,
  legalDocumentEntity,
  projectEntity,
  tagEntity,
  userEntity,
};

/** Every entity but content, in the menu's order. */
export const entities = [
  userEntity,
  projectEntity,
  categoryEntity,
  tagEntity,
  attributeEntity,
  legalDocumentEntity,
  allowedIpEntity,
] as const;

export type AnyEntity = (typeof entities)[number];
export type EntityName = AnyEntity['name'];
