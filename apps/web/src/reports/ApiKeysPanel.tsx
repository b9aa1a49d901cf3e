import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ApiKey, apiKeyLabels, type CreatedApiKey, createApiKeyInput } from '@masthead/contract';
import { type FormEvent, type Ref, useMemo, useState } from 'react';
import { useCall, useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { type DataTableColumn, QueryTable } from '../components/DataTable/index.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';

const listPath = 'stat-content-impression-service/get-api-keys';

/** Mantine's light alerts colour their title too faintly for WCAG contrast; the text colour passes. */
export const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

/** A new key, shown once: the server keeps only its hash, so it cannot be shown again. */
function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <Alert color="green" title={`API key “${created.name}” created`} styles={readableTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Copy it now: it is shown only this once. Anyone holding it can record impressions.
        </Text>
        <Code block>{created.key}</Code>
        <Group gap="xs">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'green' : undefined}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            I have stored it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const [isConfirming, setConfirming] = useState(false);
  const revoke = useMutationCall('stat-content-impression-service/revoke-api-key', {
    invalidates: [listPath],
    onSuccess: () => {
      setConfirming(false);
      showBanner({ kind: 'success', title: `API key “${apiKey.name}” revoked` });
    },
    // As every confirming dialog does, it closes first, so the failure shows on the page.
    onError: (error) => {
      setConfirming(false);
      showBanner({ kind: 'error', title: 'API key not revoked', message: error.message });
    },
  });
  if (apiKey.revoked_datetime) return null;
  return (
    <>
      <Button size="compact-sm" variant="default" color="red" onClick={() => setConfirming(true)}>
        Revoke {apiKey.name}
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title="Revoke this API key?"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack>
          <Text>
            Sites sending “{apiKey.name}” will be refused from now on. This cannot be undone; a new key can be
            created instead.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate({ id: apiKey.id })}>
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * Keys for the publisher's sites to record impressions with: create (shown once), list, revoke.
 * `nameRef` lets the report's empty state take the user straight to the key's name.
 */
export function ApiKeysPanel({ nameRef }: { nameRef?: Ref<HTMLInputElement> }) {
  const keys = useCall(listPath);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useSchemaForm({ name: '' });
  const create = useMutationCall('stat-content-impression-service/create-api-key', {
    invalidates: [listPath],
    onSuccess: (key) => {
      setCreated(key);
      form.reset();
    },
    onError: (error) => {
      form.showErrors(error.messages);
      showBanner({ kind: 'error', title: 'API key not created', message: error.message });
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(createApiKeyInput);
    if (input) create.mutate(input);
  };
  const columns = useMemo<DataTableColumn<ApiKey>[]>(
    () => [
      { id: 'id', header: apiKeyLabels.id, kind: 'id' },
      { id: 'name', header: apiKeyLabels.name },
      { id: 'created_by', header: apiKeyLabels.created_by },
      { id: 'creation_datetime', header: apiKeyLabels.creation_datetime },
      { id: 'last_used_datetime', header: apiKeyLabels.last_used_datetime },
      {
        id: 'revoked_datetime',
        header: apiKeyLabels.revoked_datetime,
        accessor: (key) => key.revoked_datetime ?? 'Active',
      },
    ],
    [],
  );

  return (
    <Stack gap="sm" id="api-keys">
      <Title order={2}>API keys for recording impressions</Title>
      <Text size="sm">
        Sites send impressions to <Code>/api/stat-content-impression-service/record-impressions</Code> with
        the header <Code>Authorization: Bearer &lt;key&gt;</Code>.
      </Text>
      {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Group align="flex-end">
          <TextInput
            ref={nameRef}
            label="Key name"
            description="Which site will use it"
            required
            {...form.textProps('name')}
          />
          <Button type="submit" loading={create.isPending}>
            Create API key
          </Button>
        </Group>
      </form>
      <QueryTable
        query={keys}
        aria-label="API keys"
        data={keys.data}
        columns={columns}
        pageSize={10}
        paramPrefix="keys_"
        emptyText="No API keys yet."
        rowActions={(apiKey) => <RevokeButton apiKey={apiKey} />}
      />
    </Stack>
  );
}
