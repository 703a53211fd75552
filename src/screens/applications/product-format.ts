// How a product setting reads (docs/product.md §4, §9): payment type 0 is one-time (単発), anything
// else a fixed subscription (定額), none at all 不明 (and no price then: which one applies is
// unknown); yen with separators or '-'; intervals in 日/週/ヶ月/年.
import type { ProductSetting } from '../../api/schemas/accounts/billing.ts';
import { formatYen } from '../../shared/format.ts';
import { applications as t, intervalUnitLabels } from '../../shared/messages/applications.ts';
import { common } from '../../shared/messages/common.ts';

export const isOneTime = (p: Pick<ProductSetting, 'payment_type'>) => p.payment_type === 0;

export const paymentTypeLabel = (p: Pick<ProductSetting, 'payment_type'>) =>
  p.payment_type === null ? common.unknown : isOneTime(p) ? t.paymentOneTime : t.paymentSubscription;

/** '1ヶ月', '2週', … or '-' for a one-time product, an unknown payment type or a missing interval. */
export function intervalLabel(
  p: Pick<ProductSetting, 'payment_type' | 'cycle_interval_value' | 'cycle_interval_unit'>,
): string {
  if (p.payment_type === null || isOneTime(p) || p.cycle_interval_value === null || p.cycle_interval_unit === null)
    return common.none;
  return `${p.cycle_interval_value}${intervalUnitLabels[p.cycle_interval_unit]}`;
}

/** The price that applies: the single price, or the cycle price per interval. */
export function priceLabel(
  p: Pick<
    ProductSetting,
    'payment_type' | 'single_price' | 'cycle_price' | 'cycle_interval_value' | 'cycle_interval_unit'
  >,
): string {
  if (p.payment_type === null) return common.none;
  if (isOneTime(p)) return formatYen(p.single_price);
  const price = formatYen(p.cycle_price);
  const interval = intervalLabel(p);
  return price === common.none || interval === common.none ? price : `${price} / ${interval}`;
}

export const trialDaysLabel = (p: Pick<ProductSetting, 'trial_days'>) =>
  p.trial_days === null ? common.none : t.trialDaysValue(p.trial_days);
