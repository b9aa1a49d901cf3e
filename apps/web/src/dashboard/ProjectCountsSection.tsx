import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { dashboardProjectTypes } from '@masthead/contract';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { LoadFailure } from '../components/form-kit/LoadFailure.tsx';
import { projectCountCards } from './projectCards.ts';

/** Five columns on a wide screen (content spec section 2), fewer as it narrows. */
export const gridColumns = { base: 2, xs: 3, sm: 4, lg: 5 };
export const cardHeight = 88;

/** The dashboard's Projects section: the number of projects of each type, each a link to that list. */
export function ProjectCountsSection() {
  // Counts load each time the dashboard opens (content spec section 2).
  const counts = useCall('dashboard-service/get-project-counts', undefined, { staleTime: 0 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-projects">
      <Title order={2} id="dashboard-projects">
        Projects
      </Title>
      {counts.error && <LoadFailure error={counts.error} onRetry={() => counts.refetch()} />}
      {counts.data ? (
        <SimpleGrid cols={gridColumns} spacing="sm">
          {projectCountCards(counts.data).map((card) => (
            <Card key={card.type} component={Link} to={card.href} withBorder padding="sm" mih={cardHeight}>
              {/* The name is read from what is shown, so speech and sight agree: 'game 3 projects'. */}
              <Text size="sm" c="dimmed">
                {card.type}
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
            <VisuallyHidden role="status">Loading project counts</VisuallyHidden>
            <SimpleGrid cols={gridColumns} spacing="sm" aria-hidden="true">
              {dashboardProjectTypes.map((type) => (
                <Skeleton key={type} height={cardHeight} radius="md" />
              ))}
            </SimpleGrid>
          </>
        )
      )}
    </Stack>
  );
}
