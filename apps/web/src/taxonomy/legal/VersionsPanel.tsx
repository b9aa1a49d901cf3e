import { Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { type LegalTemplate, legalLabels } from '@masthead/contract';
import { useMemo, useState } from 'react';
import { useCall } from '../../api/hooks.ts';
import { LoadFailure } from '../../components/form-kit/index.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { htmlToText, wordDiff } from './wordDiff.ts';

/** The fields compared besides the content, in the form's order. */
const comparedFields = ['title', 'type', 'level', 'content_types', 'projects', 'comment'] as const;
const fieldText = (version: LegalTemplate, field: (typeof comparedFields)[number]) => {
  const value = version[field];
  return Array.isArray(value) ? value.join(', ') : String(value);
};

/** The Versions tab: every saved version, and what changed between any two of them. */
export function VersionsPanel({ id }: { id: number }) {
  const versions = useCall('legal-template-service/get-template-versions', { id }, { staleTime: 0 });
  if (versions.error) return <LoadFailure error={versions.error} onRetry={() => versions.refetch()} />;
  if (!versions.data) return <LoadingScreen />;
  return <VersionsCompare versions={versions.data} />;
}

function VersionsCompare({ versions }: { versions: LegalTemplate[] }) {
  const newest = versions[0]?.version ?? 1;
  const [from, setFrom] = useState(String(Math.max(1, newest - 1)));
  const [to, setTo] = useState(String(newest));
  const options = versions.map((version) => ({
    value: String(version.version),
    label: `Version ${version.version} · ${version.author} · ${version.creation_datetime}`,
  }));
  const before = versions.find((version) => String(version.version) === from);
  const after = versions.find((version) => String(version.version) === to);
  const parts = useMemo(
    () => (before && after ? wordDiff(htmlToText(before.content), htmlToText(after.content)) : []),
    [before, after],
  );
  const changedFields =
    before && after
      ? comparedFields.filter((field) => fieldText(before, field) !== fieldText(after, field))
      : [];

  return (
    <Stack gap="md">
      <Table striped withTableBorder aria-label="Versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{legalLabels.version}</Table.Th>
            <Table.Th>{legalLabels.author}</Table.Th>
            <Table.Th>{legalLabels.creation_datetime}</Table.Th>
            <Table.Th>{legalLabels.title}</Table.Th>
            <Table.Th>{legalLabels.comment}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>{version.author}</Table.Td>
              <Table.Td>{version.creation_datetime} UTC</Table.Td>
              <Table.Td>{version.title}</Table.Td>
              <Table.Td>{version.comment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group grow align="flex-start">
        <NativeSelect
          label="Compare version"
          data={options}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <NativeSelect
          label="with version"
          data={options}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </Group>
      {before && after && (
        <Paper withBorder p="md" aria-label="Differences" role="region">
          <Stack gap="sm">
            {changedFields.length === 0 ? null : (
              <Stack gap={2}>
                {changedFields.map((field) => (
                  <Text key={field} size="sm">
                    {legalLabels[field]}: <del>{fieldText(before, field) || '(empty)'}</del> →{' '}
                    <ins>{fieldText(after, field) || '(empty)'}</ins>
                  </Text>
                ))}
              </Stack>
            )}
            <Text size="sm" c="dimmed">
              Content: removed words are struck through, added words underlined.
            </Text>
            <Text component="div" style={{ whiteSpace: 'pre-wrap' }}>
              {parts.map((part, index) =>
                part.change === 'added' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
                  <ins key={index} style={{ background: 'var(--mantine-color-green-1)' }}>
                    {part.text}
                  </ins>
                ) : part.change === 'removed' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
                  <del key={index} style={{ background: 'var(--mantine-color-red-1)' }}>
                    {part.text}
                  </del>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
                  <span key={index}>{part.text}</span>
                ),
              )}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
