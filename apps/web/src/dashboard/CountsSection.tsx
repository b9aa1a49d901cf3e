import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { LoadFailure } from '../components/form-kit/LoadFailure.tsx';

/** A count card: its name, the number, and the list it links to. */
export interface CountCard {
  type: string;
  /** What the card shows as its name: 'Games', 'game'. */
  title: string;
  count: number;
  href: string;
  /** Said after the count to screen readers, so the card reads 'Games 3 items'. */
  unit: string;
}

/** A section of the dashboard's count cards: Content or Projects. */
export interface CountsSectionDefinition {
  /** Its heading: 'Content'. */
  title: string;
  /** Said while its counts load: 'Loading content counts'. */
  loadingLabel: string;
  call: 'dashboard-service/get-content-counts' | 'dashboard-service/get-project-counts';
  /** The cards of the counts, a card for each type the counts leave out too. */
  toCards: (counts: Partial<Record<string, number>>) => CountCard[];
}

/** Five columns on a wide screen (content spec section 2), fewer as it narrows. */
const gridColumns = { base: 2, xs: 3, sm: 4, lg: 5 };
const cardHeight = 88;

/** A dashboard section: the number of items of each type, each card a link to its list. */
export function CountsSection({ title, loadingLabel, call, toCards }: CountsSectionDefinition) {
  // Counts load each time the dashboard opens (content spec section 2).
  const counts = useCall(call, undefined, { staleTime: 0 });
  const headingId = `dashboard-${title.toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {counts.error && <LoadFailure error={counts.error} onRetry={() => counts.refetch()} />}
      {counts.data ? (
        <SimpleGrid cols={gridColumns} spacing="sm">
          {toCards(counts.data).map((card) => (
            <Card key={card.type} component={Link} to={card.href} withBorder padding="sm" mih={cardHeight}>
              {/* The name is read from what is shown, so speech and sight agree: 'Games 3 items'. */}
              <Text size="sm" c="dimmed">
                {card.title}
              </Text>
              <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {card.count}
                <VisuallyHidden> {card.unit}</VisuallyHidden>
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        !counts.error && (
          <>
            <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
            <SimpleGrid cols={gridColumns} spacing="sm" aria-hidden="true">
              {/* A placeholder for each card the counts will show. */}
              {toCards({}).map((card) => (
                <Skeleton key={card.type} height={cardHeight} radius="md" />
              ))}
            </SimpleGrid>
          </>
        )
      )}
    </Stack>
  );
}
