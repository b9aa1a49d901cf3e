import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { type ExportListInput, exportMessage } from '@masthead/contract';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { showBanner } from '../../banner.ts';
import { type ExportProgress, fetchExport, saveFile } from './exportCsv.ts';

/**
 * Downloads the list's current view as CSV: every matching row, not only the page. The server
 * streams the file; a bar shows the rows received against the total, and the export can be
 * cancelled while it runs.
 */
export function ExportButton({ input, rows }: { input: ExportListInput; rows: number }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // A screen left mid-export stops reading the file.
  useEffect(() => () => controller.current?.abort(), []);

  const handleExport = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: rows });
    try {
      const file = await fetchExport(input, { onProgress: setProgress, signal: abort.signal });
      saveFile(file.blob, file.fileName);
      showBanner({ kind: 'success', title: exportMessage.done(file.rows), id: 'export' });
    } catch (error) {
      if (abort.signal.aborted) showBanner({ kind: 'info', title: exportMessage.cancelled, id: 'export' });
      else
        showBanner({
          kind: 'error',
          title: exportMessage.failed,
          message: isApiError(error) ? error.message : String(error),
          id: 'export',
        });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const percent = progress.total ? Math.round((progress.rows / progress.total) * 100) : 100;
    return (
      <Group gap="sm" wrap="nowrap">
        <Stack gap={2} miw={200}>
          <Progress value={percent} animated aria-label="Export progress" />
          <Text size="xs" role="status">
            {exportMessage.progress(progress)}
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={() => controller.current?.abort()}>
          Cancel export
        </Button>
      </Group>
    );
  }
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      disabled={rows === 0}
      onClick={handleExport}
    >
      {exportMessage.button}
    </Button>
  );
}
