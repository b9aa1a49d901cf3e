import {
  Button,
  Group,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  type CdnType,
  type CdnTypeStatus,
  type CdnZone,
  cdnLabels,
  clearFilesInput,
} from '@masthead/contract';
import type { FormEvent } from 'react';
import { isApiError } from '../api/index.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { showCallFailed, showPurgeDone, showPurgeFailed } from './purgeBanners.tsx';
import { useBatchedPurge } from './useBatchedPurge.ts';

/** Spec section 9: the purge textarea has 30 rows. */
const textareaRows = 30;

export const typeOptions = (types: readonly CdnTypeStatus[]) =>
  types.map(({ type, configured }) => ({
    value: type,
    label: configured ? type : `${type} (not configured)`,
    disabled: !configured,
  }));

/** 'Clear cache by resource': one URL per line, sent in batches of 30 with a progress bar. */
export function ClearByResourceForm({
  types,
  zones,
}: {
  types: readonly CdnTypeStatus[];
  zones: readonly CdnZone[] | undefined;
}) {
  const firstConfigured = types.find((status) => status.configured)?.type ?? 'cloudflare';
  const form = useSchemaForm({ type: firstConfigured as CdnType | '', cdn_zone: '', urls: '' });
  const { purge, progress, isPurging } = useBatchedPurge();
  const zonesOfType = (zones ?? []).filter((zone) => zone.type === form.values.type);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(clearFilesInput, form.values, (messages) => showPurgeFailed({ messages }));
    if (!input) return;
    const { purged, error } = await purge(input);
    const total = input.urls.length;
    if (!error) {
      showPurgeDone(`${purged} ${purged === 1 ? 'URL was' : 'URLs were'} purged from ${input.cdn_zone}.`);
      form.setValue('urls', '');
      return;
    }
    if (isApiError(error)) form.showErrors(error.messages);
    showCallFailed(
      error,
      purged ? `${purged} of ${total} URLs were purged before this; the others were not.` : undefined,
    );
  };

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-labelledby="clear-by-resource">
      <Stack gap="sm">
        <Title order={2} id="clear-by-resource">
          Clear cache by resource
        </Title>
        {/* Side by side where both fit, one above the other on a phone, where each was cut short. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={cdnLabels.type}
            required
            data={typeOptions(types)}
            {...form.selectProps('type')}
            onChange={(event) => {
              form.setValue('type', event.currentTarget.value as CdnType);
              form.setValue('cdn_zone', '');
            }}
          />
          <NativeSelect
            label={cdnLabels.cdn_zone}
            required
            data={[
              { value: '', label: zonesOfType.length ? 'Choose a zone' : 'No zones to choose from' },
              ...zonesOfType.map((zone) => ({
                value: zone.zone_id,
                label: `${zone.domain} (${zone.zone_id})`,
              })),
            ]}
            {...form.selectProps('cdn_zone')}
          />
        </SimpleGrid>
        <Textarea
          label={cdnLabels.urls}
          description={
            form.values.type === 'maxcdn'
              ? 'One path per line, starting with a slash, e.g. /images/logo.png. Empty lines are left out.'
              : 'One absolute URL per line, e.g. https://www.example.com/page. Empty lines are left out.'
          }
          rows={textareaRows}
          required
          spellCheck={false}
          {...form.textProps('urls')}
        />
        {progress && (
          <Stack gap={4}>
            <Progress
              value={Math.round((progress.done / progress.total) * 100)}
              animated
              aria-label="Purge progress"
            />
            <Text size="sm" role="status">
              Purging… {progress.done} of {progress.total} URLs done
            </Text>
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={isPurging}>
            Purge URLs
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
