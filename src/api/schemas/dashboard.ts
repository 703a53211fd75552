// Dashboard (spec §3).
import * as z from 'zod';
import { id, isoDateTime } from './common.ts';
import { licenseStatusSchema } from './license.ts';

export const activityEntrySchema = z.object({ id, message: z.string(), timestamp: isoDateTime, licenseId: id.nullable().optional() });

export const dashboardSchema = z.object({
  stats: z.object({
    totalLicenses: z.number().int().min(0),
    activeLicenses: z.number().int().min(0),
    totalUsers: z.number().int().min(0),
    totalDevices: z.number().int().min(0),
  }),
  licenseStatuses: z.array(z.object({ status: licenseStatusSchema, count: z.number().int().min(0) })),
  recentActivities: z.array(activityEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/licenses/{id}/history (an extension): that licence's entries of the audit log, newest first (up to LICENSE_HISTORY_LIMIT). */
export const licenseHistorySchema = z.object({ entries: z.array(activityEntrySchema) });
