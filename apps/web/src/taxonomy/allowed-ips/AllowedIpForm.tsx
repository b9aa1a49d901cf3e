import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type AllowedIp,
  access,
  allowedIpLabels,
  bannerText,
  createAllowedIpInput,
  updateAllowedIpInput,
} from '@masthead/contract';
import { useMemo } from 'react';
import { call } from '../../api/client.ts';
import { useCall } from '../../api/hooks.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  itemQueryOptions,
  submission,
  useEntityForm,
} from '../../components/form-kit/index.ts';
import { HistoryPanel, historyTab } from '../../history/HistoryPanel.tsx';
import { savedText, taxonomyPaths } from '../paths.ts';
import { ViewEditButton } from '../shared/ViewEditButton.tsx';

type AllowedIpValues = { ip: string; description: string };

const generalTab = { value: 'general', label: 'General', fields: ['ip', 'description'] };
const titles: Record<FormMode, string> = { new: 'New IP', edit: 'Edit IP', view: 'View IP', clone: 'New IP' };

/** /allowed-ips/new, /allowed-ips/view/:id, /allowed-ips/edit/:id */
export function AllowedIpForm({ mode, id }: FormRouteProps) {
  const entry = useCall('allowed-ip-service/get-ip', { id: id ?? 0 }, itemQueryOptions(mode));
  return (
    <FormLoader mode={mode} entity="Allowed IP" listPath={taxonomyPaths.allowedIps} item={entry} queries={{}}>
      {(loaded) => <AllowedIpFormBody mode={mode} entry={loaded.item} />}
    </FormLoader>
  );
}

function AllowedIpFormBody({ mode, entry }: { mode: FormMode; entry: AllowedIp | null }) {
  const initialValues = useMemo<AllowedIpValues>(
    () => (entry ? { ip: entry.ip, description: entry.description } : { ip: '', description: '' }),
    [entry],
  );
  const controller = useEntityForm<AllowedIpValues, AllowedIp>({
    mode,
    initialValues,
    submission: entry
      ? submission({
          schema: updateAllowedIpInput,
          send: (data) => call('allowed-ip-service/update-ip', data),
        })
      : submission({
          schema: createAllowedIpInput,
          send: (data) => call('allowed-ip-service/create-ip', data),
        }),
    toInput: (values) => (entry ? { ...values, id: entry.id } : values),
    tabs: entry ? [generalTab, historyTab] : [generalTab],
    labels: allowedIpLabels,
    listPath: taxonomyPaths.allowedIps,
    texts: { notSaved: bannerText.ipNotAdded, saved: savedText.allowedIp },
    invalidates: [
      'allowed-ip-service/get-ips',
      'allowed-ip-service/get-ip',
      'allowed-ip-service/get-ip-history',
    ],
  });
  const { form } = controller;
  const general = (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={allowedIpLabels.ip}
          description="An IPv4 or IPv6 address, or a range with a mask, e.g. 10.0.0.0/23"
          required
          withAsterisk={false}
          {...form.textProps('ip')}
        />
        <TextInput
          label={allowedIpLabels.description}
          required
          withAsterisk={false}
          {...form.textProps('description')}
        />
      </SimpleGrid>
      {entry && (
        <Text size="sm" c="dimmed">
          Last saved by {entry.username} on {entry.update_datetime} UTC
        </Text>
      )}
    </Stack>
  );
  return (
    <EntityForm
      controller={controller}
      title={entry ? `${titles[mode]} ${entry.ip}` : titles[mode]}
      panels={{
        general,
        history: entry && (
          <HistoryPanel
            path="allowed-ip-service/get-ip-history"
            id={entry.id}
            format={{ labels: allowedIpLabels }}
          />
        ),
      }}
      actions={
        entry && (
          <ViewEditButton
            mode={mode}
            to={`${taxonomyPaths.allowedIps}/edit/${entry.id}`}
            access={access.allowedIps.any}
          />
        )
      }
    />
  );
}
