import { defineHandlers } from '../http/calls.ts';
import { listPermissions } from './service.ts';

/** The users' calls beside those derived from their definition (entities/registry.ts). */
export const userHandlers = defineHandlers({
  'user-service/get-permission-map': async ({ services: { db } }) => listPermissions(db),
});
