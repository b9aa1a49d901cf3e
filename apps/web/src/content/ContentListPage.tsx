import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  access,
  type ContentTypeDefinition,
  type ContentTypeName,
  contentViewList,
} from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { QueryTable, RowAction, RowLinks, useListMode } from '../components/DataTable/index.ts';
import { useListQueryMemory, useSavedRow } from '../components/form-kit/index.ts';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { useContentDelete } from '../trash/useContentDelete.tsx';
import { SavedViews } from '../views/SavedViews.tsx';
import { BulkStatusToolbar } from './BulkStatusToolbar.tsx';
import { contentColumns } from './contentColumns.ts';
import { pathsOf } from './contentPaths.ts';
import { useRelatedRows } from './useRelatedRows.ts';

/** The list of one content type (/games, /recipes, …): every type's list is this one screen. */
export function ContentListPage({ definition }: { definition: ContentTypeDefinition }) {
  useDocumentTitle(`${definition.pluralLabel} · Masthead`);
  useListQueryMemory(definition.route);
  const savedRow = useSavedRow(definition.route);
  const { can } = useAuth();
  const exportList = { list: `content/${definition.type as ContentTypeName}` } as const;
  // A list too long to hold in the tab is paged by the server; a shorter one loads whole, as ever.
  const { mode, probe } = useListMode(exportList);
  const items = useCall(pathsOf(definition).list, undefined, { enabled: mode === 'whole' });
  const canView = can(access.contents.view);
  const canEdit = can(access.contents.update);
  const screens = (['view', 'edit'] as const).filter((screen) => (screen === 'view' ? canView : canEdit));
  const itemName = definition.label.toLowerCase();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const remover = useContentDelete(definition);
  const related = useRelatedRows(definition, items.data, contentColumns(definition), mode === 'whole');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={1}>{definition.pluralLabel}</Title>
          <SavedViews list={contentViewList(definition.type)} />
        </Group>
        <PermissionGate access={access.contents.create} label={`Add new ${itemName}`}>
          <Button
            component={Link}
            to={`${definition.route}/new`}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Add new {itemName}
          </Button>
        </PermissionGate>
      </Group>
      <QueryTable
        // Until the server has said how the list loads, the question is what may fail.
        query={mode ? items : probe}
        aria-label={definition.pluralLabel}
        {...savedRow}
        data={related.rows}
        columns={related.columns}
        emptyText={`No ${definition.pluralLabel.toLowerCase()} yet.`}
        exportList={exportList}
        serverList={mode === 'paged' ? exportList : undefined}
        selection={
          canEdit
            ? { selected, onChange: setSelected, rowLabel: (row) => String(row.title ?? row.id) }
            : undefined
        }
        toolbar={
          canEdit && (
            <BulkStatusToolbar
              definition={definition}
              selected={selected}
              onDone={() => setSelected(new Set())}
            />
          )
        }
        rowActions={
          canView || canEdit
            ? (row) => {
                const name = String(row.title ?? row.id);
                return (
                  <>
                    <RowLinks listPath={definition.route} id={row.id} name={name} screens={screens} />
                    {canEdit && (
                      <RowAction
                        icon="delete"
                        label={`Delete ${name}`}
                        onClick={() =>
                          remover.ask({
                            id: row.id,
                            title: name,
                            update_datetime: String(row.update_datetime ?? ''),
                          })
                        }
                      />
                    )}
                  </>
                );
              }
            : undefined
        }
      />
      {remover.dialog}
    </Stack>
  );
}
