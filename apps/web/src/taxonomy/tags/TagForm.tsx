import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  access,
  bannerText,
  createTagInput,
  statuses,
  type Tag,
  tagLabels,
  tagLevels,
  updateTagInput,
} from '@masthead/contract';
import { useMemo } from 'react';
import { call } from '../../api/client.ts';
import { useCall } from '../../api/hooks.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  itemQueryOptions,
  submission,
  useEntityForm,
} from '../../components/form-kit/index.ts';
import { HistoryPanel, historyTab } from '../../history/HistoryPanel.tsx';
import { savedText, taxonomyPaths } from '../paths.ts';
import { LevelField } from '../shared/LevelField.tsx';
import { ViewEditButton } from '../shared/ViewEditButton.tsx';

type TagValues = { name: string; level: string[]; description: string; status: string };

const generalTab = { value: 'general', label: 'General', fields: ['name', 'level', 'description', 'status'] };
const titles: Record<FormMode, string> = {
  new: 'New tag',
  edit: 'Edit tag',
  view: 'View tag',
  clone: 'New tag',
};

/** /tags/new, /tags/view/:id, /tags/edit/:id */
export function TagForm({ mode, id }: FormRouteProps) {
  const tag = useCall('tag-service/get-tag', { id: id ?? 0 }, itemQueryOptions(mode));
  return (
    <FormLoader mode={mode} entity="Tag" listPath={taxonomyPaths.tags} item={tag} queries={{}}>
      {(loaded) => <TagFormBody mode={mode} tag={loaded.item} />}
    </FormLoader>
  );
}

function TagFormBody({ mode, tag }: { mode: FormMode; tag: Tag | null }) {
  const initialValues = useMemo<TagValues>(
    () =>
      tag
        ? { name: tag.name, level: tag.level, description: tag.description, status: tag.status }
        : { name: '', level: [], description: '', status: 'ACTIVE' },
    [tag],
  );
  const controller = useEntityForm<TagValues, Tag>({
    mode,
    initialValues,
    submission: tag
      ? submission({ schema: updateTagInput, send: (data) => call('tag-service/update-tag', data) })
      : submission({ schema: createTagInput, send: (data) => call('tag-service/create-tag', data) }),
    toInput: (values) => (tag ? { ...values, id: tag.id } : values),
    tabs: tag ? [generalTab, historyTab] : [generalTab],
    labels: tagLabels,
    listPath: taxonomyPaths.tags,
    texts: { notSaved: bannerText.tagNotSaved, saved: savedText.tag },
    invalidates: ['tag-service/get-tags', 'tag-service/get-tag', 'tag-service/get-tag-history'],
  });
  const { form } = controller;
  const general = (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={tagLabels.name} required withAsterisk={false} {...form.textProps('name')} />
        <NativeSelect label={tagLabels.status} data={statuses} {...form.selectProps('status')} />
      </SimpleGrid>
      <LevelField
        label={tagLabels.level}
        choices={tagLevels}
        value={form.values.level}
        onChange={(level) => form.setValue('level', level)}
        error={form.errors.level}
        disabled={controller.isReadOnly}
      />
      <Textarea label={tagLabels.description} autosize minRows={2} {...form.textProps('description')} />
    </Stack>
  );
  return (
    <EntityForm
      controller={controller}
      title={tag ? `${titles[mode]} ${tag.name}` : titles[mode]}
      panels={{
        general,
        history: tag && (
          <HistoryPanel path="tag-service/get-tag-history" id={tag.id} format={{ labels: tagLabels }} />
        ),
      }}
      actions={
        tag && (
          <ViewEditButton
            mode={mode}
            to={`${taxonomyPaths.tags}/edit/${tag.id}`}
            access={access.tags.update}
          />
        )
      }
    />
  );
}
