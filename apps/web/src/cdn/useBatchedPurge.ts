import { type CallParsed, cdnLimits } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/index.ts';

export interface PurgeProgress {
  done: number;
  total: number;
}

type Purge = CallParsed<'clear-cdn-service/clear-files'>;

const chunk = (urls: readonly string[]) =>
  Array.from({ length: Math.ceil(urls.length / cdnLimits.batchSize) }, (_, index) =>
    urls.slice(index * cdnLimits.batchSize, (index + 1) * cdnLimits.batchSize),
  );

/**
 * Sends a purge one call per batch of 30 URLs, so the page can show how far it has got; stops
 * at the first failure and says how many URLs were purged before it. Each batch is one entry
 * of the purge log.
 */
export function useBatchedPurge() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<PurgeProgress | null>(null);

  async function purge({ type, cdn_zone, urls }: Purge): Promise<{ purged: number; error?: unknown }> {
    let purged = 0;
    setProgress({ done: 0, total: urls.length });
    try {
      for (const batch of chunk(urls)) {
        await call('clear-cdn-service/clear-files', { type, cdn_zone, urls: batch });
        purged += batch.length;
        setProgress({ done: purged, total: urls.length });
      }
      return { purged };
    } catch (error) {
      return { purged, error };
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: ['clear-cdn-service/get-recent-purges'] });
    }
  }

  return { purge, progress, isPurging: progress !== null };
}
