// ChartCanvas's contract (it stands in for PrimeReact's Chart, which created every chart twice as
// it mounted): one chart.js chart per set of figures, created after the commit, again only when
// the figures change. chart.js asks the canvas for its 2D context once per chart it creates, so
// those calls count the charts (jsdom gives none: tests/setup.ts).
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ChartCanvas } from '../../../src/screens/shared/charts/chart-canvas.tsx';

let contexts: MockInstance;
beforeEach(() => {
  contexts = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
});

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const figures = (n: number) => ({ labels: ['2026/11/01'], datasets: [{ label: '発行数', data: [n] }] });
const options = { animation: false };

describe('ChartCanvas', () => {
  it('creates one chart for a set of figures, however often the panel renders', async () => {
    const data = figures(1);
    const { rerender } = render(
      <ChartCanvas type="bar" data={data} options={options} label="日別のグラフ" height="10rem" />,
    );
    await settle();
    rerender(<ChartCanvas type="bar" data={data} options={options} label="日別のグラフ" height="10rem" />);
    await settle();
    expect(screen.getByRole('img', { name: '日別のグラフ' })).toBeInTheDocument();
    expect(contexts).toHaveBeenCalledOnce();
  });

  it('creates the chart again when the figures change', async () => {
    const { rerender } = render(
      <ChartCanvas type="bar" data={figures(1)} options={options} label="日別のグラフ" height="10rem" />,
    );
    await settle();
    rerender(<ChartCanvas type="bar" data={figures(2)} options={options} label="日別のグラフ" height="10rem" />);
    await settle();
    expect(contexts).toHaveBeenCalledTimes(2);
  });

  it('creates nothing for a panel that went before its chart was due', async () => {
    const { unmount } = render(
      <ChartCanvas type="doughnut" data={figures(1)} options={options} label="内訳のグラフ" height="10rem" />,
    );
    unmount();
    await settle();
    expect(contexts).not.toHaveBeenCalled();
  });
});
