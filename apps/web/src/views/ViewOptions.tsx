import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import type { SavedView } from '@masthead/contract';
import { BannerRegion } from '../app/BannerRegion.tsx';
import { type Arrival, useArrivedControl } from '../components/deferred/deferredControl.tsx';
import { ViewOptionsButton } from './ViewOptionsButton.tsx';

interface ViewOptionsMenuProps {
  view: SavedView;
  canSaveChanges: boolean;
  onSaveChanges: () => void;
  onEdit: () => void;
  onDelete: () => void;
  arrival: Arrival;
}

/** The menu of a view the user owns: save its changes, rename or share it, delete it. */
export function ViewOptionsMenu(props: ViewOptionsMenuProps) {
  const { view, canSaveChanges, onSaveChanges, onEdit, onDelete, arrival } = props;
  const control = useArrivedControl(arrival);
  return (
    <Menu position="bottom-end" withinPortal {...control.menu}>
      <Menu.Target>
        <ViewOptionsButton {...control.menuTarget} name={view.name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!canSaveChanges} onClick={onSaveChanges}>
          Save changes to “{view.name}”
        </Menu.Item>
        <Menu.Item onClick={onEdit}>Rename or share…</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          Delete…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface DeleteViewDialogProps {
  view: SavedView | null;
  opened: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onDelete: (view: SavedView) => void;
}

/** "Delete this view?": what goes, and for whom; the list itself stays as it is. */
export function DeleteViewDialog({ view, opened, isDeleting, onCancel, onDelete }: DeleteViewDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !isDeleting && onCancel()}
      title="Delete this view?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <BannerRegion />
      <Text>
        “{view?.name}” will be gone from the menu
        {view?.shared ? ' for you and everyone it is shared with' : ''}. The list itself does not change.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isDeleting} data-autofocus>
          Cancel
        </Button>
        <Button color="red" loading={isDeleting} onClick={() => view && onDelete(view)}>
          Delete view
        </Button>
      </Group>
    </Modal>
  );
}
