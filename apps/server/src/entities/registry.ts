import { type AnyEntity, type EntityName, entities } from '@masthead/contract';
import type { CallHandlers } from '../http/calls.ts';
import { projectService } from '../projects/service.ts';
import { allowedIpService } from '../taxonomy/allowed-ips/service.ts';
import { attributeService } from '../taxonomy/attributes/service.ts';
import { categoryService } from '../taxonomy/categories/service.ts';
import { legalService } from '../taxonomy/legal/service.ts';
import { tagService } from '../taxonomy/tags/service.ts';
import { userService } from '../users/service.ts';
import { type EntityPaths, entityHandlers } from './handlers.ts';
import type { EntityService } from './service.ts';

/** Where each entity of the contract is kept: a new entity needs its service here to compile. */
const services: Record<EntityName, EntityService> = {
  user: userService,
  project: projectService,
  category: categoryService,
  tag: tagService,
  attribute: attributeService,
  'legal-template': legalService,
  'allowed-ip': allowedIpService,
};

/** The handlers of every entity's calls, derived from its definition. */
export const entityCallHandlers = Object.assign(
  {},
  ...entities.map((definition) => entityHandlers(definition, services[definition.name])),
) as CallHandlers<EntityPaths<AnyEntity>>;
