// The licence a detail dialog shows, from the admin list or the user's own licences: its own
// module, so the dialog's sections read it without importing the dialog.
import type { LicenseStatus, LicenseType } from '../../../api/schemas/licensing/license.ts';

/** What the dialog shows (null: the server did not say). `createdAt` is the admin licence's `issuedAt`. */
export interface LicenseDetail {
  id: string;
  key: string;
  status: LicenseStatus | null;
  applicationId?: string | null;
  applicationName?: string | null;
  userName?: string | null;
  currentActivations: number | null;
  maxActivations: number | null;
  expiresAt: string | null;
  createdAt: string | null;
  updatedAt?: string | null;
  /** The admin licence's (複製 copies them). */
  userId?: string | null;
  type?: LicenseType | null;
}
