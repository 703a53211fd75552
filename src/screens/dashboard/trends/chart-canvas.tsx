// A chart.js chart on a canvas: set up once as its panel mounts, while the figures are still on
// their way, and drawn again by an update for every new set of figures. It stands in for
// PrimeReact's Chart, which sets its chart up anew on every change of figures and twice as it
// mounts (docs/decisions.md, "The trend charts"). chart.js comes with the dashboard's trends
// chunk only (scripts/check-bundle.ts).
import { useEffect, useEffectEvent, useRef } from 'react';
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
  type ChartTypeRegistry,
} from 'chart.js';

// What the console's charts use, and nothing else: every plugin registered takes part in every
// update (chart.js/auto registers them all).
Chart.register(BarController, DoughnutController, LineController, ArcElement, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Filler, Legend, Tooltip);

export type ChartType = 'bar' | 'line' | 'doughnut';

export interface ChartCanvasProps {
  type: ChartType;
  /** A new object draws the chart again (keep it stable while the figures are the same). */
  data: { labels: string[]; datasets: object[] };
  options?: object | undefined;
  /** Fixed for the chart's life. */
  plugins?: readonly object[] | undefined;
  label: string;
  /** Still loading: the canvas keeps its place (its size is measured now) but is not announced. */
  pending?: boolean;
}

type Config = ConstructorParameters<typeof Chart>[1];
type ChartInstance = Chart<keyof ChartTypeRegistry, unknown, unknown>;

export function ChartCanvas({ type, data, options, plugins, label, pending = false }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const shown = useRef<{ chart: ChartInstance; data: object; options: object | undefined } | null>(null);
  const create = useEffectEvent((canvas: HTMLCanvasElement) => {
    const chart = new Chart(canvas, { type, data, options, plugins: plugins ? [...plugins] : [] } as Config);
    // Without a 2D context (jsdom) chart.js keeps no canvas, and an update would fail.
    if (chart.canvas) shown.current = { chart, data, options };
    return chart;
  });
  useEffect(() => {
    const chart = create(canvasRef.current!);
    return () => {
      chart.destroy();
      shown.current = null;
    };
  }, [type]);
  useEffect(() => {
    const current = shown.current;
    if (!current || (current.data === data && current.options === options)) return;
    current.chart.data = data as ChartInstance['data'];
    current.chart.options = (options ?? {}) as ChartInstance['options'];
    Object.assign(current, { data, options });
    // After the commit's other effects: PrimeReact components restyle the page as they mount,
    // and a chart drawn between two of them would have the browser recompute the page's
    // styles once per chart. 'none': no animation to resolve (the charts draw without one).
    queueMicrotask(() => {
      if (shown.current?.chart === current.chart) current.chart.update('none');
    });
  }, [data, options]);
  return <canvas ref={canvasRef} role="img" aria-label={label} aria-hidden={pending || undefined} />;
}
