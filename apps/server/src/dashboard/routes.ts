import { defineHandlers } from '../http/calls.ts';
import { countProjectsByType } from '../projects/service.ts';

export const dashboardHandlers = defineHandlers({
  'dashboard-service/get-project-counts': async ({ services: { db } }) => countProjectsByType(db),
});
