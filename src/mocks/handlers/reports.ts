// GET /api/reports/usage (the `usageReport` extension): ADMIN only (the catalog's access),
// read-only. A range the query leaves open ends with this month, or starts months before its end.
import { addMonths, monthSpan } from '../../api/schemas/reports/usage-report.ts';
import { HOME_TIME_ZONE, USAGE_REPORT } from '../../shared/constants.ts';
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';
import { badRequest } from '../domain/errors.ts';
import { monthOf, usageReport } from '../domain/reports/usage-report.ts';
import { nowMs } from '../settings.ts';
import { implement } from './define.ts';

export const reportImplementations = implement({
  getUsageReport: ({ query }) => {
    const atMs = nowMs();
    const timeZone = query.tz ?? HOME_TIME_ZONE;
    const to =
      query.to ?? (query.from ? addMonths(query.from, USAGE_REPORT.defaultMonths - 1) : monthOf(atMs, timeZone));
    const from = query.from ?? addMonths(to, -(USAGE_REPORT.defaultMonths - 1));
    if (from > to) throw badRequest(t.rangeReversed, { to: [t.rangeReversed] });
    if (monthSpan(from, to) > USAGE_REPORT.maxMonths)
      throw badRequest(t.rangeTooLong(USAGE_REPORT.maxMonths), { to: [t.rangeTooLong(USAGE_REPORT.maxMonths)] });
    return usageReport(from, to, timeZone, atMs);
  },
});
