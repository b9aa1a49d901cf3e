import { useCall } from '../../../api/hooks.ts';
import { listModeInput, type ServerList } from './serverList.ts';

/**
 * Whether a list is loaded whole ('whole') or a page at a time from the server ('paged'), as the
 * server says from the list's length; undefined until it has. Asked again on each visit (the
 * list may have grown) by the route's loader (api/listLoads.ts), often before this screen's code
 * has arrived, so not once more as the screen mounts; the answer kept from the last visit
 * decides meanwhile.
 */
export function useListMode(list: ServerList): 'whole' | 'paged' | undefined {
  const probe = useCall('export-service/get-list-page', listModeInput(list), {
    staleTime: 0,
    refetchOnMount: false,
  });
  if (!probe.data) return undefined;
  return probe.data.is_paged ? 'paged' : 'whole';
}
