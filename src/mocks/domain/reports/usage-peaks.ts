// The peak of devices ACTIVE at once, per month and application: each activation is a span that
// ends at the device's next release (a deactivation, block or deletion in the audit log) or next
// activation; a device ACTIVE now is active until now, and one that left without a recorded
// release is taken out of use when it was last online.
import { auditRows, tables } from '../../db.ts';

const RELEASES: ReadonlySet<string> = new Set([
  'deactivateDevice',
  'deactivateMyDevice',
  'blockDevice',
  'deleteDevice',
]);

export interface ActiveSpan {
  start: number;
  /** Infinity while it lasts. */
  end: number;
  applicationId: string | undefined;
}

/** Each device's release times, oldest first. */
function releaseTimes(): Map<string, number[]> {
  const releases = new Map<string, number[]>();
  for (const row of auditRows()) {
    if (row.result !== 'done' || row.objectId === null || row.items !== null || !RELEASES.has(row.action)) continue;
    const times = releases.get(row.objectId);
    if (times) times.push(Date.parse(row.at));
    else releases.set(row.objectId, [Date.parse(row.at)]);
  }
  for (const times of releases.values()) times.sort((a, b) => a - b);
  return releases;
}

/** When a device was last online, if known. */
function lastSeenOf(
  device: { lastOnlineAt: string | null; lastHeartbeat: string | null } | undefined,
): number | undefined {
  const ms = Date.parse(device?.lastOnlineAt ?? device?.lastHeartbeat ?? '');
  return Number.isFinite(ms) ? ms : undefined;
}

export function activeSpans(appOfLicence: ReadonlyMap<string, string>, atMs: number): ActiveSpan[] {
  const byDevice = new Map<string, { at: number; licenseId: string }[]>();
  for (const a of tables.activations.all()) {
    const at = Date.parse(a.activatedAt);
    if (at > atMs) continue;
    const list = byDevice.get(a.deviceId);
    if (list) list.push({ at, licenseId: a.licenseId });
    else byDevice.set(a.deviceId, [{ at, licenseId: a.licenseId }]);
  }
  const releases = releaseTimes();
  const spans: ActiveSpan[] = [];
  for (const [deviceId, activations] of byDevice) {
    activations.sort((a, b) => a.at - b.at);
    const device = tables.devices.get(deviceId);
    const released = releases.get(deviceId) ?? [];
    activations.forEach(({ at: start, licenseId }, k) => {
      const next = activations[k + 1]?.at ?? Infinity;
      const last = k === activations.length - 1;
      const release = released.find((t) => t > start);
      let end: number;
      if (last && device?.status === 'ACTIVE') end = Infinity;
      else if (release !== undefined) end = Math.min(next, release);
      else if (!last) end = next;
      else end = Math.max(start, lastSeenOf(device) ?? start);
      if (end > start) spans.push({ start, end, applicationId: appOfLicence.get(licenseId) });
    });
  }
  return spans;
}

/** Writes each month's peak (the count at its start, then after each activation in it) into `total` and each application's series. */
export function sweepPeaks(
  spans: readonly ActiveSpan[],
  starts: readonly number[],
  atMs: number,
  total: number[],
  byApp: ReadonlyMap<string, { peakActiveDevices: number[] }>,
): void {
  // Ends before starts at the same instant: a device handed over is not counted twice.
  const events = spans.flatMap((s) =>
    s.end === Infinity
      ? [{ t: s.start, d: 1, app: s.applicationId }]
      : [
          { t: s.start, d: 1, app: s.applicationId },
          { t: s.end, d: -1, app: s.applicationId },
        ],
  );
  events.sort((a, b) => a.t - b.t || a.d - b.d);
  let now = 0;
  const perApp = new Map<string, number>();
  let e = 0;
  const apply = (event: (typeof events)[number], month: number | null) => {
    now += event.d;
    const app = event.app === undefined ? undefined : byApp.get(event.app);
    if (event.app !== undefined) perApp.set(event.app, (perApp.get(event.app) ?? 0) + event.d);
    if (month === null || event.d < 0) return;
    total[month] = Math.max(total[month]!, now);
    if (app) app.peakActiveDevices[month] = Math.max(app.peakActiveDevices[month]!, perApp.get(event.app!)!);
  };
  for (let m = 0; m < starts.length - 1; m++) {
    if (starts[m]! > atMs) break;
    while (e < events.length && events[e]!.t < starts[m]!) apply(events[e++]!, null);
    total[m] = now;
    for (const [id, n] of perApp) {
      const app = byApp.get(id);
      if (app) app.peakActiveDevices[m] = n;
    }
    const end = Math.min(starts[m + 1]!, atMs + 1);
    while (e < events.length && events[e]!.t < end) apply(events[e++]!, m);
  }
}
