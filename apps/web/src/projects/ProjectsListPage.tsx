import { Alert, Button, Group, Pill, Text } from '@mantine/core';
import { projectEntity } from '@masthead/contract';
import { useSearchParams } from 'react-router';
import { EntityListPage } from '../entities/EntityListPage.tsx';
import { parseContentType, projectsListInput } from './projectValues.ts';

/** A projects view keeps the content type it is filtered by. */
const projectViewParams = ['type'];

/** /projects, optionally ?type={content type} as the dashboard's cards link to it. */
export function ProjectsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type = parseContentType(typeParam);

  // The table's page belongs to the old set of rows.
  const handleClearType = () =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete('type');
      next.delete('page');
      return next;
    });

  const filter = type && (
    <Group gap="xs">
      <Text size="sm">Filtered by</Text>
      <Pill
        size="md"
        withRemoveButton
        onRemove={handleClearType}
        // Mantine hides the remove button from keyboards and screen readers; this one is the way out.
        removeButtonProps={{
          'aria-label': 'Remove the content type filter',
          'aria-hidden': false,
          tabIndex: 0,
        }}
      >
        Content type: {type}
      </Pill>
    </Group>
  );
  const unknownType = typeParam !== null && !type && (
    <Alert color="yellow" title="Unknown content type">
      <Group gap="xs">
        <Text size="sm">
          There is no content type “{typeParam}”, so the filter is ignored and all projects are shown.
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={handleClearType}>
          Clear it from the address
        </Button>
      </Group>
    </Alert>
  );

  return (
    <EntityListPage
      definition={projectEntity}
      listInput={projectsListInput(searchParams)}
      title={type ? `Projects: ${type}` : projectEntity.pluralLabel}
      notice={filter || unknownType}
      exportFilter={type ? { project_type: type } : undefined}
      emptyText={type ? `No projects of content type ${type} yet.` : undefined}
      screenParams={projectViewParams}
      modes={['view', 'edit', 'clone']}
    />
  );
}
