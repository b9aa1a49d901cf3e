import { Image, Popover, Stack, Text } from '@mantine/core';
import { type Arrival, useArrivedControl } from '../deferred/deferredControl.tsx';
import { PhotoButton } from './PhotoButton.tsx';

/** A photo button whose popup loads the picture only when opened, so a page of rows fetches none. */
export function ImagePreview({ url, label, arrival }: { url: string; label: string; arrival: Arrival }) {
  const control = useArrivedControl(arrival);
  return (
    <Popover {...control.popover} position="right" withArrow shadow="md">
      <Popover.Target>
        <PhotoButton {...control.popoverTarget} label={label} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={320}>
          <Image src={url} alt={`${label} preview`} mah={240} fit="contain" />
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
