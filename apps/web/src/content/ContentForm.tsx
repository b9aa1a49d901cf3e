import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  access,
  allFields,
  type ContentChoices,
  type ContentField,
  type ContentItem,
  type ContentTypeDefinition,
  contentMessage,
  createContentInput,
  isFieldRelevant,
  updateContentInput,
} from '@masthead/contract';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  type FormTab,
  itemQueryOptions,
  submission,
  tabState,
  useEntityForm,
} from '../components/form-kit/index.ts';
import { HistoryPanel, historyTab } from '../history/HistoryPanel.tsx';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { useContentDelete } from '../trash/useContentDelete.tsx';
import { pathsOf, typeNameOf } from './contentPaths.ts';
import { type ContentFormValues, contentLabels, contentSave, initialContentValues } from './contentValues.ts';
import { ContentFieldInput, type WidgetProps } from './fields/ContentFieldInput.tsx';
import { ContentFieldRead } from './fields/ContentFieldRead.tsx';
import { projectsFor } from './fields/options.ts';
import { sendContentSave } from './fields/sendContentSave.ts';
import { useUploadProgress } from './fields/UploadProgress.tsx';

/** /{type route}/new, /view/:id, /edit/:id for any content type. */
export function ContentForm({
  definition,
  mode,
  id,
}: FormRouteProps & { definition: ContentTypeDefinition }) {
  const item = useCall(pathsOf(definition).get, { id: id ?? 0 }, itemQueryOptions(mode));
  // On entry the form loads what it offers: projects, and the tags and categories of the type's levels.
  const choices = useCall('content-service/get-content-choices', { type: typeNameOf(definition) });
  return (
    <FormLoader
      mode={mode}
      entity={definition.label}
      listPath={definition.route}
      item={item}
      queries={{ choices }}
    >
      {(loaded) => (
        <ContentFormBody definition={definition} mode={mode} item={loaded.item} choices={loaded.choices} />
      )}
    </FormLoader>
  );
}

const titleOf = ({
  mode,
  definition,
  item,
}: {
  mode: FormMode;
  definition: ContentTypeDefinition;
  item: ContentItem | null;
}) => {
  const name = definition.label.toLowerCase();
  if (mode === 'new' || !item) return `New ${name}`;
  return `${mode === 'view' ? 'View' : 'Edit'} ${name} ${item.title}`;
};

function ContentFormBody({
  definition,
  mode,
  item,
  choices,
}: {
  definition: ContentTypeDefinition;
  mode: FormMode;
  item: ContentItem | null;
  choices: ContentChoices;
}) {
  const fields = useMemo(() => allFields(definition), [definition]);
  const labels = useMemo(() => contentLabels(definition), [definition]);
  const tabs = useMemo(
    () => tabsOf({ definition, fields, hasHistory: item !== null }),
    [definition, fields, item],
  );
  const initialValues = useMemo(
    () => initialContentValues({ definition, mode, item }),
    [definition, mode, item],
  );
  const schema = useMemo(
    () => (item ? updateContentInput(definition) : createContentInput(definition)),
    [definition, item],
  );
  // The files chosen for this save travel beside the checked input, as parts of their own.
  const chosenFiles = useRef<Record<string, File>>({});
  const paths = pathsOf(definition);
  const upload = useUploadProgress();

  const controller = useEntityForm<ContentFormValues, ContentItem>({
    mode,
    initialValues,
    submission: submission({
      schema,
      send: (input) =>
        upload.track((onProgress) =>
          sendContentSave({
            definition,
            path: item ? paths.update : paths.create,
            input,
            files: chosenFiles.current,
            onProgress,
          }),
        ),
    }),
    toInput: (values) => {
      const save = contentSave({ definition, values, item });
      chosenFiles.current = save.files;
      return save.input;
    },
    tabs,
    labels,
    listPath: definition.route,
    texts: {
      notSaved: contentMessage.notSaved(definition.label),
      saved: contentMessage.saved(definition.label),
    },
    invalidates: [
      paths.list,
      paths.get,
      'content-service/get-content-history',
      'dashboard-service/get-content-counts',
    ],
  });
  const { form } = controller;
  const remover = useContentDelete(definition);

  const offered = useMemo(
    () => ({ ...choices, projects: projectsFor(choices.projects, definition) }),
    [choices, definition],
  );
  const panelOf = (tab: ContentField['tab']) => (
    <FieldsPanel
      fields={fields.filter((field) => field.tab === tab && isFieldRelevant(field, form.values))}
      widget={{
        values: form.values,
        errors: form.errors,
        setValue: form.setValue,
        disabled: controller.isReadOnly,
        choices: offered,
        media: item?.media ?? noMedia,
      }}
      initialValues={initialValues}
    />
  );

  return (
    <EntityForm
      controller={controller}
      title={titleOf({ mode, definition, item })}
      hasRequiredFields={fields.some((field) => field.required)}
      panels={{
        general: panelOf('general'),
        type: panelOf('type'),
        history: item && <HistoryPanel path="content-service/get-content-history" id={item.id} />,
      }}
      actions={
        // While files are sent, their progress stands beside Submit in place of Edit and Delete.
        upload.bar ??
        (item && mode !== 'clone' && (
          <Group gap="sm">
            {mode === 'view' && (
              <PermissionGate access={access.contents.update} label="Edit">
                <Button
                  component={Link}
                  to={`${definition.route}/edit/${item.id}`}
                  state={tabState(controller.activeTab)}
                  variant="light"
                >
                  Edit
                </Button>
              </PermissionGate>
            )}
            <PermissionGate access={access.contents.update} label="Delete">
              <Button
                variant="default"
                color="red"
                onClick={() =>
                  remover.ask({ id: item.id, title: item.title, update_datetime: item.update_datetime })
                }
              >
                Delete
              </Button>
            </PermissionGate>
            {remover.dialog}
          </Group>
        ))
      }
    />
  );
}

const noMedia: ContentItem['media'] = {};

function tabsOf({
  definition,
  fields,
  hasHistory,
}: {
  definition: ContentTypeDefinition;
  fields: readonly ContentField[];
  hasHistory: boolean;
}): FormTab[] {
  const keysOf = (tab: ContentField['tab']) =>
    fields.filter((field) => field.tab === tab).map((field) => field.key);
  return [
    { value: 'general', label: 'General Options', fields: keysOf('general') },
    { value: 'type', label: definition.tabLabel, fields: keysOf('type') },
    ...(hasHistory ? [historyTab] : []),
  ];
}

/**
 * A tab's fields in definition order; files, of which a type has many, two to a row. View mode
 * reads each value in the place its widget takes in edit mode.
 */
function FieldsPanel({
  fields,
  widget,
  initialValues,
}: {
  fields: readonly ContentField[];
  widget: Omit<WidgetProps, 'field' | 'value' | 'original'>;
  initialValues: ContentFormValues;
}) {
  const render = (field: ContentField) =>
    widget.disabled ? (
      <ContentFieldRead
        key={field.key}
        field={field}
        value={widget.values[field.key]}
        media={widget.media}
        choices={widget.choices}
      />
    ) : (
      <ContentFieldInput
        key={field.key}
        field={field}
        value={widget.values[field.key]}
        original={initialValues[field.key]}
        {...widget}
      />
    );
  const files = fields.filter((field) => field.kind === 'file');
  return (
    <Stack gap="md" maw={960}>
      {fields.filter((field) => field.kind !== 'file').map(render)}
      {files.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          {files.map(render)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
