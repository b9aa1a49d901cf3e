import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { contentTypes } from '@masthead/contract';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { LoadFailure } from '../components/form-kit/LoadFailure.tsx';
import { contentCountCards } from './contentCards.ts';
import { cardHeight, gridColumns } from './ProjectCountsSection.tsx';

/** The dashboard's Content section: the number of items of each type, each a link to its list. */
export function ContentCountsSection() {
  // Counts load each time the dashboard opens (content spec section 2).
  const counts = useCall('dashboard-service/get-content-counts', undefined, { staleTime: 0 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-content">
      <Title order={2} id="dashboard-content">
        Content
      </Title>
      {counts.error && <LoadFailure error={counts.error} onRetry={() => counts.refetch()} />}
      {counts.data ? (
        <SimpleGrid cols={gridColumns} spacing="sm">
          {contentCountCards(counts.data).map((card) => (
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
            <VisuallyHidden role="status">Loading content counts</VisuallyHidden>
            <SimpleGrid cols={gridColumns} spacing="sm" aria-hidden="true">
              {contentTypes.map((definition) => (
                <Skeleton key={definition.type} height={cardHeight} radius="md" />
              ))}
            </SimpleGrid>
          </>
        )
      )}
    </Stack>
  );
}
