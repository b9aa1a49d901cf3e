import { listAudit } from '../audit/service.ts';
import { defineHandlers } from '../http/calls.ts';
import { createUser, getUser, listPermissions, listUsers, updateUser } from './service.ts';

export const userHandlers = defineHandlers({
  'user-service/get-all-users': async ({ services: { db } }) => listUsers(db),
  'user-service/get-user': async ({ input, services: { db } }) => getUser(db, input.id),
  'user-service/get-user-history': async ({ input, services: { db } }) => {
    await getUser(db, input.id);
    return listAudit(db, 'user', input.id);
  },
  'user-service/create-user': async ({ input, user, sessionId, services: { db } }) =>
    createUser(db, input, { id: user.id, permissions: user.permissions, sessionId }),
  'user-service/update-user': async ({ input, user, sessionId, services: { db } }) =>
    updateUser(db, input, { id: user.id, permissions: user.permissions, sessionId }),
  'user-service/get-permission-map': async ({ services: { db } }) => listPermissions(db),
});
