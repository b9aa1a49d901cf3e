import { Alert, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  apiKeyAccess,
  type ImpressionGrouping,
  impressionColumnsFor,
  impressionGroupingLabels,
  impressionGroupings,
  isoDay,
  reportViewList,
} from '@masthead/contract';
import { useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { tableColumns } from '../components/DataTable/export/tableColumns.ts';
import { QueryTable } from '../components/DataTable/index.ts';
import { DateInput } from '../components/dates/DateInput.tsx';
import { LoadFailure } from '../components/form-kit/index.ts';
import { SavedViews } from '../views/SavedViews.tsx';
import { ApiKeysPanel, readableTitle } from './ApiKeysPanel.tsx';
import { chartBars, countText } from './chartBars.ts';
import { ImpressionChart } from './ImpressionChart.tsx';
import { NoImpressions, noImpressionsText } from './NoImpressions.tsx';
import { isContentType, readReportParams } from './reportParams.ts';

/** A report's view keeps its From date and grouping. */
const reportViewParams = ['date_from', 'group_by'];

/** /reports/:cType: impressions of one content type from a day on, grouped as chosen. */
export function ReportPage() {
  const { cType } = useParams();
  const title = `Impressions: ${cType ?? ''}`;
  useDocumentTitle(`${title} · Masthead`);
  const [searchParams, setSearchParams] = useSearchParams();
  const { dateFrom, groupBy } = readReportParams(searchParams);
  const contentType = isContentType(cType) ? cType : null;
  const input = { content_type: contentType ?? 'game', date_from: dateFrom };
  const enabled = contentType !== null;
  const report = useCall(
    'stat-content-impression-service/get-impressions',
    { ...input, group_by: groupBy },
    { enabled },
  );
  const daily = useCall('stat-content-impression-service/get-daily-impressions', input, { enabled });
  const chart = useMemo(
    () => chartBars(daily.data?.days ?? [], { from: dateFrom, to: isoDay(new Date()) }),
    [daily.data, dateFrom],
  );
  // Grouped rows say what they sum over ('All projects'), as the CSV of the same view does.
  const columns = useMemo(
    () => tableColumns(impressionColumnsFor({ group_by: groupBy, date_from: dateFrom })),
    [groupBy, dateFrom],
  );
  const tableTotal = report.data?.reduce((sum, row) => sum + row.impressions, 0) ?? 0;
  const { can } = useAuth();
  const mayManageKeys = can(apiKeyAccess);
  const keyNameRef = useRef<HTMLInputElement>(null);

  // A new From date or grouping is a new set of rows: the table starts again at its first page.
  const handleChange = (name: 'date_from' | 'group_by', value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set(name, value);
      next.delete('page');
      return next;
    });

  if (!contentType) {
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Alert color="yellow" title="Unknown content type" styles={readableTitle}>
          There is no content type “{cType}”. Choose a report from the menu.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="md">
        <Title order={1}>{title}</Title>
        <SavedViews list={reportViewList(contentType)} screenParams={reportViewParams} />
      </Group>
      <Group align="flex-end">
        <DateInput
          label="From date"
          value={dateFrom}
          maxDate={isoDay(new Date())}
          onChange={(value) => value && handleChange('date_from', value)}
        />
        <NativeSelect
          label="Group by"
          value={groupBy}
          data={impressionGroupings.map((grouping) => ({
            value: grouping,
            label: impressionGroupingLabels[grouping],
          }))}
          onChange={(event) => handleChange('group_by', event.currentTarget.value as ImpressionGrouping)}
        />
      </Group>
      {daily.error && <LoadFailure error={daily.error} onRetry={() => daily.refetch()} />}
      {daily.data &&
        (daily.data.days.length > 0 ? (
          <ImpressionChart unit={chart.unit} bars={chart.bars} />
        ) : (
          <NoImpressions
            contentType={contentType}
            dateFrom={dateFrom}
            lastDate={daily.data.last_date}
            onShowFrom={(date) => handleChange('date_from', date)}
            onCreateKey={mayManageKeys ? () => keyNameRef.current?.focus() : undefined}
          />
        ))}
      <QueryTable
        query={report}
        aria-label={`Impressions of ${contentType}`}
        data={report.data}
        columns={columns}
        pageSize={10}
        emptyText={noImpressionsText(contentType, dateFrom)}
        exportList={{
          list: 'impressions',
          report: { ...input, content_type: contentType, group_by: groupBy },
        }}
      />
      {report.data && report.data.length > 0 && (
        <Text size="sm">
          Total of the report’s {countText(report.data.length)} {report.data.length === 1 ? 'row' : 'rows'}:{' '}
          <Text span fw={600}>
            {countText(tableTotal)}
          </Text>{' '}
          impressions
        </Text>
      )}
      {mayManageKeys && <ApiKeysPanel nameRef={keyNameRef} />}
    </Stack>
  );
}
