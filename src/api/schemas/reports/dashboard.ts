// Dashboard (docs/product.md §3).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { count, id, isoDateTime, rowId } from '../common.ts';
import { essential } from '../reading.ts';
import { licenseStatusSchema } from '../licensing/license.ts';

export const activityEntrySchema = z.object({
  id: rowId,
  message: z.string(),
  timestamp: isoDateTime,
  licenseId: id.nullable().optional(),
});

export const dashboardSchema = z.object({
  stats: z.object({
    totalLicenses: count,
    activeLicenses: count,
    totalUsers: count,
    totalDevices: count,
  }),
  licenseStatuses: z.array(z.object({ status: essential(licenseStatusSchema), count: count })),
  recentActivities: z.array(activityEntrySchema),
});
/** As the console reads it (lenient); `DashboardWire` is the contract's form. */
export type Dashboard = Read<typeof dashboardSchema>;
export type DashboardWire = z.infer<typeof dashboardSchema>;
/** As the console reads it (lenient); `ActivityEntryWire` is the contract's form. */
export type ActivityEntry = Read<typeof activityEntrySchema>;
export type ActivityEntryWire = z.infer<typeof activityEntrySchema>;

/** GET /api/licenses/{id}/history (an extension): that licence's entries of the audit log, newest first (up to LICENSE_HISTORY_LIMIT). */
export const licenseHistorySchema = z.object({ entries: z.array(activityEntrySchema) });
