// The charts' colours and the chart.js options they share, from the PrimeReact theme's CSS
// variables (lara-light-blue), read when a chart is built: one palette for the console.
import { formatCount } from '../../../shared/format.ts';

export interface ChartTheme {
  primary: string;
  primaryLight: string;
  green: string;
  orange: string;
  red: string;
  gray: string;
  text: string;
  textSecondary: string;
  border: string;
  /** The console's Japanese font stack (src/app/styles/base.css). */
  fontFamily: string;
}

/** The theme's value of `--name`, or `fallback` where no stylesheet defines it (tests). */
function cssVar(style: CSSStyleDeclaration | null, name: string, fallback: string): string {
  const value = style?.getPropertyValue(`--${name}`).trim();
  return value || fallback;
}

export function readChartTheme(): ChartTheme {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  return {
    primary: cssVar(style, 'primary-color', '#3b82f6'),
    primaryLight: cssVar(style, 'blue-200', '#bfdbfe'),
    green: cssVar(style, 'green-500', '#22c55e'),
    orange: cssVar(style, 'orange-500', '#f97316'),
    red: cssVar(style, 'red-500', '#ef4444'),
    gray: cssVar(style, 'gray-400', '#9ca3af'),
    text: cssVar(style, 'text-color', '#4b5563'),
    textSecondary: cssVar(style, 'text-color-secondary', '#6b7280'),
    border: cssVar(style, 'surface-border', '#dfe7ef'),
    fontFamily: cssVar(style, 'font-family', 'sans-serif'),
  };
}

interface TooltipItem {
  dataset: { label?: string };
  parsed: { y?: number | null } | number;
  label: string;
}

/** A tooltip line: `ライセンス発行数: 1,234` (a doughnut's value is the number itself). */
export function tooltipLabel(item: TooltipItem): string {
  const value = typeof item.parsed === 'number' ? item.parsed : (item.parsed.y ?? 0);
  const name = item.dataset.label ?? item.label;
  return `${name}: ${formatCount(value)}`;
}

/** Options every chart shares: Japanese number format, theme colours, no animation (the
 *  charts paint at once, and a reduced-motion user gets no movement). */
export function baseOptions(theme: ChartTheme) {
  return {
    locale: 'ja-JP',
    animation: false as const,
    maintainAspectRatio: false,
    plugins: {
      legend: { labels: { color: theme.text } },
      tooltip: { callbacks: { label: tooltipLabel } },
    },
  };
}

/** A category x axis and a count y axis, both titled. */
export function countAxes(theme: ChartTheme, xTitle: string, yTitle: string, stacked = false) {
  const ticks = { color: theme.textSecondary };
  const grid = { color: theme.border };
  return {
    // The day and week labels share one format, so a few of them tell chart.js how wide they all
    // are (by default it measures every label to decide which to skip).
    x: {
      stacked,
      ticks: { ...ticks, autoSkip: true, maxRotation: 0, sampleSize: 8 },
      grid: { display: false },
      title: { display: true, text: xTitle, color: theme.textSecondary },
    },
    y: {
      stacked,
      beginAtZero: true,
      ticks: { ...ticks, precision: 0, callback: (value: number | string) => formatCount(Number(value)) },
      grid,
      title: { display: true, text: yTitle, color: theme.textSecondary },
    },
  };
}
