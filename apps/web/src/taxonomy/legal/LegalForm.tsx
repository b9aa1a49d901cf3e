import {
  Group,
  MultiSelect,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  access,
  bannerText,
  createLegalTemplateInput,
  type LegalProjectChoice,
  type LegalTemplate,
  legalLabels,
  legalLevels,
  legalTypes,
  projectContentTypes,
  updateLegalTemplateInput,
} from '@masthead/contract';
import { useMemo } from 'react';
import { call } from '../../api/client.ts';
import { useCall } from '../../api/hooks.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  type FormTab,
  itemQueryOptions,
  submission,
  useEntityForm,
} from '../../components/form-kit/index.ts';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor.tsx';
import { savedText, taxonomyPaths } from '../paths.ts';
import { ViewEditButton } from '../shared/ViewEditButton.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';

type LegalValues = {
  title: string;
  type: string;
  level: string;
  content: string;
  content_types: string[];
  /** Project ids as the multi-select holds them: text. */
  projects: string[];
  comment: string;
};

const generalTab: FormTab = {
  value: 'general',
  label: 'General',
  fields: ['title', 'type', 'level', 'content', 'content_types', 'projects', 'comment'],
};
const versionsTab: FormTab = { value: 'versions', label: 'Versions', isLazy: true };
const titles: Record<FormMode, string> = {
  new: 'New legal document',
  edit: 'Edit legal document',
  view: 'View legal document',
  clone: 'New legal document',
};
const typeChoices = [{ value: '', label: 'Choose a type' }, ...legalTypes];
const levelText = { GLOBAL: 'Global', PROJECT: 'Project', CONTENT_TYPE: 'Content type' } as const;

/** /legal-docs/new, /legal-docs/view/:id, /legal-docs/edit/:id */
export function LegalForm({ mode, id }: FormRouteProps) {
  const legal = useCall('legal-template-service/get-template', { id: id ?? 0 }, itemQueryOptions(mode));
  const projects = useCall('legal-template-service/get-project-choices');
  return (
    <FormLoader
      mode={mode}
      entity="Legal document"
      listPath={taxonomyPaths.legal}
      item={legal}
      queries={{ projects }}
    >
      {(loaded) => <LegalFormBody mode={mode} legal={loaded.item} projects={loaded.projects} />}
    </FormLoader>
  );
}

function LegalFormBody({
  mode,
  legal,
  projects,
}: {
  mode: FormMode;
  legal: LegalTemplate | null;
  projects: LegalProjectChoice[];
}) {
  const initialValues = useMemo<LegalValues>(
    () =>
      legal
        ? {
            title: legal.title,
            type: legal.type,
            level: legal.level,
            content: legal.content,
            content_types: legal.content_types,
            projects: legal.projects.map(String),
            comment: legal.comment,
          }
        : { title: '', type: '', level: 'GLOBAL', content: '', content_types: [], projects: [], comment: '' },
    [legal],
  );
  const projectChoices = useMemo(
    () =>
      projects.map((project) => ({
        value: String(project.id),
        label: `${project.name} (${project.content_type})`,
      })),
    [projects],
  );
  const controller = useEntityForm<LegalValues, LegalTemplate>({
    mode,
    initialValues,
    submission: legal
      ? submission({
          schema: updateLegalTemplateInput,
          send: (data) => call('legal-template-service/update-template', data),
        })
      : submission({
          schema: createLegalTemplateInput,
          send: (data) => call('legal-template-service/create-template', data),
        }),
    // The version this form opened: a newer one saved meanwhile makes the server refuse (409).
    toInput: ({ projects: ids, ...values }) => ({
      ...values,
      projects: ids.map(Number),
      ...(legal ? { id: legal.id, version: legal.version } : {}),
    }),
    tabs: legal ? [generalTab, versionsTab] : [generalTab],
    labels: legalLabels,
    listPath: taxonomyPaths.legal,
    texts: { notSaved: bannerText.legalNotSaved, saved: savedText.legal },
    invalidates: [
      'legal-template-service/get-current-templates',
      'legal-template-service/get-template',
      'legal-template-service/get-template-versions',
    ],
  });
  const { form, isReadOnly } = controller;
  // A new level starts with nothing chosen for it (content spec section 4).
  const handleLevelChange = (level: string) => {
    form.setValue('level', level);
    form.setValue('content_types', []);
    form.setValue('projects', []);
  };

  const general = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" maw={720}>
        <TextInput label={legalLabels.title} required withAsterisk={false} {...form.textProps('title')} />
        <NativeSelect
          label={legalLabels.type}
          data={typeChoices}
          required
          withAsterisk={false}
          {...form.selectProps('type')}
        />
      </SimpleGrid>
      <Radio.Group
        label={legalLabels.level}
        value={form.values.level}
        onChange={handleLevelChange}
        error={form.errors.level}
        name="level"
      >
        <Group gap="lg" mt={6}>
          {legalLevels.map((level) => (
            <Radio key={level} value={level} label={levelText[level]} disabled={isReadOnly} />
          ))}
        </Group>
      </Radio.Group>
      {form.values.level === 'CONTENT_TYPE' && (
        <MultiSelect
          label={legalLabels.content_types}
          data={projectContentTypes}
          value={form.values.content_types}
          onChange={(value) => form.setValue('content_types', value)}
          error={form.errors.content_types}
          disabled={isReadOnly}
          searchable
          maw={720}
        />
      )}
      {form.values.level === 'PROJECT' && (
        <MultiSelect
          label={legalLabels.projects}
          data={projectChoices}
          value={form.values.projects}
          onChange={(value) => form.setValue('projects', value)}
          error={form.errors.projects}
          disabled={isReadOnly}
          searchable
          limit={50}
          maw={720}
        />
      )}
      <RichTextEditor
        label={legalLabels.content}
        name="content"
        value={form.values.content}
        onChange={(html) => form.setValue('content', html)}
        height={500}
        error={form.errors.content}
        disabled={isReadOnly}
        required
      />
      <Textarea label={legalLabels.comment} autosize minRows={2} maw={720} {...form.textProps('comment')} />
      {legal && (
        <Text size="sm" c="dimmed">
          Version {legal.version}, saved by {legal.author} on {legal.creation_datetime} UTC
        </Text>
      )}
    </Stack>
  );
  return (
    <EntityForm
      controller={controller}
      title={legal ? `${titles[mode]} ${legal.title}` : titles[mode]}
      panels={{ general, versions: legal && <VersionsPanel id={legal.id} /> }}
      actions={
        legal && (
          <ViewEditButton
            mode={mode}
            to={`${taxonomyPaths.legal}/edit/${legal.id}`}
            access={access.legal.manage}
          />
        )
      }
    />
  );
}
