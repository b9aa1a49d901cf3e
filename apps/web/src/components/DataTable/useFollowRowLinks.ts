import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Follows, within the app, a click on a plain link inside the table's rows (RowAction): one
 * handler on the table's body instead of a React Router Link in each row, whose hooks were a
 * sizeable part of drawing a page of rows. A click the browser should handle itself (another
 * tab, a download, another site) is left to it, as Link leaves it.
 */
export function useFollowRowLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !isFollowedInApp(event, link)) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );
}

function isFollowedInApp(event: MouseEvent<HTMLElement>, link: HTMLAnchorElement) {
  const isPlainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  return (
    isPlainClick &&
    !event.defaultPrevented &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}
