import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export type BannerKind = 'error' | 'warning' | 'success' | 'info';

export interface Banner {
  title: string;
  message?: ReactNode;
  kind: BannerKind;
  /** Names a banner so that showing it again replaces the open one. */
  id?: string;
  /** Keeps a success or info banner until dismissed: one that asks the user to act. */
  stays?: boolean;
}

const colorOf: Record<BannerKind, string> = {
  error: 'red',
  warning: 'yellow',
  success: 'green',
  info: 'blue',
};

/** Successes may go by themselves; an error or warning stays until the user has read and dismissed it. */
const successDisplayMs = 6000;

/**
 * Shows an application message as a dismissible banner (role="alert"); the one way screens talk
 * to users. A banner with an id that is still open is replaced, so repeats never pile up.
 */
export function showBanner({ title, message, kind, id, stays = false }: Banner): string {
  const banner = {
    title,
    message: message ?? null,
    color: colorOf[kind],
    autoClose: (kind === 'success' || kind === 'info') && !stays ? successDisplayMs : false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss message' },
  };
  if (id) notifications.update({ ...banner, id });
  return notifications.show({ ...banner, id });
}

export const hideBanner = (id: string) => notifications.hide(id);

/** Removes every banner, when whatever they said no longer applies (the user signed in or out). */
export const clearBanners = () => notifications.clean();
