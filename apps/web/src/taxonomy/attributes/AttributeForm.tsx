import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type Attribute,
  access,
  attributeLabels,
  createAttributeInput,
  updateAttributeInput,
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
import { ViewEditButton } from '../shared/ViewEditButton.tsx';

type AttributeValues = { name: string; level: string; description: string };

const generalTab = { value: 'general', label: 'General', fields: ['name', 'level', 'description'] };
const titles: Record<FormMode, string> = {
  new: 'New attribute',
  edit: 'Edit attribute',
  view: 'View attribute',
  clone: 'New attribute',
};
/** The spec names no banner for attributes; this one reads like the category's. */
const attributeNotSaved = 'Attribute not saved.';

/** /attributes/new, /attributes/view/:id, /attributes/edit/:id */
export function AttributeForm({ mode, id }: FormRouteProps) {
  const attribute = useCall('attribute-service/get-attribute', { id: id ?? 0 }, itemQueryOptions(mode));
  return (
    <FormLoader
      mode={mode}
      entity="Attribute"
      listPath={taxonomyPaths.attributes}
      item={attribute}
      queries={{}}
    >
      {(loaded) => <AttributeFormBody mode={mode} attribute={loaded.item} />}
    </FormLoader>
  );
}

function AttributeFormBody({ mode, attribute }: { mode: FormMode; attribute: Attribute | null }) {
  const initialValues = useMemo<AttributeValues>(
    () =>
      attribute
        ? { name: attribute.name, level: attribute.level, description: attribute.description }
        : { name: '', level: '', description: '' },
    [attribute],
  );
  const controller = useEntityForm<AttributeValues, Attribute>({
    mode,
    initialValues,
    submission: attribute
      ? submission({
          schema: updateAttributeInput,
          send: (data) => call('attribute-service/update-attribute', data),
        })
      : submission({
          schema: createAttributeInput,
          send: (data) => call('attribute-service/create-attribute', data),
        }),
    toInput: (values) => (attribute ? { ...values, id: attribute.id } : values),
    tabs: attribute ? [generalTab, historyTab] : [generalTab],
    labels: attributeLabels,
    listPath: taxonomyPaths.attributes,
    texts: { notSaved: attributeNotSaved, saved: savedText.attribute },
    invalidates: [
      'attribute-service/get-attributes',
      'attribute-service/get-attribute',
      'attribute-service/get-attribute-history',
    ],
  });
  const { form } = controller;
  const general = (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={attributeLabels.name}
          description="Small letters and dots; e.g. attribute.hot"
          required
          withAsterisk={false}
          {...form.textProps('name')}
        />
        <TextInput label={attributeLabels.level} required withAsterisk={false} {...form.textProps('level')} />
      </SimpleGrid>
      <Textarea label={attributeLabels.description} autosize minRows={2} {...form.textProps('description')} />
    </Stack>
  );
  return (
    <EntityForm
      controller={controller}
      title={attribute ? `${titles[mode]} ${attribute.name}` : titles[mode]}
      panels={{
        general,
        history: attribute && (
          <HistoryPanel
            path="attribute-service/get-attribute-history"
            id={attribute.id}
            format={{ labels: attributeLabels }}
          />
        ),
      }}
      actions={
        attribute && (
          <ViewEditButton
            mode={mode}
            to={`${taxonomyPaths.attributes}/edit/${attribute.id}`}
            access={access.categories.update}
          />
        )
      }
    />
  );
}
