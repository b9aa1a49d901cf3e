import { Group, Progress, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import type { UploadProgress } from '../../api/transport.ts';

/**
 * How far a save with files has got, beside its Submit button: a determinate bar with its
 * percentage while the body leaves the browser, then a word that the server is storing it.
 */
function UploadProgressBar({ percent }: { percent: number }) {
  // Narrow enough to stay on the buttons' row on a phone.
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} aria-label="Files sent" w={{ base: 72, sm: 160 }} size="lg" radius="sm" />
      <Text size="sm">{percent < 100 ? `${percent}% sent` : 'Saving…'}</Text>
    </Group>
  );
}

/**
 * The progress of the form's save: `track` runs a send that reports its progress, and `bar`
 * shows it while it runs (nothing for a save whose send reports none, one without files).
 */
export function useUploadProgress(): {
  track: <T>(send: (onProgress: (progress: UploadProgress) => void) => Promise<T>) => Promise<T>;
  bar: ReactNode;
} {
  const [percent, setPercent] = useState<number | null>(null);
  const track = useCallback(
    async <T,>(send: (onProgress: (progress: UploadProgress) => void) => Promise<T>) => {
      try {
        return await send(({ loaded, total }) =>
          setPercent(total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0),
        );
      } finally {
        setPercent(null);
      }
    },
    [],
  );
  return { track, bar: percent === null ? null : <UploadProgressBar percent={percent} /> };
}
