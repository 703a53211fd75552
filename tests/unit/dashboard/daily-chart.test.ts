// A click on a bar of the daily chart (chart.js hands the dataset and the day's index) opens the
// audit log on that day and that action: issued → createLicense, activations → activateDevice.
import { describe, expect, it } from 'vitest';
import type { Trends } from '../../../src/api/schemas/reports/trends.ts';
import { dailyChart } from '../../../src/screens/dashboard/trends/daily-chart.ts';
import { readChartTheme } from '../../../src/screens/shared/charts/chart-theme.ts';

const trends: Trends = {
  days: 30,
  daily: [
    { date: '2026-11-23', issued: 2, activations: 0 },
    { date: '2026-11-24', issued: 0, activations: 5 },
  ],
  expiries: [],
  quota: [],
  heartbeat: { activeDevices: 0, staleByThreshold: [] },
};

describe('dailyChart', () => {
  it('opens the audit log on the bar’s day and action', () => {
    const chart = dailyChart(trends, readChartTheme(), 30);
    expect(chart.hrefAt(0, 0)).toBe('/audit-log?action=createLicense&from=2026-11-23&to=2026-11-23');
    expect(chart.hrefAt(1, 1)).toBe('/audit-log?action=activateDevice&from=2026-11-24&to=2026-11-24');
    expect(chart.hrefAt(0, 7)).toBeNull();
  });
});
