// A chart.js chart on a canvas, created once per set of figures (when they arrive; destroyed when
// they change or the panel goes): it stands in for PrimeReact's Chart, which creates every chart
// twice as it mounts (docs/adr/0027-hand-written-stand-ins.md, docs/adr/0036-dashboard-trends-on-chart-js.md).
import { useEffect, useRef } from 'react';
import { readChartTheme } from './chart-theme.ts';
import './charts.css';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// What the console's charts use, and nothing else: every registered plugin takes part in every
// update (chart.js/auto registers them all).
Chart.register(
  BarController,
  DoughnutController,
  LineController,
  ArcElement,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  Legend,
  Tooltip,
);
// The charts' labels in the console's own Japanese fonts, not chart.js's Helvetica and Arial.
Chart.defaults.font.family = readChartTheme().fontFamily;

export type ChartType = 'bar' | 'line' | 'doughnut';

export interface ChartCanvasProps {
  type: ChartType;
  /** A new object creates the chart again (keep data, options and plugins stable while the figures are the same). */
  data: { labels: string[]; datasets: object[] };
  options?: object | undefined;
  plugins?: readonly object[] | undefined;
  /** The canvas's accessible name. */
  label: string;
  height: string;
}

export function ChartCanvas({ type, data, options, plugins, label, height }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current!;
    const config = { type, data, options, plugins: plugins ? [...plugins] : [] } as unknown as ChartConfiguration;
    let chart: Chart | undefined;
    let gone = false;
    // After the commit's other effects: PrimeReact's components rewrite their style elements as
    // they mount, and a chart created between two of them (chart.js reads the canvas's computed
    // size) would have the browser restyle the whole page once per chart.
    queueMicrotask(() => {
      if (!gone) chart = new Chart(canvas, config);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [type, data, options, plugins]);
  // chart.js sizes the canvas to this box (responsive, no aspect ratio).
  return (
    <div className="chart-canvas" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
