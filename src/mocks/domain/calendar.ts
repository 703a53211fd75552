// Calendar days in Japan (UTC+9 all year) for the trend series: the console is Japanese, so a
// day is a Japanese day wherever the mock runs.
import { TREND_UTC_OFFSET_HOURS } from '../../shared/constants.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = TREND_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/** Epoch ms of the start of the Japanese day that holds `atMs`. */
export function dayStart(atMs: number): number {
  return Math.floor((atMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** `yyyy-MM-dd` of the Japanese day that starts at `startMs`. */
export function dayLabel(startMs: number): string {
  return new Date(startMs + OFFSET_MS).toISOString().slice(0, 10);
}
