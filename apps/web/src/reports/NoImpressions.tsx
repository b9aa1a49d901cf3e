import { Anchor, Button, Code, Paper, Stack, Text } from '@mantine/core';
import type { ProjectContentType } from '@masthead/contract';

/** The table's one line when the report is empty; the box above it says more. */
export const noImpressionsText = (contentType: ProjectContentType, dateFrom: string) =>
  `No impressions of ${contentType} since ${dateFrom}.`;

/**
 * Why a report is empty, in place of its chart: whether impressions stopped coming (with a way
 * to the last ones) or never came, and, for whoever may manage API keys, how they arrive.
 */
export function NoImpressions({
  contentType,
  dateFrom,
  lastDate,
  onShowFrom,
  onCreateKey,
}: {
  contentType: ProjectContentType;
  dateFrom: string;
  /** The last day any impressions of the type were counted; null when none ever were. */
  lastDate: string | null;
  onShowFrom: (date: string) => void;
  /** Offered to users who may manage API keys; takes them to the form that makes one. */
  onCreateKey?: () => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="no-impressions">
      <Stack gap="xs" align="flex-start">
        <Text id="no-impressions" fw={600}>
          {noImpressionsText(contentType, dateFrom)}
        </Text>
        {lastDate === null ? (
          <Text size="sm">None have been recorded for {contentType} yet.</Text>
        ) : (
          <>
            <Text size="sm">The last ones were counted on {lastDate}.</Text>
            <Button size="xs" variant="default" onClick={() => onShowFrom(lastDate)}>
              Show impressions from {lastDate}
            </Button>
          </>
        )}
        {onCreateKey && (
          <Text size="sm">
            Impressions arrive from the publisher’s sites, which send them with an API key to{' '}
            <Code>/api/stat-content-impression-service/record-impressions</Code>; a CSV file of daily counts
            can be loaded on the server with <Code>npm run import:impressions FILE.csv</Code>.{' '}
            <Anchor
              href="#api-keys"
              onClick={(event) => {
                event.preventDefault();
                onCreateKey();
              }}
            >
              Create an API key
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
