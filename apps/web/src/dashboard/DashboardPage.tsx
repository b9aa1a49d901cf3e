import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { access } from '@masthead/contract';
import { useAuth, useLoggedUser } from '../auth/authContext.ts';
import { CountsSection, type CountsSectionDefinition } from './CountsSection.tsx';
import { contentCountCards } from './contentCards.ts';
import { projectCountCards } from './projectCards.ts';

/** The number of items of each content type, each card a link to its list. */
const contentCounts: CountsSectionDefinition = {
  title: 'Content',
  loadingLabel: 'Loading content counts',
  call: 'dashboard-service/get-content-counts',
  toCards: contentCountCards,
};

/** The number of projects of each type, each card a link to that list of projects. */
const projectCounts: CountsSectionDefinition = {
  title: 'Projects',
  loadingLabel: 'Loading project counts',
  call: 'dashboard-service/get-project-counts',
  toCards: projectCountCards,
};

/**
 * / : the count cards the user may see: Content above Projects (content spec section 2), each
 * only with its permission. A user with neither section is welcomed instead.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard · Masthead');
  const { can } = useAuth();
  const user = useLoggedUser();
  const showsProjects = can(access.dashboard.projects);
  const showsContent = can(access.dashboard.contents);
  const hasAnySection = showsProjects || showsContent;

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
      {showsContent && <CountsSection {...contentCounts} />}
      {showsProjects && <CountsSection {...projectCounts} />}
    </Stack>
  );
}
