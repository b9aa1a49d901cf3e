import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type Access, type CallPath, statuses } from '@masthead/contract';
import { type ReactNode, useMemo } from 'react';
import { call } from '../../api/client.ts';
import { useCall } from '../../api/hooks.ts';
import type { Schema } from '../../components/form/useSchemaForm.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  itemQueryOptions,
  type LoadQuery,
  submission,
  useEntityForm,
} from '../../components/form-kit/index.ts';
import { HistoryPanel, type HistoryPath, historyTab } from '../../history/HistoryPanel.tsx';
import { type DeletableEntity, DeleteButton } from './DeleteButton.tsx';
import { LevelField } from './LevelField.tsx';
import { ViewEditButton } from './ViewEditButton.tsx';

/** A field of the General tab: a line of text, a longer text, the status, or levels to tick. */
export type SimpleField =
  | { key: string; kind: 'text'; description?: string; required?: boolean }
  | { key: string; kind: 'textarea' }
  | { key: string; kind: 'status' }
  | { key: string; kind: 'levels'; choices: readonly string[]; required?: boolean };

/**
 * Everything that differs between the forms of tags, categories, attributes and allowed IPs;
 * `simpleEntityForm` makes the route's form from it, so the four are laid out and behave alike.
 */
/** What every entity of these forms answers: its id, and the version an edit is made over. */
type SavedItem = { id: number; update_datetime: string };

export interface SimpleEntityDefinition<Item extends SavedItem, Values extends Record<string, unknown>> {
  /** 'Tag': names the item on the 'not found' screen. */
  entity: string;
  /** The heading per mode; an opened item's name follows it. */
  titles: Record<FormMode, string>;
  listPath: string;
  calls: { get: CallPath; create: CallPath; update: CallPath; history: HistoryPath; list: CallPath };
  schemas: { create: Schema; update: Schema };
  labels: Readonly<Record<string, string>>;
  texts: { notSaved: string; saved: string };
  /** Who gets the Edit button in view mode. */
  editAccess: Access;
  /** Side by side on wide screens, then full width below. */
  fields: { paired: readonly SimpleField[]; below?: readonly SimpleField[] };
  empty: Values;
  valuesOf: (item: Item) => Values;
  nameOf: (item: Item) => string;
  /** Shown under the fields of an opened item. */
  footer?: (item: Item) => ReactNode;
  /** Offers Delete on an opened item, to whoever may delete it. */
  deletable?: Omit<DeletableEntity, 'listPath'>;
}

export function simpleEntityForm<Item extends SavedItem, Values extends Record<string, unknown>>(
  definition: SimpleEntityDefinition<Item, Values>,
) {
  const { calls } = definition;
  const allFields = [...definition.fields.paired, ...(definition.fields.below ?? [])];
  const generalTab = { value: 'general', label: 'General', fields: allFields.map((field) => field.key) };

  function Body({ mode, item }: { mode: FormMode; item: Item | null }) {
    const initialValues = useMemo(() => (item ? definition.valuesOf(item) : definition.empty), [item]);
    // The call table types each path's input; these paths are chosen by the definition, so the
    // input is checked by the schema beside it instead.
    const send = (path: CallPath) => (data: unknown) => call(path as never, data as never) as Promise<Item>;
    const controller = useEntityForm<Values, Item>({
      mode,
      initialValues,
      submission: item
        ? submission({ schema: definition.schemas.update, send: send(calls.update) })
        : submission({ schema: definition.schemas.create, send: send(calls.create) }),
      // The loaded version goes with an edit, so a save over someone else's newer one is refused.
      toInput: (values) =>
        item ? { ...values, id: item.id, update_datetime: item.update_datetime } : values,
      tabs: item ? [generalTab, historyTab] : [generalTab],
      labels: definition.labels,
      listPath: definition.listPath,
      texts: definition.texts,
      invalidates: [calls.list, calls.get, calls.history],
    });
    const { form } = controller;
    const label = (key: string) => definition.labels[key] ?? key;
    const renderField = (field: SimpleField) => {
      switch (field.kind) {
        case 'text':
          return (
            <TextInput
              key={field.key}
              label={label(field.key)}
              description={field.description}
              required={field.required}
              withAsterisk={false}
              {...form.textProps(field.key)}
            />
          );
        case 'textarea':
          return (
            <Textarea
              key={field.key}
              label={label(field.key)}
              autosize
              minRows={2}
              {...form.textProps(field.key)}
            />
          );
        case 'status':
          return (
            <NativeSelect
              key={field.key}
              label={label(field.key)}
              data={statuses}
              {...form.selectProps(field.key)}
            />
          );
        case 'levels':
          return (
            <LevelField
              key={field.key}
              label={label(field.key)}
              choices={field.choices}
              value={form.values[field.key] as string[]}
              onChange={(levels) => form.setValue(field.key, levels as Values[string])}
              error={form.errors[field.key]}
              disabled={controller.isReadOnly}
              required={field.required}
            />
          );
      }
    };
    const general = (
      <Stack gap="sm" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {definition.fields.paired.map(renderField)}
        </SimpleGrid>
        {definition.fields.below?.map(renderField)}
        {item && definition.footer?.(item)}
      </Stack>
    );
    return (
      <EntityForm
        controller={controller}
        title={item ? `${definition.titles[mode]} ${definition.nameOf(item)}` : definition.titles[mode]}
        panels={{
          general,
          history: item && <HistoryPanel path={calls.history} id={item.id} />,
        }}
        actions={
          item && (
            <>
              <ViewEditButton
                mode={mode}
                to={`${definition.listPath}/edit/${item.id}`}
                access={definition.editAccess}
              />
              {definition.deletable && (
                <DeleteButton
                  entity={{ ...definition.deletable, listPath: definition.listPath }}
                  id={item.id}
                  name={definition.nameOf(item)}
                />
              )}
            </>
          )
        }
      />
    );
  }

  return function SimpleEntityForm({ mode, id }: FormRouteProps) {
    const item = useCall(calls.get as never, { id: id ?? 0 } as never, itemQueryOptions(mode) as never);
    return (
      <FormLoader
        mode={mode}
        entity={definition.entity}
        listPath={definition.listPath}
        item={item as LoadQuery<Item>}
        queries={{}}
      >
        {(loaded) => <Body mode={mode} item={loaded.item} />}
      </FormLoader>
    );
  };
}
