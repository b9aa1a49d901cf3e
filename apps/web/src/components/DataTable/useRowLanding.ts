import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { landingOf, type RowLanding } from './rowLanding.ts';

interface RowLandingOptions<T> {
  /** The row to bring into view, if any. */
  rowId: string | undefined;
  /** The loaded rows are the ones drawn: a landing read from rows still loading would miss a new one. */
  isSettled: boolean;
  rows: readonly T[];
  positions: readonly number[];
  getRowId: (row: T, index: number) => string;
  pageSize: number;
  /** The page the address asks for. */
  page: number;
  /** Writes a page into the address, keeping the navigation's state that names the row. */
  openPage: (page: number, state: unknown) => void;
  onHidden?: (state: unknown) => void;
  /**
   * Where the server found the row in the view, for a list it pages (rows and positions then hold
   * one page only); undefined for a whole list, where the table works it out.
   */
  located?: RowLanding;
}

/**
 * Brings one row into view once the rows are settled: the table shows the page holding it, the
 * address says that page (so Back from a form returns to it), and the row scrolls into sight
 * once. When the filters hide it, `onHidden` is told, once.
 */
export function useRowLanding<T>(options: RowLandingOptions<T>) {
  const { rowId, isSettled, rows, positions, getRowId, pageSize, page, openPage, onHidden, located } =
    options;
  const { state } = useLocation();
  const landing = useMemo(
    () =>
      rowId === undefined || !isSettled
        ? null
        : (located ?? landingOf({ rowId, rows, positions, getRowId, pageSize })),
    [rowId, isSettled, rows, positions, getRowId, pageSize, located],
  );
  const landedPage = landing === null || landing === 'hidden' ? null : landing.page;
  const reportedHidden = useRef<string | null>(null);

  useEffect(() => {
    if (landedPage !== null && landedPage !== page) openPage(landedPage, state);
  }, [landedPage, page, openPage, state]);
  useEffect(() => {
    if (landing !== 'hidden' || rowId === undefined || reportedHidden.current === rowId) return;
    reportedHidden.current = rowId;
    onHidden?.(state);
  }, [landing, rowId, onHidden, state]);

  const scrolledTo = useRef<string | null>(null);
  const rowRef = useCallback(
    (row: HTMLTableRowElement | null) => {
      if (!row || rowId === undefined || scrolledTo.current === rowId) return;
      scrolledTo.current = rowId;
      // From the list's top, and only as far as needed: a row in its first screen leaves the save's
      // banner above the list in sight too. From where the form had been scrolled to (its Submit at
      // the far end), the banner was out of sight above a row that needed no scrolling.
      window.scrollTo(0, 0);
      row.scrollIntoView({ block: 'nearest' });
    },
    [rowId],
  );
  const landedId = landedPage === null ? undefined : rowId;
  /** The props of a body row: the landed one is marked for eyes and for assistive technology. */
  const rowProps = (id: string) =>
    id === landedId ? { ref: rowRef, 'aria-current': true as const, style: landedRow } : {};
  return { page: landedPage, rowProps };
}

/** The row a save returned to: a tint and an outline, not colour alone. */
const landedRow = {
  backgroundColor: 'var(--mantine-primary-color-light)',
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: -2,
  // Scrolled to clear of the fixed top bar and footer.
  scrollMarginBlock:
    'calc(var(--app-shell-header-offset, 0rem) + 1rem) calc(var(--app-shell-footer-offset, 0rem) + 1rem)',
} as const;
