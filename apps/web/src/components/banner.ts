import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export type BannerKind = 'error' | 'warning' | 'success' | 'info';

export interface Banner {
  title: string;
  message: ReactNode;
  kind: BannerKind;
  /** A banner with an id is shown once while it is open, however often it is asked for. */
  id?: string;
}

const colorOf: Record<BannerKind, string> = { error: 'red', warning: 'yellow', success: 'green', info: 'blue' };

/** Successes may go by themselves; an error or warning stays until the user has read and dismissed it. */
const successDisplayMs = 6000;

/** Shows an application message as a dismissible banner (role="alert"); the one way screens talk to users. */
export function showBanner({ title, message, kind, id }: Banner): string {
  return notifications.show({
    id,
    title,
    message,
    color: colorOf[kind],
    autoClose: kind === 'success' || kind === 'info' ? successDisplayMs : false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss message' },
  });
}

export const hideBanner = (id: string) => notifications.hide(id);
