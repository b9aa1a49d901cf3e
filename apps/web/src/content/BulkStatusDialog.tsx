import { Button, Group, Modal, Text } from '@mantine/core';
import { contentMessage, type Status } from '@masthead/contract';

export interface BulkStatusQuestion {
  status: Status;
  count: number;
}

/**
 * "Set 25 items to INACTIVE?": asked before a status change of more than one item. Cancel has
 * focus first, so Enter pressed by habit changes nothing; Escape also cancels, and focus goes
 * back to the button that asked.
 */
export function BulkStatusDialog({
  question,
  isOpen,
  onCancel,
  onConfirm,
}: {
  question: BulkStatusQuestion;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: (status: Status) => void;
}) {
  const { title, message, confirm, cancel } = contentMessage.bulkStatusConfirm;
  const { status, count } = question;
  return (
    <Modal
      opened={isOpen}
      onClose={onCancel}
      title={title(status, count)}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{message(status, count)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancel}
        </Button>
        <Button onClick={() => onConfirm(status)}>{confirm(status, count)}</Button>
      </Group>
    </Modal>
  );
}
