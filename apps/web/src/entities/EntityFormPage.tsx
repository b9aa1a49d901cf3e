import {
  type CallPath,
  type EntityDefinition,
  type EntityField,
  type EntityRow,
  entityInputs,
  isFieldShown,
  tabOf,
} from '@masthead/contract';
import { useMemo } from 'react';
import { call } from '../api/client.ts';
import { useCall } from '../api/hooks.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  type FormTab,
  itemQueryOptions,
  type LoadQuery,
  submission,
  useEntityForm,
} from '../components/form-kit/index.ts';
import { HistoryPanel, type HistoryPath, historyTab } from '../history/HistoryPanel.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import type { ChoiceQueries, EntityChoices, EntityFormParts, ItemParts } from './entityParts.ts';
import {
  dependentsOf,
  type EntityFormValues,
  emptyValue,
  entityInput,
  fieldOf,
  initialEntityValues,
  newEntityValues,
} from './entityValues.ts';
import { FieldsPanel } from './FieldsPanel.tsx';
import { ViewEditButton } from './ViewEditButton.tsx';

const noChoices = (): ChoiceQueries => ({});
const noItemParts = (): ItemParts<EntityRow> => ({});

const nameOf = (definition: EntityDefinition, item: EntityRow) => String(fieldOf(item, definition.nameField));

/**
 * /{route}/new, /view/:id, /edit/:id of any entity, made from its definition: one input per
 * field kind on its tab, History where the entity keeps one, Edit and Delete where it may;
 * `parts` adds what one entity has of its own.
 */
export function EntityFormPage<Row extends EntityRow>({
  definition,
  parts = {},
  mode,
  id,
}: FormRouteProps & { definition: EntityDefinition; parts?: EntityFormParts<Row> }) {
  const item = useCall(
    definition.calls.get as 'tag-service/get-tag',
    { id: id ?? 0 },
    itemQueryOptions(mode),
  ) as LoadQuery<unknown>;
  const useChoices = parts.useChoices ?? noChoices;
  const choices = useChoices();
  return (
    <FormLoader
      mode={mode}
      entity={definition.label}
      listPath={definition.route}
      item={item as LoadQuery<Row>}
      queries={choices as Record<string, LoadQuery<unknown>>}
    >
      {({ item: loaded, ...offered }) => (
        <EntityFormBody
          definition={definition}
          parts={parts}
          mode={mode}
          item={loaded}
          choices={offered as EntityChoices}
        />
      )}
    </FormLoader>
  );
}

function EntityFormBody<Row extends EntityRow>({
  definition,
  parts,
  mode,
  item,
  choices,
}: {
  definition: EntityDefinition;
  parts: EntityFormParts<Row>;
  mode: FormMode;
  item: Row | null;
  choices: EntityChoices;
}) {
  const { calls, titles } = definition;
  const useItemParts = parts.useItemParts ?? noItemParts;
  const opened = useItemParts({ mode, item });
  const initialValues = useMemo(
    () => initialEntityValues({ definition, item, defaults: parts.defaults }),
    [definition, item, parts.defaults],
  );
  const newValues = useMemo(() => newEntityValues(definition, parts.defaults), [definition, parts.defaults]);
  const clone = mode === 'clone' ? parts.clone : undefined;
  const hasHistory = Boolean(calls.history && item && mode !== 'clone');
  const fieldKeys = (tab: string) =>
    definition.fields.filter((field) => tabOf(field) === tab).map((field) => field.key);
  const tabs: FormTab[] = [
    { value: 'general', label: 'General', fields: fieldKeys('general') },
    ...(definition.tabs ?? []).map((tab) => ({ ...tab, fields: fieldKeys(tab.value) })),
    ...(hasHistory ? [historyTab] : []),
    ...(opened.tabs ?? []).map(({ tab }) => tab),
  ];
  const send = (path: string) => (data: unknown) =>
    // The definition chooses the path; the schema beside it checks the input.
    call(path as never, data as never) as Promise<Row>;
  const inputs = entityInputs(definition);

  const controller = useEntityForm<EntityFormValues, Row>({
    mode,
    initialValues,
    submission:
      clone?.submission ??
      (item
        ? submission({ schema: inputs.update, send: send(calls.update) })
        : submission({ schema: inputs.create, send: send(calls.create) })),
    toInput: (values) => entityInput({ definition, values, item, mode }),
    tabs,
    labels: definition.labels,
    listPath: definition.route,
    texts: { notSaved: definition.texts.notSaved, saved: clone?.saved ?? definition.texts.saved },
    invalidates: [calls.list, calls.get, calls.history, ...(parts.invalidatesAlso ?? [])].filter(
      (path): path is CallPath => path !== undefined,
    ),
    onSaved: opened.onSaved,
  });
  const { form } = controller;

  // A new value of a field starts afresh the fields shown only with it (a legal document's lists).
  const setField = (key: string) => (value: string | string[]) => {
    form.setValue(key, value);
    for (const dependent of dependentsOf(definition, key))
      form.setValue(dependent.key, emptyValue(dependent));
  };
  const input = (field: EntityField) => ({
    label: definition.labels[field.key] ?? field.key,
    form,
    mode,
    onChange: setField(field.key),
    choices,
    look: opened.look?.(field.key) ?? {},
    asksForChoice: newValues[field.key] === '',
  });
  const fieldsOf = (tab: string) =>
    definition.fields.filter((field) => tabOf(field) === tab && isFieldShown(field, form.values));

  const heading =
    mode === 'new' ? titles.new : mode === 'clone' ? (clone?.title ?? titles.new) : titles[mode];
  return (
    <EntityForm
      controller={controller}
      title={item ? `${heading} ${nameOf(definition, item)}` : heading}
      hasRequiredFields={definition.fields.some((field) => field.required)}
      panels={{
        general: (
          <FieldsPanel
            fields={fieldsOf('general')}
            input={input}
            before={opened.before}
            after={opened.after}
          />
        ),
        ...Object.fromEntries(
          (definition.tabs ?? []).map((tab) => [
            tab.value,
            <FieldsPanel key={tab.value} fields={fieldsOf(tab.value)} input={input} />,
          ]),
        ),
        history: hasHistory && item && <HistoryPanel path={calls.history as HistoryPath} id={item.id} />,
        ...Object.fromEntries((opened.tabs ?? []).map(({ tab, panel }) => [tab.value, panel])),
      }}
      actions={
        item &&
        mode !== 'clone' && (
          <>
            <ViewEditButton
              mode={mode}
              to={`${definition.route}/edit/${item.id}`}
              tab={controller.activeTab}
              access={definition.access.update}
              isAllowed={opened.canEdit ?? true}
            />
            {calls.delete && (
              <DeleteButton definition={definition} id={item.id} name={nameOf(definition, item)} />
            )}
            {opened.actions}
          </>
        )
      }
    />
  );
}
