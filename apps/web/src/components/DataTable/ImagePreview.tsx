import { Image, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Arrival, useArrivedButton } from '../deferred/deferredControl.tsx';
import { PhotoButton } from './cells.tsx';

/** A photo button whose popup loads the picture only when opened, so a page of rows fetches none. */
export function ImagePreview({ url, label, arrival }: { url: string; label: string; arrival: Arrival }) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useArrivedButton<HTMLButtonElement>(arrival, () => setIsOpen(true));
  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="right"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <PhotoButton ref={button} label={label} onClick={() => setIsOpen((open) => !open)} />
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
