import { defineHandlers } from '../http/calls.ts';
import { createView, deleteView, listViews, updateView } from './service.ts';

export const viewHandlers = defineHandlers({
  'view-service/get-views': async ({ input, user, services: { db } }) => listViews(db, user, input.list),
  'view-service/create-view': async ({ input, user, services: { db } }) => createView(db, user, input),
  'view-service/update-view': async ({ input, user, services: { db } }) => updateView(db, user, input),
  'view-service/delete-view': async ({ input, user, services: { db } }) => deleteView(db, user, input.id),
});
