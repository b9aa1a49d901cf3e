import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { savedItemOf, showSavedBanner } from './savedItem.tsx';

/**
 * Called by a list screen: the row a form's save has just returned to it, as the table's props,
 * so the table opens the page holding the row and marks it, and the save's banner says so when
 * the list's filters hide it.
 */
export function useSavedRow(listPath: string) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const saved = useMemo(() => savedItemOf(state), [state]);
  const onHighlightHidden = useCallback(
    (clearFilters: () => void) => {
      if (saved) showSavedBanner({ listPath, saved, navigate, clearFilters });
    },
    [listPath, saved, navigate],
  );
  return { highlightRowId: saved?.id, onHighlightHidden };
}
