import { describe, expect, it } from 'vitest';
import { readReportParams } from './reportParams.ts';

const today = new Date('2026-11-23T10:00:00Z');

describe('report controls from the address', () => {
  it('start 7 days ago with no grouping', () => {
    expect(readReportParams(new URLSearchParams(), today)).toEqual({
      dateFrom: '2026-11-16',
      groupBy: 'none',
    });
  });

  it('keep a valid From date and grouping', () => {
    const params = new URLSearchParams({ date_from: '2026-10-01', group_by: 'content_project' });
    expect(readReportParams(params, today)).toEqual({ dateFrom: '2026-10-01', groupBy: 'content_project' });
  });

  it('fall back to the defaults for what cannot be read', () => {
    const params = new URLSearchParams({ date_from: '2026-02-30', group_by: 'week' });
    expect(readReportParams(params, today)).toEqual({ dateFrom: '2026-11-16', groupBy: 'none' });
  });
});
