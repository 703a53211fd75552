// ChartCanvas's contract (it stands in for PrimeReact's Chart, which created every chart twice as
// it mounted): one chart.js chart per set of figures, created after the commit, again only when
// the figures change, destroyed when they change or the panel goes.
import { render, screen } from '@testing-library/react';
import type * as ChartModule from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

const created: { config: { data: unknown }; destroy: ReturnType<typeof vi.fn> }[] = [];
vi.mock('chart.js', async (importOriginal) => {
  const actual = await importOriginal<typeof ChartModule>();
  class Chart {
    static register = actual.Chart.register.bind(actual.Chart);
    destroy = vi.fn();
    config: { data: unknown };
    constructor(_canvas: HTMLCanvasElement, config: { data: unknown }) {
      this.config = config;
      created.push(this);
    }
  }
  return { ...actual, Chart };
});

const { ChartCanvas } = await import('../../../src/screens/dashboard/trends/chart-canvas.tsx');

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const figures = (n: number) => ({ labels: ['2026/11/01'], datasets: [{ label: '発行数', data: [n] }] });
const options = { animation: false };

afterEach(() => {
  created.length = 0;
});

describe('ChartCanvas', () => {
  it('creates one chart for a set of figures, however often the panel renders', async () => {
    const data = figures(1);
    const { rerender } = render(<ChartCanvas type="bar" data={data} options={options} label="日別のグラフ" height="10rem" />);
    await settle();
    rerender(<ChartCanvas type="bar" data={data} options={options} label="日別のグラフ" height="10rem" />);
    await settle();
    expect(screen.getByRole('img', { name: '日別のグラフ' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]!.config.data).toBe(data);
  });

  it('replaces the chart when the figures change, and destroys it when the panel goes', async () => {
    const { rerender, unmount } = render(<ChartCanvas type="bar" data={figures(1)} options={options} label="日別のグラフ" height="10rem" />);
    await settle();
    const next = figures(2);
    rerender(<ChartCanvas type="bar" data={next} options={options} label="日別のグラフ" height="10rem" />);
    await settle();
    expect(created).toHaveLength(2);
    expect(created[0]!.destroy).toHaveBeenCalledOnce();
    expect(created[1]!.config.data).toBe(next);
    unmount();
    expect(created[1]!.destroy).toHaveBeenCalledOnce();
  });

  it('creates nothing for a panel that went before its chart was due', async () => {
    const { unmount } = render(<ChartCanvas type="doughnut" data={figures(1)} options={options} label="内訳のグラフ" height="10rem" />);
    unmount();
    await settle();
    expect(created).toHaveLength(0);
  });
});
