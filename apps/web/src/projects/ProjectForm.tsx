import { Code, Stack, Text } from '@mantine/core';
import {
  bannerText,
  cloneProjectInput,
  newProjectDefaults,
  type Project,
  projectEntity,
  projectLabels,
} from '@masthead/contract';
import { useId } from 'react';
import { call } from '../api/client.ts';
import { type FormMode, type FormRouteProps, submission } from '../components/form-kit/index.ts';
import { EntityFormPage } from '../entities/EntityFormPage.tsx';
import type { EntityFormParts, ItemParts } from '../entities/entityParts.ts';
import { hasConfig } from './projectValues.ts';

/** The config the server keeps; the spec keeps it out of the form, so it is only shown. */
function ProjectConfig({ project }: { project: Project }) {
  const configId = useId();
  return (
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
  );
}

/** A copy keeps its source's content type; an opened project shows its config. */
const projectItemParts = ({ mode, item }: { mode: FormMode; item: Project | null }): ItemParts<Project> => ({
  look: (key) =>
    mode === 'clone' && key === 'content_type'
      ? { readOnly: true, hint: 'A copy keeps the content type of its source.' }
      : undefined,
  after: (mode === 'edit' || mode === 'view') && hasConfig(item) && <ProjectConfig project={item} />,
});

const projectParts: EntityFormParts<Project> = {
  defaults: newProjectDefaults,
  // A clone names its source by id and is saved through a call of its own.
  clone: {
    title: 'Clone project',
    saved: bannerText.projectCloned,
    submission: submission({
      schema: cloneProjectInput,
      send: (data) => call('project-service/clone-project', data),
    }),
  },
  invalidatesAlso: ['dashboard-service/get-project-counts'],
  useItemParts: projectItemParts,
};

/** /projects/new, /projects/view/:id, /projects/edit/:id, /projects/clone/:id */
export function ProjectForm(props: FormRouteProps) {
  return <EntityFormPage definition={projectEntity} parts={projectParts} {...props} />;
}
