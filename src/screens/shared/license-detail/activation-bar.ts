// The activation bar's level and colour (product.md §9): warning at 80 % or more, error at 100 %
// or more; the licence detail and the preview of a new maximum share them.
import { ACTIVATION_ERROR_PERCENT, ACTIVATION_WARNING_PERCENT } from '../../../shared/constants.ts';
import { percentOf } from '../../../shared/format.ts';

export type ActivationSeverity = 'normal' | 'warning' | 'error';

export function activationSeverity(current: number, max: number): ActivationSeverity {
  const percent = percentOf(current, max);
  if (percent >= ACTIVATION_ERROR_PERCENT) return 'error';
  if (percent >= ACTIVATION_WARNING_PERCENT) return 'warning';
  return 'normal';
}

export const ACTIVATION_BAR_COLOR: Record<ActivationSeverity, string | undefined> = {
  normal: undefined,
  warning: 'var(--orange-500, #f97316)',
  error: 'var(--red-500, #ef4444)',
};
