// Dashboard (spec §3).
import * as z from 'zod';
import { id, isoDateTime } from './common.ts';
import { licenseStatusSchema } from './license.ts';

export const dashboardSchema = z.object({
  stats: z.object({
    totalLicenses: z.number().int().min(0),
    activeLicenses: z.number().int().min(0),
    totalUsers: z.number().int().min(0),
    totalDevices: z.number().int().min(0),
  }),
  licenseStatuses: z.array(z.object({ status: licenseStatusSchema, count: z.number().int().min(0) })),
  recentActivities: z.array(z.object({ id, message: z.string(), timestamp: isoDateTime, licenseId: id.nullable().optional() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type ActivityEntry = Dashboard['recentActivities'][number];

/**
 * GET /api/dashboard?licenseId=… (an addition to the spec's call, which works without it; read
 * from the audit log since issue 21):
 * `recentActivities` then holds that licence's history (up to LICENSE_HISTORY_LIMIT entries).
 */
export const dashboardQuerySchema = z.object({ licenseId: id.optional() });
