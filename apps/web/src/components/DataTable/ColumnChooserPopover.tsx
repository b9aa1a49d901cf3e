import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Arrival, useArrivedControl } from '../deferred/deferredControl.tsx';
import { ColumnsButton, columnsLabel } from './ColumnsButton.tsx';
import { hideColumn, moveColumn, showColumn } from './tableState.ts';

/** Declared beside the chooser that reads them all, so ColumnChooser.tsx imports this module alone. */
export interface ColumnChooserProps {
  /** Every column of the list, in its own order. */
  columns: readonly { id: string; header: string }[];
  /** The visible ones, in their order. */
  visibleIds: readonly string[];
  /** Whether the user has chosen columns other than the list's own. */
  isChanged: boolean;
  /**
   * Changes the visible columns. It is given the change, not its result: keys pressed faster than
   * the URL updates must each build on the one before.
   */
  onChange: (change: (visibleIds: readonly string[]) => string[]) => void;
  onReset: () => void;
  /** Names the button and the dialog: 'Columns of Users'. */
  tableName: string | undefined;
}

/** A shown column's two move buttons, in their order. */
const directions = [
  { direction: 'up', Icon: IconChevronUp },
  { direction: 'down', Icon: IconChevronDown },
] as const;

/** The move whose button should hold focus, and the order it was made from. */
type PendingFocus = { id: string; direction: 'up' | 'down'; from: readonly string[] } | null;

/**
 * Shows, hides and orders a table's columns: a checkbox per column and buttons that move it up or
 * down, all reachable by keyboard. The visible columns come first in their order, then the hidden
 * ones in the list's own order. The last visible column cannot be hidden.
 */
export function ColumnChooserPopover(props: ColumnChooserProps & { arrival: Arrival }) {
  const { columns, visibleIds, isChanged, onChange, onReset, tableName, arrival } = props;
  const control = useArrivedControl(arrival);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [pendingFocus, setPendingFocus] = useState<PendingFocus>(null);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = [
    ...visibleIds.flatMap((id) => byId.get(id) ?? []),
    ...columns.filter((column) => !visibleIds.includes(column.id)),
  ];
  const allIds = columns.map((column) => column.id);

  // A moved row is rendered again elsewhere; focus follows the button that moved it, or its
  // other button once it reaches the end and the pressed one is disabled. The new order arrives
  // with the URL, a render later, so the move is done once the order differs from its start.
  useEffect(() => {
    if (!pendingFocus) return;
    const { id, direction, from } = pendingFocus;
    const pressed = buttons.current.get(`${id}:${direction}`);
    const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    if (from !== visibleIds) setPendingFocus(null);
  }, [pendingFocus, visibleIds]);

  const handleToggle = (id: string, isShown: boolean) =>
    onChange((visible) => (isShown ? showColumn(visible, id, allIds) : hideColumn(visible, id)));
  const handleMove = (id: string, direction: 'up' | 'down') => {
    onChange((visible) => moveColumn(visible, id, direction === 'up' ? -1 : 1));
    setPendingFocus({ id, direction, from: visibleIds });
  };
  const label = columnsLabel(tableName);

  return (
    <Popover {...control.popover} position="bottom-end" shadow="md">
      <Popover.Target>
        <ColumnsButton {...control.popoverTarget} label={label} aria-expanded={control.isOpen} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <Stack gap="xs" miw={260}>
          <Text size="sm" fw={700}>
            Show and order columns
          </Text>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {ordered.map((column) => {
              const position = visibleIds.indexOf(column.id);
              const isShown = position >= 0;
              const isLastShown = isShown && visibleIds.length === 1;
              return (
                <Group component="li" key={column.id} justify="space-between" gap="xs" wrap="nowrap">
                  <Checkbox
                    label={column.header}
                    checked={isShown}
                    disabled={isLastShown}
                    title={isLastShown ? 'At least one column stays visible' : undefined}
                    onChange={(event) => handleToggle(column.id, event.currentTarget.checked)}
                    data-autofocus={position === 0 || undefined}
                  />
                  {isShown && (
                    <Group gap={2} wrap="nowrap">
                      {directions.map(({ direction, Icon }) => {
                        const key = `${column.id}:${direction}`;
                        const isAtEnd = position === (direction === 'up' ? 0 : visibleIds.length - 1);
                        return (
                          <ActionIcon
                            key={direction}
                            ref={(node) => {
                              if (node) buttons.current.set(key, node);
                              else buttons.current.delete(key);
                            }}
                            variant="subtle"
                            color="gray"
                            size="sm"
                            aria-label={`Move ${column.header} ${direction}`}
                            disabled={isAtEnd}
                            onClick={() => handleMove(column.id, direction)}
                          >
                            <Icon size={14} aria-hidden="true" />
                          </ActionIcon>
                        );
                      })}
                    </Group>
                  )}
                </Group>
              );
            })}
          </Stack>
          {isChanged && (
            <Button variant="subtle" size="compact-sm" onClick={onReset}>
              Show the list's own columns
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
