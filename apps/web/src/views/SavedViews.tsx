import { Button, Group, NativeSelect } from '@mantine/core';
import { type SavedView, type ViewListKey, type ViewState, viewLists, viewMessage } from '@masthead/contract';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCall, useMutationCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';
import { deferredControl } from '../components/deferred/deferredControl.tsx';
import { LazyPart } from '../components/lazy/LazyPart.tsx';
import { ViewOptionsButton } from './ViewOptionsButton.tsx';
import { savingView, showViewDone, showViewNotSaved } from './viewBanners.ts';
import { readViewState, viewParam, viewStateKey, writeViewState } from './viewUrl.ts';

interface SavedViewsProps {
  list: ViewListKey;
  /** The DataTable's `paramPrefix`. */
  paramPrefix?: string;
  /** The screen's own parameters a view keeps too (the projects list's `type`). */
  screenParams?: readonly string[];
}

// The dialogs and the view's menu load when first wanted: a list's first load carries none of them.
const ViewDialog = lazy(() => import('./ViewDialog.tsx').then((module) => ({ default: module.ViewDialog })));
const DeleteViewDialog = lazy(() =>
  import('./ViewOptions.tsx').then((module) => ({ default: module.DeleteViewDialog })),
);
const ViewOptionsMenu = deferredControl(() =>
  import('./ViewOptions.tsx').then((module) => module.ViewOptionsMenu),
);

const standardState: ViewState = {
  sort: null,
  filters: {},
  search: '',
  columns: null,
  pageSize: null,
  params: {},
};
const standardKey = viewStateKey(standardState);
const standard = 'standard';
const unsaved = 'unsaved';

/**
 * The views of a list, offered beside its title: choosing one opens its state in the URL, so the
 * address still reproduces what is shown. The list's own views and those shared by others are
 * grouped; the one the list was opened from is marked "changed" once its state is edited, and its
 * owner can save the changes into it, rename, share or delete it.
 */
export function SavedViews({ list, paramPrefix = '', screenParams = [] }: SavedViewsProps) {
  const { can } = useAuth();
  const mayUse = can(viewLists[list]);
  const views = useCall('view-service/get-views', { list }, { enabled: mayUse });
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<'create' | 'edit' | 'delete' | null>(null);
  // Kept once asked for, so the dialog's closing fades out and hands focus back.
  const [wasDeleteAsked, setWasDeleteAsked] = useState(false);
  const screenKey = screenParams.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names, not the array's identity, matter
  const place = useMemo(() => ({ prefix: paramPrefix, screenParams }), [paramPrefix, screenKey]);

  const current = readViewState(searchParams, place);
  const currentKey = viewStateKey(current);
  const all = views.data ?? [];
  const openedId = Number(searchParams.get(viewParam));
  // The view the list was opened from, else one that shows exactly this (a link without its id).
  const chosen =
    all.find((view) => view.id === openedId) ??
    all.find((view) => viewStateKey(view.state) === currentKey) ??
    null;
  const isChanged = chosen !== null && viewStateKey(chosen.state) !== currentKey;
  const groups = [
    { label: 'My views', views: all.filter((view) => view.is_mine) },
    { label: 'Shared by others', views: all.filter((view) => !view.is_mine) },
  ];

  const handleOpen = (view: SavedView | null) =>
    setSearchParams((params) => {
      const next = writeViewState(params, view?.state ?? standardState, place);
      if (view) next.set(viewParam, String(view.id));
      else next.delete(viewParam);
      return next;
    });
  const handleSaved = (view: SavedView) => {
    setDialog(null);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(viewParam, String(view.id));
        return next;
      },
      { replace: true },
    );
  };
  const saveChanges = useMutationCall(
    'view-service/update-view',
    savingView(viewMessage.updated, { onError: showViewNotSaved }),
  );
  const remove = useMutationCall('view-service/delete-view', {
    invalidates: ['view-service/get-views'],
    onError: (error) => showBanner({ kind: 'error', title: 'View not deleted', message: error.message }),
  });
  // The name is taken before the call: once the list reloads, the deleted view is no longer in it.
  const handleDelete = (view: SavedView) =>
    remove.mutate(
      { id: view.id },
      {
        onSuccess: () => {
          showViewDone(viewMessage.deleted(view.name));
          setDialog(null);
          handleOpen(null);
        },
      },
    );

  if (!mayUse) return null;

  const optionLabel = (view: SavedView) => {
    const marks = [
      view.is_mine && view.shared ? 'shared' : null,
      view === chosen && isChanged ? 'changed' : null,
    ];
    const suffix = marks.filter(Boolean).join(', ');
    const name = view.is_mine ? view.name : `${view.name} — ${view.owner_name}`;
    return suffix ? `${name} (${suffix})` : name;
  };
  // Save the list as shown under a new name, or rename and share the chosen view.
  const viewDialog =
    dialog === 'create'
      ? { mode: 'create' as const, state: current }
      : dialog === 'edit' && chosen
        ? { mode: 'edit' as const, view: chosen }
        : null;
  const value = chosen ? String(chosen.id) : currentKey === standardKey ? standard : unsaved;

  return (
    // On a phone a long view name takes the row, and the buttons go to the next line rather than off the screen.
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label="View"
        size="sm"
        styles={inlineLabel}
        value={value}
        disabled={views.isPending}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          handleOpen(all.find((view) => String(view.id) === picked) ?? null);
        }}
      >
        <option value={standard}>Standard view</option>
        {value === unsaved && (
          <option value={unsaved} disabled>
            Unsaved view
          </option>
        )}
        {groups.map(
          ({ label, views: group }) =>
            group.length > 0 && (
              <optgroup key={label} label={label}>
                {group.map((view) => (
                  <option key={view.id} value={view.id}>
                    {optionLabel(view)}
                  </option>
                ))}
              </optgroup>
            ),
        )}
      </NativeSelect>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
        onClick={() => setDialog('create')}
      >
        Save view…
      </Button>
      {chosen?.is_mine && (
        <ViewOptionsMenu
          view={chosen}
          canSaveChanges={isChanged && !saveChanges.isPending}
          onSaveChanges={() => saveChanges.mutate({ id: chosen.id, state: current })}
          onEdit={() => setDialog('edit')}
          onDelete={() => {
            setWasDeleteAsked(true);
            setDialog('delete');
          }}
          standIn={(standIn) => <ViewOptionsButton name={chosen.name} {...standIn} />}
        />
      )}
      <LazyPart>
        {viewDialog && (
          <ViewDialog
            key={viewDialog.mode}
            {...viewDialog}
            list={list}
            onClose={() => setDialog(null)}
            onSaved={handleSaved}
          />
        )}
      </LazyPart>
      {wasDeleteAsked && (
        <LazyPart>
          <DeleteViewDialog
            view={chosen}
            opened={dialog === 'delete' && chosen !== null}
            isDeleting={remove.isPending}
            onCancel={() => setDialog(null)}
            onDelete={handleDelete}
          />
        </LazyPart>
      )}
    </Group>
  );
}

const inlineLabel = {
  root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' },
} as const;
