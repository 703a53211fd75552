// The bench's dashboard figure on `large`: from the dashboard's data arriving to the frame in which
// every chart has been drawn (data-painted, src/screens/dashboard/trends/chart-panel.tsx), and
// beside it the user's whole wait from the load of /dashboard.
import type { Browser } from 'playwright-core';
import { login, newContext } from './bench-page.ts';

/** The doughnut and the four trend charts. */
export const DASHBOARD_CHARTS = 5;

/** In the page: resolves with performance.now() after the frame in which `count` canvases were painted. */
function armCharts(count: number) {
  const w = window as unknown as { __charts: Promise<number> };
  w.__charts = new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('main canvas[data-painted="true"]').length < count) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
  });
}

function dataToPaint() {
  const w = window as unknown as { __charts: Promise<number> };
  return w.__charts.then((paint) => {
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
      /\/api\/dashboard(\/trends)?$/.test(new URL(e.name).pathname),
    );
    const arrived = Math.max(...calls.map((e) => e.responseEnd));
    return { fromData: paint - arrived, fromLoad: paint, calls: calls.length };
  });
}

export interface DashboardSamples {
  /** Data arrived → every chart painted, ms. */
  fromData: number[];
  /** The page's load (navigation start) → every chart painted, ms. */
  fromLoad: number[];
}

/** `runs` loads of /dashboard (signed in, the bundle cached). */
export async function measureDashboard(
  browser: Browser,
  app: string,
  cpuRate: number,
  runs: number,
): Promise<DashboardSamples> {
  const { context, page, cdp } = await newContext(browser, 1);
  const out: DashboardSamples = { fromData: [], fromLoad: [] };
  try {
    await login(page, app);
    await page.waitForLoadState('networkidle');
    await context.addInitScript(armCharts, DASHBOARD_CHARTS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    for (let i = 0; i < runs; i++) {
      await page.goto(`${app}/dashboard`);
      const sample = await page.evaluate(dataToPaint);
      if (sample.calls < 2) throw new Error(`the dashboard made ${sample.calls} of its 2 data calls`);
      out.fromData.push(sample.fromData);
      out.fromLoad.push(sample.fromLoad);
    }
  } finally {
    await context.close();
  }
  return out;
}

/**
 * The loads of several builds (an A/B): in rounds, each build's loads of a round in a signed-in
 * context of its own, the builds' order turning every round, so that no build is measured on a
 * host that was busier or cooler than the others' (measured one build after another, the first
 * read slower in A/B runs). One build: one round, as `measureDashboard`.
 */
export async function measureDashboards(
  browser: Browser,
  apps: readonly string[],
  cpuRate: number,
  runs: number,
  rounds = 3,
): Promise<DashboardSamples[]> {
  const out: DashboardSamples[] = apps.map(() => ({ fromData: [], fromLoad: [] }));
  const roundCount = apps.length === 1 ? 1 : rounds;
  for (let r = 0; r < roundCount; r++) {
    const loads = Math.ceil((runs * (r + 1)) / roundCount) - Math.ceil((runs * r) / roundCount);
    for (let k = 0; k < apps.length; k++) {
      const b = (k + r) % apps.length;
      const samples = await measureDashboard(browser, apps[b]!, cpuRate, loads);
      out[b]!.fromData.push(...samples.fromData);
      out[b]!.fromLoad.push(...samples.fromLoad);
    }
  }
  return out;
}
