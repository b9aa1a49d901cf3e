import { ActionIcon, Button, Group, List, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import type { FieldProps } from '../../components/form/fieldProps.ts';

/**
 * An ordered list of texts (a recipe's ingredients and instructions, a game's guide URLs):
 * typed into one input and added with Enter or the Add button, never empty (content spec
 * section 4); each item can be moved up or down and removed.
 */
export function TextListField({
  itemName,
  ...field
}: FieldProps<string[]> & {
  /** One item in words, for its buttons: 'ingredient' → 'Remove ingredient 2'. */
  itemName: string;
}) {
  const { label, name, value, onChange, error, disabled, required } = field;
  const [draft, setDraft] = useState('');
  const [hint, setHint] = useState<string | undefined>();
  const listId = useId();

  const handleAdd = () => {
    const item = draft.trim();
    if (item === '') {
      setHint(`Type the ${itemName} first; an empty one cannot be added.`);
      return;
    }
    onChange([...value, item]);
    setDraft('');
    setHint(undefined);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item; it must not submit the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };
  const remove = (index: number) => onChange(value.filter((_, position) => position !== index));

  return (
    <FieldGroup label={label} error={error} required={required}>
      {value.length > 0 ? (
        <List type="ordered" id={listId} spacing={4} mt={4} mb="xs">
          {value.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their position is what they are
            <List.Item key={index}>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {item}
                </Text>
                {!disabled && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Move ${itemName} ${index + 1} up`}
                      title={`Move ${itemName} ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <IconArrowUp size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Move ${itemName} ${index + 1} down`}
                      title={`Move ${itemName} ${index + 1} down`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <IconArrowDown size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={`Remove ${itemName} ${index + 1}`}
                      title={`Remove ${itemName} ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <IconX size={16} aria-hidden="true" />
                    </ActionIcon>
                  </>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed" mt={4} mb="xs">
          No {itemName}s yet.
        </Text>
      )}
      {!disabled && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            name={name}
            label={`New ${itemName}`}
            value={draft}
            error={hint}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setHint(undefined);
            }}
            onKeyDown={handleKeyDown}
            style={{ flex: 1 }}
          />
          <Button
            variant="light"
            mt={25}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={handleAdd}
          >
            Add {itemName}
          </Button>
        </Group>
      )}
    </FieldGroup>
  );
}
