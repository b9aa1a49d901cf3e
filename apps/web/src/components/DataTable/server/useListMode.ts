import { useCall } from '../../../api/hooks.ts';
import { listModeInput, type ServerList } from './serverList.ts';

/**
 * Whether a list is loaded whole ('whole') or a page at a time from the server ('paged'), as the
 * server says from the list's length; undefined until it has. Asked again on each visit (the
 * list may have grown) by the route's loader (api/listLoads.ts), often before this screen's code
 * has arrived, so not once more as the screen mounts; the answer kept from the last visit
 * decides meanwhile. `probe` is the question itself: until it has an answer, its failure (and
 * Try again) is the list's to show, or the list would say Loading for good.
 */
export function useListMode(list: ServerList) {
  const probe = useCall('export-service/get-list-page', listModeInput(list), {
    staleTime: 0,
    refetchOnMount: false,
  });
  const mode: 'whole' | 'paged' | undefined = probe.data && (probe.data.is_paged ? 'paged' : 'whole');
  return { mode, probe };
}
