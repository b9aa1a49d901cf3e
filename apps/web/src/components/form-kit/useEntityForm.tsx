import { Stack, Text } from '@mantine/core';
import { bannerText, type CallPath, type FieldMessages, validate } from '@masthead/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/client.ts';
import { isGlobalError } from '../../api/globalErrors.ts';
import { hideBanner, showBanner } from '../banner.ts';
import { FieldMessageList } from '../form/FieldMessageList.tsx';
import { type Parsed, type Schema, useSchemaForm } from '../form/useSchemaForm.ts';
import { isDirty as hasChanges } from './dirty.ts';
import { freshFormState } from './freshForm.ts';
import { listHref } from './listQuery.ts';
import { type FormMode, isReadOnly as isReadOnlyMode, openingTab } from './modes.ts';
import { saveBannerId, savedItemState, showSavedBanner } from './savedItem.tsx';
import { errorCountByTab, firstTabWithError, type TabFields } from './tabErrors.ts';

/** How a form's values are checked and sent: a contract schema and the call that saves. */
export interface Submission<R> {
  schema: Schema;
  send: (data: unknown) => Promise<R>;
}

/** Pairs a schema with the call that takes what it parses; the types meet here and only here. */
export function submission<S extends Schema, R>({
  schema,
  send,
}: {
  schema: S;
  send: (data: Parsed<S>) => Promise<R>;
}): Submission<R> {
  return { schema, send: send as (data: unknown) => Promise<R> };
}

export interface FormTab extends TabFields {
  label: string;
  /** Renders the panel only while it is open, for a panel that loads something of its own (History). */
  isLazy?: boolean;
}

/** What every save answers: the saved item, with its id. */
interface SavedRow {
  id: number | string;
}

/** The submit button that saves and opens a fresh create form rather than the list. */
const addsAnotherAttribute = 'data-adds-another';
export const addsAnotherProps = { [addsAnotherAttribute]: true };
const isAddAnother = (event: FormEvent) =>
  (event.nativeEvent as SubmitEvent).submitter?.hasAttribute(addsAnotherAttribute) ?? false;

export interface EntityFormOptions<V extends Record<string, unknown>, R extends SavedRow> {
  mode: FormMode;
  /** The values the form opens with; keep the object stable (useMemo) while the form is open. */
  initialValues: V;
  submission: Submission<R>;
  /** The call's input from the values, e.g. adding the id being edited. */
  toInput?: (values: V) => unknown;
  tabs: readonly FormTab[];
  /** Field labels, for the failure banner's lines ('Email: is invalid'). */
  labels: Readonly<Record<string, string>>;
  listPath: string;
  texts: { notSaved: string; saved: string };
  /** Calls whose cached answers a save makes stale: the list, the item, its history. */
  invalidates: readonly CallPath[];
  /** Runs after a save and before the list opens, e.g. refreshing the signed-in user. */
  onSaved?: (saved: R) => void | Promise<void>;
}

/**
 * The controller of every entity form: values and errors (useSchemaForm), the contract check
 * before anything is sent, the save with its banners, the tab to open on errors, and whether
 * leaving would lose changes. `EntityForm` renders what it returns.
 */
export function useEntityForm<V extends Record<string, unknown>, R extends SavedRow>(
  options: EntityFormOptions<V, R>,
) {
  const { mode, initialValues, tabs, labels, listPath, texts, invalidates, onSaved } = options;
  const isReadOnly = isReadOnlyMode(mode);
  const canAddAnother = mode === 'new' || mode === 'clone';
  const form = useSchemaForm(initialValues, { disabled: isReadOnly });
  const openedOn = useLocation().state;
  const [activeTab, setActiveTab] = useState(() => openingTab(openedOn, tabs));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The save's failure and its success share one banner: a successful retry replaces the failure,
  // and the failure goes by itself once the user leaves the form (banner.ts).
  const bannerId = saveBannerId(listPath);
  const hasFieldTabs = tabs.filter((tab) => (tab.fields ?? []).length > 0).length > 1;

  const isDirty = !isReadOnly && hasChanges({ initial: initialValues, current: form.values });

  // The route blocker reads these when a navigation starts, after the render that set them.
  const hasSaved = useRef(false);
  const addsAnother = useRef(false);
  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);
  const shouldBlockLeaving = useCallback(() => isDirtyRef.current && !hasSaved.current, []);

  // A failure about fields alone goes once the user has fixed every one of them: it listed
  // 'Title: is required' beside a title typed back in. One the server said of the whole save
  // (a newer save by a colleague) stays until the next try.
  const isFieldsFailure = useRef(false);
  const hasFieldErrors = Object.keys(form.errors).length > 0;
  useEffect(() => {
    if (hasFieldErrors || !isFieldsFailure.current) return;
    isFieldsFailure.current = false;
    hideBanner(bannerId);
  }, [hasFieldErrors, bannerId]);

  const showProblems = ({ message, messages }: { message?: string; messages: FieldMessages }) => {
    isFieldsFailure.current = !message && Object.keys(messages).length > 0;
    form.showErrors(messages);
    const tab = firstTabWithError({ tabs, fields: Object.keys(messages) });
    if (tab) setActiveTab(tab);
    showBanner({
      id: bannerId,
      kind: 'error',
      title: texts.notSaved,
      message: (
        <Stack gap={4}>
          <FieldMessageList message={message} messages={messages} labels={labels} />
          {hasFieldTabs && Object.keys(messages).length > 0 && (
            <Text size="sm">{bannerText.checkAllTabs}</Text>
          )}
        </Stack>
      ),
    });
  };

  const save = useMutation<R, Error, unknown>({
    mutationFn: (data) => options.submission.send(data),
    onSuccess: async (saved) => {
      // Marked stale, not fetched now: each list or item loads afresh when it is shown next.
      await Promise.all(
        invalidates.map((path) => queryClient.invalidateQueries({ queryKey: [path], refetchType: 'none' })),
      );
      await onSaved?.(saved);
      hasSaved.current = true;
      const item = { id: String(saved.id), title: texts.saved };
      showSavedBanner({ listPath, saved: item, navigate });
      // 'Save and add another': a fresh create form in place of this one, Back still leading to the list.
      if (addsAnother.current) navigate(`${listPath}/new`, { replace: true, state: freshFormState() });
      // Back to the list as the user left it (its filter, sort and page size), on the page holding the item.
      else navigate(listHref(listPath), { state: savedItemState(item) });
    },
    onError: (error) => {
      if (isGlobalError(error)) return;
      showProblems({ message: error.message, messages: isApiError(error) ? error.messages : {} });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isReadOnly || save.isPending) return;
    addsAnother.current = canAddAnother && isAddAnother(event);
    const input = options.toInput ? options.toInput(form.values) : form.values;
    const result = validate(options.submission.schema, input);
    if (!result.ok) {
      showProblems({ messages: result.messages });
      return;
    }
    save.mutate(result.data);
  };

  return {
    mode,
    form,
    isReadOnly,
    isDirty,
    isSaving: save.isPending,
    canAddAnother,
    tabs,
    activeTab,
    setActiveTab,
    errorCounts: errorCountByTab({ tabs, errors: form.errors }),
    listPath,
    shouldBlockLeaving,
    handleSubmit,
  };
}

export type EntityFormController = ReturnType<typeof useEntityForm>;
