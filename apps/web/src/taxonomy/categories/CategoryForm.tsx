import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  access,
  bannerText,
  type Category,
  categoryLabels,
  categoryLevels,
  createCategoryInput,
  statuses,
  updateCategoryInput,
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

type CategoryValues = { name: string; level: string[]; status: string };

const generalTab = { value: 'general', label: 'General', fields: ['name', 'level', 'status'] };
const titles: Record<FormMode, string> = {
  new: 'New category',
  edit: 'Edit category',
  view: 'View category',
  clone: 'New category',
};

/** /categories/new, /categories/view/:id, /categories/edit/:id */
export function CategoryForm({ mode, id }: FormRouteProps) {
  const category = useCall('category-service/get-category', { id: id ?? 0 }, itemQueryOptions(mode));
  return (
    <FormLoader
      mode={mode}
      entity="Category"
      listPath={taxonomyPaths.categories}
      item={category}
      queries={{}}
    >
      {(loaded) => <CategoryFormBody mode={mode} category={loaded.item} />}
    </FormLoader>
  );
}

function CategoryFormBody({ mode, category }: { mode: FormMode; category: Category | null }) {
  const initialValues = useMemo<CategoryValues>(
    () =>
      category
        ? { name: category.name, level: category.level, status: category.status }
        : { name: '', level: [], status: 'ACTIVE' },
    [category],
  );
  const controller = useEntityForm<CategoryValues, Category>({
    mode,
    initialValues,
    submission: category
      ? submission({
          schema: updateCategoryInput,
          send: (data) => call('category-service/update-category', data),
        })
      : submission({
          schema: createCategoryInput,
          send: (data) => call('category-service/create-category', data),
        }),
    toInput: (values) => (category ? { ...values, id: category.id } : values),
    tabs: category ? [generalTab, historyTab] : [generalTab],
    labels: categoryLabels,
    listPath: taxonomyPaths.categories,
    texts: { notSaved: bannerText.categoryNotSaved, saved: savedText.category },
    invalidates: [
      'category-service/get-categories',
      'category-service/get-category',
      'category-service/get-category-history',
    ],
  });
  const { form } = controller;
  const general = (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={categoryLabels.name}
          description="Letters, spaces, & and /; e.g. Fun & Entertainment"
          required
          withAsterisk={false}
          {...form.textProps('name')}
        />
        <NativeSelect label={categoryLabels.status} data={statuses} {...form.selectProps('status')} />
      </SimpleGrid>
      <LevelField
        label={categoryLabels.level}
        choices={categoryLevels}
        value={form.values.level}
        onChange={(level) => form.setValue('level', level)}
        error={form.errors.level}
        disabled={controller.isReadOnly}
        required
      />
    </Stack>
  );
  return (
    <EntityForm
      controller={controller}
      title={category ? `${titles[mode]} ${category.name}` : titles[mode]}
      panels={{
        general,
        history: category && (
          <HistoryPanel
            path="category-service/get-category-history"
            id={category.id}
            format={{ labels: categoryLabels }}
          />
        ),
      }}
      actions={
        category && (
          <ViewEditButton
            mode={mode}
            to={`${taxonomyPaths.categories}/edit/${category.id}`}
            access={access.categories.update}
          />
        )
      }
    />
  );
}
