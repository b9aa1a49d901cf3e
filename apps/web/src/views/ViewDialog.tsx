import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  createViewInput,
  type SavedView,
  type ViewListKey,
  type ViewState,
  viewLimits,
  viewMessage,
} from '@masthead/contract';
import type { FormEvent } from 'react';
import { useMutationCall } from '../api/hooks.ts';
import { BannerRegion } from '../app/BannerRegion.tsx';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { savingView, showViewNotSaved } from './viewBanners.ts';

/** What the dialog asks, checked by the contract's own rules before anything is sent. */
const nameAndShared = createViewInput.pick({ name: true, shared: true });

type ViewDialogProps = {
  list: ViewListKey;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
} & (
  | { mode: 'create'; state: ViewState; view?: undefined }
  | { mode: 'edit'; view: SavedView; state?: undefined }
);

/**
 * Saves the list as it is shown under a name (create), or renames and shares an existing view
 * (edit). Server errors on the name appear under it; others in a banner.
 */
export function ViewDialog(props: ViewDialogProps) {
  const { list, onClose, onSaved, mode } = props;
  const form = useSchemaForm({ name: props.view?.name ?? '', shared: props.view?.shared ?? false });
  const handleError = (error: { message: string; messages: Record<string, string[]> }) => {
    form.showErrors(error.messages);
    // A message about a field shows under it; one about the view's state, or none at all, in a banner.
    if (Object.keys(error.messages).length === 0 || error.messages.state) showViewNotSaved(error);
  };
  const saving = { onSaved, onError: handleError };
  const create = useMutationCall('view-service/create-view', savingView(viewMessage.saved, saving));
  const update = useMutationCall('view-service/update-view', savingView(viewMessage.updated, saving));
  const isPending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(nameAndShared);
    if (!input) return;
    if (props.mode === 'create') {
      create.mutate({ list, ...input, state: props.state });
    } else {
      update.mutate({ id: props.view.id, ...input });
    }
  };

  return (
    <Modal
      opened
      onClose={() => !isPending && onClose()}
      title={mode === 'create' ? 'Save view' : 'Rename or share view'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <BannerRegion />
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            description={`Up to ${viewLimits.name} characters; your views of this list each need their own.`}
            required
            maxLength={viewLimits.name}
            data-autofocus
            {...form.textProps('name')}
          />
          <Checkbox
            label="Share with everyone who may see this list"
            description="Only you can change or delete it; your changes reach them too."
            {...form.checkboxProps('shared')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {mode === 'create' ? 'Save view' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
