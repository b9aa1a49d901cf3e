import { Alert, Button, Group, Pill, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { access, projectColumns } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { tableColumns } from '../components/DataTable/export/tableColumns.ts';
import { DataTable, RowAction } from '../components/DataTable/index.ts';
import { LoadFailure, useListQueryMemory } from '../components/form-kit/index.ts';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { SavedViews } from '../views/SavedViews.tsx';
import { projectsListPath } from './paths.ts';
import { parseContentType, projectsListInput } from './projectValues.ts';

const columns = tableColumns(projectColumns);

/** A projects view keeps the content type it is filtered by. */
const projectViewParams = ['type'];

/** /projects, optionally ?type={content type} as the dashboard's cards link to it. */
export function ProjectsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type = parseContentType(typeParam);
  const title = type ? `Projects: ${type}` : 'Projects';
  useDocumentTitle(`${title} · Masthead`);
  useListQueryMemory(projectsListPath);
  const { can } = useAuth();
  const projects = useCall('project-service/get-all-projects', projectsListInput(searchParams));
  const canView = can(access.projects.view);
  const canEdit = can(access.projects.update);
  const canCreate = can(access.projects.create);

  // The table's page belongs to the old set of rows.
  const handleClearType = () =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete('type');
      next.delete('page');
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={1}>{title}</Title>
          <SavedViews list="projects" screenParams={projectViewParams} />
        </Group>
        <PermissionGate access={access.projects.create} label="Add new project">
          <Button
            component={Link}
            to={`${projectsListPath}/new`}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Add new project
          </Button>
        </PermissionGate>
      </Group>
      {type && (
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
      )}
      {typeParam !== null && !type && (
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
      )}
      {projects.error && <LoadFailure error={projects.error} onRetry={() => projects.refetch()} />}
      <DataTable
        aria-label="Projects"
        data={projects.data}
        columns={columns}
        exportList={type ? { list: 'projects', project_type: type } : { list: 'projects' }}
        isLoading={projects.isFetching}
        pageSize={20}
        emptyText={type ? `No projects of content type ${type} yet.` : 'No projects yet.'}
        rowActions={
          canView || canEdit || canCreate
            ? (project) => (
                <>
                  {canView && (
                    <RowAction
                      icon="view"
                      label={`View ${project.name}`}
                      to={`${projectsListPath}/view/${project.id}`}
                    />
                  )}
                  {canEdit && (
                    <RowAction
                      icon="edit"
                      label={`Edit ${project.name}`}
                      to={`${projectsListPath}/edit/${project.id}`}
                    />
                  )}
                  {canCreate && (
                    <RowAction
                      icon="clone"
                      label={`Copy ${project.name}`}
                      to={`${projectsListPath}/clone/${project.id}`}
                    />
                  )}
                </>
              )
            : undefined
        }
      />
    </Stack>
  );
}
