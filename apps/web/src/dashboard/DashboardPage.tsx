import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** / until the dashboard's count cards land. */
export function DashboardPage() {
  useDocumentTitle('Dashboard · Masthead');
  return <Title order={1}>Dashboard</Title>;
}
