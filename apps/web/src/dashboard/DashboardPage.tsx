import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { access } from '@masthead/contract';
import { useAuth, useLoggedUser } from '../auth/authContext.ts';
import { ProjectCountsSection } from './ProjectCountsSection.tsx';

/**
 * / : the count cards the user may see. The Content section (content spec section 2, shown
 * with access.dashboard.contents) goes above Projects when the content areas land; until then a
 * user without the Projects section is welcomed instead.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard · Masthead');
  const { can } = useAuth();
  const user = useLoggedUser();
  const showsProjects = can(access.dashboard.projects);
  const hasAnySection = showsProjects;

  if (!hasAnySection) {
    return (
      <Stack gap="xs">
        <Title order={1}>Welcome, {user.first_name}</Title>
        <Text>Use the menu to get to the areas your permissions open for you.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      {showsProjects && <ProjectCountsSection />}
    </Stack>
  );
}
