// The report's range in the URL: the last six months by default, read forwards when given
// backwards, never longer than the server allows; choosing one end moves the other when needed.
import { describe, expect, it } from 'vitest';
import {
  monthChoices,
  monthLabel,
  rangeOf,
  withFrom,
  withTo,
} from '../../../src/screens/usage-report/usage-report-params.ts';

const now = new Date(2026, 10, 27, 12); // 27 November 2026, local time
const url = (query: string) => new URLSearchParams(query);

describe('the usage report range', () => {
  it('is the six months up to this one by default, and from a start alone six months from it', () => {
    expect(rangeOf(url(''), now)).toEqual({ from: '2026-06', to: '2026-11' });
    expect(rangeOf(url('to=2026-03'), now)).toEqual({ from: '2025-10', to: '2026-03' });
    expect(rangeOf(url('from=2026-09'), now)).toEqual({ from: '2026-09', to: '2026-11' });
  });

  it('ignores a month that is not one, reads a reversed range forwards and shortens one over 24 months', () => {
    expect(rangeOf(url('from=2026-13&to=soon'), now)).toEqual({ from: '2026-06', to: '2026-11' });
    expect(rangeOf(url('from=2026-05&to=2026-02'), now)).toEqual({ from: '2026-02', to: '2026-05' });
    expect(rangeOf(url('from=2020-01&to=2026-11'), now)).toEqual({ from: '2024-12', to: '2026-11' });
  });

  it('moves the end with a start chosen after it or too far before it, and the start likewise', () => {
    const range = { from: '2026-06', to: '2026-11' };
    expect(withFrom(range, '2026-08')).toEqual({ from: '2026-08', to: '2026-11' });
    expect(withFrom(range, '2026-11')).toEqual({ from: '2026-11', to: '2026-11' });
    expect(withFrom({ from: '2026-06', to: '2026-06' }, '2026-09')).toEqual({ from: '2026-09', to: '2026-09' });
    expect(withFrom(range, '2023-11')).toEqual({ from: '2023-11', to: '2025-10' });
    expect(withTo(range, '2026-03')).toEqual({ from: '2026-03', to: '2026-03' });
    expect(withTo({ from: '2023-11', to: '2024-01' }, '2026-11')).toEqual({ from: '2024-12', to: '2026-11' });
  });

  it('offers 36 months, this one first, named in Japanese', () => {
    const choices = monthChoices(now);
    expect(choices).toHaveLength(36);
    expect(choices[0]).toEqual({ label: '2026年11月', value: '2026-11' });
    expect(choices.at(-1)).toEqual({ label: '2023年12月', value: '2023-12' });
    expect(monthLabel('2027-01')).toBe('2027年1月');
  });
});
