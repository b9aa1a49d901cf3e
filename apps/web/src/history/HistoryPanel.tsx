import { List, Text, Timeline } from '@mantine/core';
import type { AuditEntry, CallPath } from '@masthead/contract';
import {
  IconCopy,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { useCall } from '../api/hooks.ts';
import type { FormTab } from '../components/form-kit/index.ts';
import { LoadFailure } from '../components/form-kit/LoadFailure.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { actionText, actorText, timeText } from './formatChange.ts';

/** The History tab of a form; it loads only when opened. */
export const historyTab: FormTab = { value: 'history', label: 'History', isLazy: true };

/** Every call of the table that answers an item's history. */
export type HistoryPath = Extract<CallPath, `${string}-history`>;

const actionIcons: Record<AuditEntry['action'], typeof IconPlus> = {
  create: IconPlus,
  update: IconPencil,
  clone: IconCopy,
  delete: IconTrash,
  restore: IconRestore,
  'view-as-start': IconEye,
  'view-as-stop': IconEyeOff,
};

/**
 * The History tab of a form: every recorded change of the item, newest first, each as the
 * sentence the server wrote from the field definitions (names instead of ids, files by their
 * original names), so every area reads the same way.
 */
export function HistoryPanel({ path, id }: { path: HistoryPath; id: number }) {
  // Loaded each time the tab opens: a save elsewhere may have added an entry.
  const history = useCall(path, { id }, { staleTime: 0 });
  if (history.error) return <LoadFailure error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) return <LoadingScreen />;
  if (history.data.length === 0) return <Text>No changes recorded yet.</Text>;
  return (
    <Timeline bulletSize={24} lineWidth={2} active={-1}>
      {history.data.map((entry) => {
        const Icon = actionIcons[entry.action];
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<Icon size={14} aria-hidden="true" />}
            title={`${actionText[entry.action]} by ${actorText(entry.actor)}`}
          >
            <Text size="sm" c="dimmed">
              <time dateTime={`${entry.at.replace(' ', 'T')}Z`}>{timeText(entry.at)}</time>
            </Text>
            <List size="sm" spacing={2} mt={4}>
              {entry.lines.map((line, index) => (
                <List.Item key={entry.changes[index]?.field ?? index}>{line}</List.Item>
              ))}
            </List>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
