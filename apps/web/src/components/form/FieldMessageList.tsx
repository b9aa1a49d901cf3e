import { List } from '@mantine/core';
import type { FieldMessages } from '@masthead/contract';
import { messageLabel } from './messageLabel.ts';

/**
 * A failure banner's body: the global message, then the first message of every field under
 * its label ("New password: should contain at least 8 characters…").
 */
export function FieldMessageList({
  message,
  messages,
  labels,
}: {
  message?: string;
  messages: FieldMessages;
  labels: Record<string, string>;
}) {
  const fieldLines = Object.entries(messages).flatMap(([field, list]) =>
    list[0] === undefined ? [] : [`${messageLabel(field, labels)}: ${list[0]}`],
  );
  const isFieldMessage = Object.values(messages).some(
    (list) => message !== undefined && list.includes(message),
  );
  const lines = message && !isFieldMessage ? [message, ...fieldLines] : fieldLines;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
