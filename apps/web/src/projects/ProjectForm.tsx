import { Button, Code, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  access,
  bannerText,
  cloneProjectInput,
  createProjectInput,
  type Project,
  projectContentTypes,
  projectEntity,
  projectLabels,
  statuses,
  updateProjectInput,
  yesNo,
} from '@masthead/contract';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { call } from '../api/client.ts';
import { useCall } from '../api/hooks.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  type FormTab,
  itemQueryOptions,
  submission,
  useEntityForm,
} from '../components/form-kit/index.ts';
import { NumberOnlyInput } from '../components/NumberOnlyInput.tsx';
import { HistoryPanel, historyTab } from '../history/HistoryPanel.tsx';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { projectsListPath } from './paths.ts';
import { hasConfig, initialProjectValues, type ProjectValues } from './projectValues.ts';

/** Every field the contract's project rules name sits on the one General tab. */
const generalTab: FormTab = {
  value: 'general',
  label: 'General',
  fields: projectEntity.fields.map((field) => field.key),
};

/** /projects/new, /projects/view/:id, /projects/edit/:id, /projects/clone/:id */
export function ProjectForm({ mode, id }: FormRouteProps) {
  const project = useCall('project-service/get-project', { id: id ?? 0 }, itemQueryOptions(mode));
  return (
    <FormLoader mode={mode} entity="Project" listPath={projectsListPath} item={project} queries={{}}>
      {(loaded) => <ProjectFormBody mode={mode} project={loaded.item} />}
    </FormLoader>
  );
}

const titles: Record<FormMode, string> = {
  new: 'New project',
  edit: 'Edit project',
  view: 'View project',
  clone: 'Clone project',
};

/** Each mode saves through its own call; a clone names its source by id. */
function submissionFor({ mode, project }: { mode: FormMode; project: Project | null }) {
  if (mode === 'clone') {
    return submission({
      schema: cloneProjectInput,
      send: (data) => call('project-service/clone-project', data),
    });
  }
  if (project) {
    return submission({
      schema: updateProjectInput,
      send: (data) => call('project-service/update-project', data),
    });
  }
  return submission({
    schema: createProjectInput,
    send: (data) => call('project-service/create-project', data),
  });
}

function ProjectFormBody({ mode, project }: { mode: FormMode; project: Project | null }) {
  const configId = useId();
  const initialValues = useMemo(() => initialProjectValues({ mode, project }), [mode, project]);
  const hasHistory = mode === 'edit' || mode === 'view';
  const controller = useEntityForm<ProjectValues, Project>({
    mode,
    initialValues,
    submission: submissionFor({ mode, project }),
    // An edit names the version it loaded, so a colleague's save in between is not overwritten.
    toInput: (values) => {
      if (!project) return values;
      return mode === 'edit'
        ? { ...values, id: project.id, update_datetime: project.update_datetime }
        : { ...values, id: project.id };
    },
    tabs: hasHistory ? [generalTab, historyTab] : [generalTab],
    labels: projectLabels,
    listPath: projectsListPath,
    texts: {
      notSaved: bannerText.projectNotSaved,
      saved: mode === 'clone' ? bannerText.projectCloned : bannerText.projectSaved,
    },
    invalidates: [
      'project-service/get-all-projects',
      'project-service/get-project',
      'project-service/get-project-history',
      'dashboard-service/get-project-counts',
    ],
  });
  const { form } = controller;
  const isTypeLocked = mode === 'clone';
  const title = project ? `${titles[mode]} ${project.name}` : titles[mode];

  const general = (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberOnlyInput
          label={projectLabels.factor_id}
          required
          withAsterisk={false}
          {...form.textProps('factor_id')}
          onChange={(value) => form.setValue('factor_id', value)}
        />
        <TextInput label={projectLabels.name} required withAsterisk={false} {...form.textProps('name')} />
        <TextInput
          label={projectLabels.legal_name}
          required
          withAsterisk={false}
          {...form.textProps('legal_name')}
        />
        <TextInput
          label={projectLabels.tld}
          description="Lowercase letters without the dot, e.g. com"
          required
          withAsterisk={false}
          {...form.textProps('tld')}
        />
        <NativeSelect
          label={projectLabels.content_type}
          data={projectContentTypes}
          description={isTypeLocked ? 'A copy keeps the content type of its source.' : undefined}
          required
          withAsterisk={false}
          {...form.selectProps('content_type')}
          disabled={controller.isReadOnly || isTypeLocked}
        />
        <NativeSelect
          label={projectLabels.status}
          data={statuses}
          required
          withAsterisk={false}
          {...form.selectProps('status')}
        />
        <NativeSelect
          label={projectLabels.supports_https}
          data={yesNo}
          required
          withAsterisk={false}
          {...form.selectProps('supports_https')}
        />
        <NativeSelect
          label={projectLabels.http_locked}
          data={yesNo}
          required
          withAsterisk={false}
          {...form.selectProps('http_locked')}
        />
      </SimpleGrid>
      {(mode === 'edit' || mode === 'view') && hasConfig(project) && (
        <Stack gap={4}>
          <Text id={configId} fw={500} size="sm">
            {projectLabels.config}
          </Text>
          <Text size="xs" c="dimmed">
            Kept by the server as it is; this form does not change it.
          </Text>
          <Code block aria-labelledby={configId}>
            {JSON.stringify(project.config, null, 2)}
          </Code>
        </Stack>
      )}
    </Stack>
  );

  return (
    <EntityForm
      controller={controller}
      title={title}
      panels={{
        general,
        history: project && <HistoryPanel path="project-service/get-project-history" id={project.id} />,
      }}
      actions={
        mode === 'view' &&
        project && (
          <PermissionGate access={access.projects.update} label="Edit">
            <Button component={Link} to={`${projectsListPath}/edit/${project.id}`} variant="light">
              Edit
            </Button>
          </PermissionGate>
        )
      }
    />
  );
}
