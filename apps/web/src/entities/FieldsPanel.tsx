import { Box, SimpleGrid, Stack } from '@mantine/core';
import type { EntityField } from '@masthead/contract';
import { Fragment, type ReactNode } from 'react';
import { EntityFieldInput, type FieldInputProps } from './EntityFieldInput.tsx';
import { EntityFieldRead } from './EntityFieldRead.tsx';

/** Fields that take the page's width: the editor of a document, the permissions accordion. */
const isWide = (field: EntityField) => field.kind === 'richText' || field.kind === 'permissions';

/** Half a row unless the definition says otherwise; the wide kinds always take a row of their own. */
const isHalf = (field: EntityField) => !isWide(field) && (field.width ?? 'half') === 'half';

/** Runs of half-width fields side by side, each whole-width field on a row of its own, in order. */
function rowsOf(fields: readonly EntityField[]): EntityField[][] {
  const rows: EntityField[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (isHalf(field) && last?.[0] && isHalf(last[0])) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/**
 * A tab's fields: half-width ones two to a row on wide screens, whole-width ones below, all
 * kept to a readable width but the wide kinds; `before` and `after` frame them. View mode reads
 * each value in the place its input takes in edit mode.
 */
export function FieldsPanel({
  fields,
  input,
  before,
  after,
}: {
  fields: readonly EntityField[];
  input: (field: EntityField) => Omit<FieldInputProps, 'field'>;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const draw = (field: EntityField) => {
    const props = input(field);
    // A value the user may not change here reads as text in edit mode too, with why.
    const drawn =
      props.mode === 'view' || props.look.readOnly ? (
        <EntityFieldRead
          field={field}
          label={props.label}
          value={props.form.values[field.key] ?? ''}
          choices={props.choices}
          hint={props.look.hint}
        />
      ) : (
        <EntityFieldInput field={field} {...props} />
      );
    return <Fragment key={field.key}>{props.look.replacement ?? drawn}</Fragment>;
  };
  return (
    <Stack gap="sm">
      {before && <Box maw={720}>{before}</Box>}
      {rowsOf(fields).map((row) => {
        const [first] = row;
        if (!first) return null;
        if (isHalf(first))
          return (
            <SimpleGrid key={first.key} cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" maw={720}>
              {row.map(draw)}
            </SimpleGrid>
          );
        return (
          <Box key={first.key} maw={isWide(first) ? undefined : 720}>
            {draw(first)}
          </Box>
        );
      })}
      {after && (
        <Stack gap="sm" maw={720}>
          {after}
        </Stack>
      )}
    </Stack>
  );
}
