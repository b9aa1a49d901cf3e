import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { groupOfPath, mainMenu } from './menu.ts';

const storageKey = 'masthead.menu.closedGroups';

const without = (labels: string[], label: string) => labels.filter((other) => other !== label);

/** What was stored, if it is a list of group labels; anything else (an older or edited value) is ignored. */
function readClosed(stored: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((label) => typeof label === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which of the menu's groups are open. Every group is open until the user closes it, so no item
 * is hidden from a newcomer; the groups the user closes stay closed in this browser, and the
 * group that holds the page the user arrives on opens by itself.
 */
export function useOpenMenuGroups() {
  const [closed, setClosed] = useLocalStorage<string[]>({
    key: storageKey,
    defaultValue: [],
    getInitialValueInEffect: false,
    deserialize: readClosed,
  });
  const { pathname } = useLocation();
  useEffect(() => {
    const current = groupOfPath(mainMenu, pathname);
    if (current) setClosed((labels) => (labels.includes(current) ? without(labels, current) : labels));
  }, [pathname, setClosed]);
  const toggle = useCallback(
    (label: string) =>
      setClosed((labels) => (labels.includes(label) ? without(labels, label) : [...labels, label])),
    [setClosed],
  );
  return { isOpen: (label: string) => !closed.includes(label), toggle };
}
