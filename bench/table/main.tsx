import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { normalizeText } from '../../apps/web/src/components/DataTable/cellKey.ts';
import { DataTable, RowAction } from '../../apps/web/src/components/DataTable/index.ts';
import { rangeText } from '../../apps/web/src/components/DataTable/pagination.ts';
import {
  byLabel,
  firstCellText,
  headerCell,
  nextPaint,
  setInputValue,
  sortButton,
  timed,
  waitFor,
} from './measure.ts';
import { type BenchUser, makeUsers, userColumns } from './users.ts';

export interface BenchSample {
  label: string;
  samples: number[];
}

declare global {
  interface Window {
    tableBench?: { run: (runs: number) => Promise<BenchSample[]> };
  }
}

const rowCount = 20_000;
const pageSize = 20;
const filterText = 'ann';
const users = makeUsers(rowCount);

function UsersTable() {
  return (
    <DataTable
      aria-label="Users"
      data={users}
      columns={userColumns}
      pageSize={pageSize}
      rowActions={(user: BenchUser) => (
        <>
          <RowAction icon="view" to={`/users/view/${user.id}`} label={`View ${user.username}`} />
          <RowAction icon="edit" to={`/users/edit/${user.id}`} label={`Edit ${user.username}`} />
        </>
      )}
    />
  );
}

const statusLine = () => document.querySelector('p[aria-live="polite"]')?.textContent ?? '';
const fullLine = rangeText({ page: 1, pageSize, shown: rowCount, total: rowCount });

/** Mounts the app shell pieces the table needs, the way the app does, on a clean URL. */
async function mount(): Promise<{ ms: number; unmount: () => void }> {
  history.replaceState(null, '', '/users');
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root');
  const router = createBrowserRouter([{ path: '*', element: <UsersTable /> }]);
  let root: Root | undefined;
  const ms = await timed(
    () => {
      root = createRoot(container);
      root.render(
        <StrictMode>
          <MantineProvider>
            {/* The table's export and server pages ask through TanStack Query, as in the app. */}
            <QueryClientProvider client={new QueryClient()}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </MantineProvider>
        </StrictMode>,
      );
    },
    () => document.querySelectorAll('tbody tr').length === pageSize,
  );
  return {
    ms,
    unmount: () => {
      root?.unmount();
      router.dispose();
    },
  };
}

async function oneRun(record: (label: string, ms: number) => void): Promise<void> {
  const { ms, unmount } = await mount();
  record('first render (20 of 20,000 rows)', ms);

  const sortedAs = (header: string, direction: string) =>
    headerCell(header).getAttribute('aria-sort') === direction;
  record(
    'sort by id, ascending',
    await timed(
      () => sortButton('Id').click(),
      () => sortedAs('Id', 'ascending') && firstCellText() === '1',
    ),
  );
  record(
    'sort by id, descending',
    await timed(
      () => sortButton('Id').click(),
      () => sortedAs('Id', 'descending') && firstCellText() === String(rowCount),
    ),
  );
  record(
    'sort by username (text)',
    await timed(
      () => sortButton('Username').click(),
      () => sortedAs('Username', 'ascending'),
    ),
  );

  byLabel<HTMLButtonElement>('button', 'Filter Username').click();
  await waitFor(() => document.querySelector('[role="dialog"] input') !== null);
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input');
  if (!input) throw new Error('No filter input');
  for (let length = 1; length <= filterText.length; length += 1) {
    const typed = filterText.slice(0, length);
    const shown = users.filter((user) => normalizeText(user.username).includes(typed)).length;
    const expected = rangeText({ page: 1, pageSize, shown, total: rowCount });
    record(
      `filter username, type "${typed}"`,
      await timed(
        () => setInputValue(input, typed),
        () => statusLine() === expected,
      ),
    );
  }
  record(
    'clear the filter',
    await timed(
      () => byLabel<HTMLButtonElement>('button', 'Clear Username filter').click(),
      () => statusLine() === fullLine,
    ),
  );
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await waitFor(() => document.querySelector('[role="dialog"]') === null);

  const lastPage = Math.ceil(rowCount / pageSize);
  const lastLine = rangeText({ page: lastPage, pageSize, shown: rowCount, total: rowCount });
  record(
    'go to the last page',
    await timed(
      () => byLabel<HTMLButtonElement>('button', `Page ${lastPage}`).click(),
      () => statusLine() === lastLine,
    ),
  );
  unmount();
  await nextPaint();
}

window.tableBench = {
  run: async (runs) => {
    const samples = new Map<string, number[]>();
    const record = (label: string, ms: number) => samples.set(label, [...(samples.get(label) ?? []), ms]);
    for (let run = 0; run < runs; run += 1) await oneRun(record);
    return [...samples].map(([label, values]) => ({ label, samples: values }));
  },
};
