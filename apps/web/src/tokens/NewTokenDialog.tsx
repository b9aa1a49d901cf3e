import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { CreatedApiToken } from '@masthead/contract';

/** The secret of a new token, shown this once: the server keeps only its hash. */
export function NewTokenDialog({ created, onDone }: { created: CreatedApiToken | null; onDone: () => void }) {
  return (
    <Modal
      opened={created !== null}
      onClose={onDone}
      title={created ? `API token “${created.name}” created` : ''}
      // The secret is gone once this closes: only "I have stored it" closes it, never a stray
      // click beside it or Escape.
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      centered
    >
      {created && (
        <Stack gap="sm">
          <Text fw={700}>Copy it now. You will not see it again.</Text>
          <Text size="sm">
            Anyone holding it can act as you with its {created.permissions.length} permissions until{' '}
            {created.expiry_datetime} UTC. Send it as the header{' '}
            <Code>Authorization: Bearer &lt;token&gt;</Code>.
          </Text>
          <Code block aria-label="New API token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {created.token}
          </Code>
          <Group gap="xs" justify="flex-end">
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button data-autofocus onClick={copy} color={copied ? 'green.9' : undefined}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onDone}>
              I have stored it
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
