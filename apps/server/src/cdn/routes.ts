import { defineHandlers } from '../http/calls.ts';
import {
  cdnDrivers,
  cdnTypeStatuses,
  clearFiles,
  clearZone,
  listRecentPurges,
  listZones,
} from './service.ts';

export const cdnHandlers = defineHandlers({
  'clear-cdn-service/get-zones': async ({ services: { config } }) => listZones(cdnDrivers(config.cdn)),
  'clear-cdn-service/get-cdn-types': async ({ services: { config } }) =>
    cdnTypeStatuses(cdnDrivers(config.cdn)),
  'clear-cdn-service/clear-files': async ({ input, user, services: { db, config } }) =>
    clearFiles(db, cdnDrivers(config.cdn), { input, userId: user.id }),
  'clear-cdn-service/clear-zone': async ({ input, user, services: { db, config } }) =>
    clearZone(db, cdnDrivers(config.cdn), { input, userId: user.id }),
  'clear-cdn-service/get-recent-purges': async ({ services: { db } }) => listRecentPurges(db),
});
