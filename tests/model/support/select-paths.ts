// Picks, from generated paths, a small set that still takes every transition: the real
// screens are slow to drive, so replaying all 272 shortest auth paths through the UI would
// repeat the same transitions hundreds of times.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { replayStep, transitionKey, type ModelPath } from './coverage.ts';

export function transitionsOf(path: ModelPath): Set<string> {
  const keys = new Set<string>();
  path.steps.forEach((step, i) => {
    const previous = path.steps[i - 1];
    if (!previous) return;
    for (const t of replayStep(previous.state as AnyMachineSnapshot, step.event).transitions) keys.add(transitionKey(t));
  });
  return keys;
}

/**
 * Greedy set cover: repeatedly the drivable path that adds the most transitions not yet
 * taken (shorter first on ties). `canDrive` says whether the screens can produce a step's
 * event from the step before it.
 */
export function coveringPaths(
  paths: readonly ModelPath[],
  canDrive: (event: EventObject, before: AnyMachineSnapshot) => boolean,
): ModelPath[] {
  const candidates = paths
    .filter((p) => p.steps.every((s, i) => i === 0 || canDrive(s.event, p.steps[i - 1]!.state as AnyMachineSnapshot)))
    .map((path) => ({ path, keys: transitionsOf(path) }));
  const taken = new Set<string>();
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      const gain = [...c.keys].filter((k) => !taken.has(k)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.path.steps.length < best.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best || bestGain === 0) return chosen;
    chosen.push(best.path);
    for (const k of best.keys) taken.add(k);
  }
}
