// Device health's threshold, chosen by the admin and kept per browser (localStorage): the
// dashboard's card, its chart and the device list's stale preset read the same choice.
import { useCallback, useState } from 'react';
import type { StaleThresholdHours } from '../../../api/schemas/reports/trends.ts';
import {
  DEFAULT_STALE_THRESHOLD_HOURS,
  HEARTBEAT_AGE_CHOICES_HOURS,
  STALE_THRESHOLD_STORAGE_KEY,
} from '../../../shared/constants.ts';

const isChoice = (n: number): n is StaleThresholdHours =>
  (HEARTBEAT_AGE_CHOICES_HOURS as readonly number[]).includes(n);

/** The stored choice, or the default when none (or anything else) is stored, or storage is unavailable. */
export function readStaleThreshold(): StaleThresholdHours {
  try {
    const stored = Number(localStorage.getItem(STALE_THRESHOLD_STORAGE_KEY));
    return isChoice(stored) ? stored : DEFAULT_STALE_THRESHOLD_HOURS;
  } catch {
    return DEFAULT_STALE_THRESHOLD_HOURS;
  }
}

export function useStaleThreshold(): [StaleThresholdHours, (hours: StaleThresholdHours) => void] {
  const [hours, setHours] = useState(readStaleThreshold);
  const choose = useCallback((next: StaleThresholdHours) => {
    setHours(next);
    try {
      localStorage.setItem(STALE_THRESHOLD_STORAGE_KEY, String(next));
    } catch {
      // Private mode or a full storage: the choice holds for this visit only.
    }
  }, []);
  return [hours, choose];
}
