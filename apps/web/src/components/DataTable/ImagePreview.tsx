import { Anchor, Image, Popover, Stack } from '@mantine/core';
import { useIsWide } from '../../layout/useIsWide.ts';
import { type Arrival, useArrivedControl } from '../deferred/deferredControl.tsx';
import { PhotoButton } from './PhotoButton.tsx';

/** A photo button whose popup loads the picture only when opened, so a page of rows fetches none. */
export function ImagePreview({ url, label, arrival }: { url: string; label: string; arrival: Arrival }) {
  const control = useArrivedControl(arrival);
  // Beside the row where there is room; on a phone there is none either side of the button, and
  // the preview opens below it, kept inside the window (the page no longer scrolls sideways for it).
  const isWide = useIsWide();
  return (
    <Popover {...control.popover} position={isWide ? 'right' : 'bottom'} withArrow shadow="md">
      <Popover.Target>
        <PhotoButton {...control.popoverTarget} label={label} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw="min(320px, calc(100vw - 48px))">
          <Image src={url} alt={`${label} preview`} mah={240} fit="contain" />
          {/* The picture whole, in a tab of its own: its storage address said nothing to staff. */}
          <Anchor href={url} target="_blank" rel="noopener" size="xs">
            Open full size
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
