// What each recorded call is about: its object's type, and how to find the object's id, a label a
// person recognises (licence key, device name, e-mail, application name, shop) and the licence
// it concerns. `before` reads the database before the call (a deleted row is gone after it);
// `after` reads the answer of a call that created its object.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { AuditAction, AuditObjectType } from '../../api/schemas/reports/audit.ts';
import { DATE_FORMAT, HOME_TIME_ZONE } from '../../shared/constants.ts';
import { audit as t } from '../../shared/messages/reports/audit.ts';
import { tables } from '../db.ts';
import { effectiveCodes } from '../domain/licensing/terms.ts';
import { myApplication } from '../domain/my-application.ts';
import { currentOwner } from '../domain/licensing/quota.ts';
import { findUserByEmail } from '../domain/users.ts';

export interface Subject {
  objectId: string | null;
  objectLabel: string;
  licenseId: string | null;
}

export interface SubjectInput {
  params: Readonly<Record<string, string>>;
  /** The parsed body, or undefined when it was refused before parsing. */
  body: unknown;
  userId: string | null;
}

interface SubjectRule {
  type: AuditObjectType;
  before: (input: SubjectInput) => Subject;
  /** The object the answer names (creations). */
  after?: (response: unknown) => Subject | null;
  /** What the object was before the call, for `detail`. */
  prior?: (input: SubjectInput) => unknown;
  /** What the change was, in a few words (the entry's 内容), from the call, the object before it and the answer. */
  detail?: (call: { input: SubjectInput; prior: unknown; response: unknown }) => string | null;
}

const none: Subject = { objectId: null, objectLabel: '', licenseId: null };
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The row's id and label, or (no such row) the id asked for. */
const named = <T extends { id: string }>(
  row: T | undefined,
  label: (row: T) => string,
  id: string | null = null,
): Subject => (row ? { ...none, objectId: row.id, objectLabel: label(row) } : { ...none, objectId: id });

const license = (id: string | undefined): Subject => {
  const row = id === undefined ? undefined : tables.licenses.get(id);
  return row
    ? { objectId: row.id, objectLabel: row.key, licenseId: row.id }
    : { objectId: id ?? null, objectLabel: '', licenseId: id ?? null };
};
const device = (id: string | undefined): Subject => {
  const row = id === undefined ? undefined : tables.devices.get(id);
  return row
    ? { objectId: row.id, objectLabel: row.name, licenseId: row.licenseId }
    : { ...none, objectId: id ?? null };
};
const user = (id: string | null | undefined) =>
  named(id ? tables.users.get(id) : undefined, (u) => u.email, id ?? null);
const userByEmail = (email: unknown): Subject => {
  const row = typeof email === 'string' ? findUserByEmail(email) : undefined;
  return row ? { ...none, objectId: row.id, objectLabel: row.email } : { ...none, objectLabel: text(email) };
};
const application = (id: string | undefined) =>
  named(id === undefined ? undefined : tables.applications.get(id), (a) => a.name, id ?? null);
const mine = () => named(myApplication(), (a) => a.name);
const owner = () => named(currentOwner(), (o) => o.site);

/** An offline activation is about the machine its request file names, on the licence of its key. */
function offlineRequestSubject(body: unknown): Subject {
  let request: unknown;
  try {
    request = JSON.parse(text(field(body, 'requestFile')));
  } catch {
    return none;
  }
  const key = text(field(request, 'licenseKey'));
  const row = key ? tables.licenses.all().find((l) => l.key === key) : undefined;
  return {
    objectId: null,
    objectLabel: text(field(request, 'hostname')) || text(field(request, 'hardwareId')),
    licenseId: row?.id ?? null,
  };
}
const deviceAfter = (r: unknown) => device(text(field(field(r, 'device'), 'id')) || undefined);

const licenseAfter = (r: unknown) => license(text(field(field(r, 'license'), 'id')) || undefined);
const applicationAfter = (r: unknown) => application(text(field(field(r, 'application'), 'id')) || undefined);
const userAfter = (r: unknown) => user(text(field(field(r, 'user'), 'id')) || null);

const onLicense: SubjectRule = { type: 'license', before: ({ params }) => license(params.id) };
const policy = (id: string | undefined) =>
  named(id === undefined ? undefined : tables.licensePolicies.get(id), (p) => p.name, id ?? null);
const policyAfter = (r: unknown) => policy(text(field(field(r, 'policy'), 'id')) || undefined);
const onPolicy: SubjectRule = { type: 'policy', before: ({ params }) => policy(params.id) };

/** A day as the caller's calendar has it (the zone the call named), else the console's home zone. */
const day = (iso: unknown, input: SubjectInput) => {
  const zone = text(field(input.body, 'timeZone')) || HOME_TIME_ZONE;
  return typeof iso === 'string' ? format(new TZDate(iso, zone), DATE_FORMAT) : '-';
};
const answered = (response: unknown, name: string) => field(field(response, 'license'), name);
const emailOf = (userId: unknown) => (typeof userId === 'string' ? (tables.users.get(userId)?.email ?? userId) : '');
const licenseRow = (input: SubjectInput) => (input.params.id ? tables.licenses.get(input.params.id) : undefined);
const codeList = (codes: readonly string[]) => codes.join(', ');
const onDevice: SubjectRule = { type: 'device', before: ({ params }) => device(params.id) };
const onUser: SubjectRule = { type: 'user', before: ({ params }) => user(params.id) };
const onApplication: SubjectRule = { type: 'application', before: ({ params }) => application(params.id) };
const onSelf: SubjectRule = { type: 'user', before: ({ userId }) => user(userId) };
const onMine: SubjectRule = { type: 'application', before: mine, after: applicationAfter };
const onOwner: SubjectRule = { type: 'owner', before: owner, after: owner };

export const SUBJECTS: Readonly<Record<AuditAction, SubjectRule>> = {
  login: { type: 'user', before: ({ body }) => userByEmail(field(body, 'email')) },
  logout: onSelf,
  register: {
    type: 'user',
    before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'email')) }),
    after: userAfter,
  },
  updateProfile: onSelf,
  createLicense: {
    type: 'license',
    before: () => none,
    after: licenseAfter,
    detail: ({ input }) => {
      const id = text(field(input.body, 'policyId'));
      const name = id ? tables.licensePolicies.get(id)?.name : undefined;
      return name ? t.detailPolicy(name) : null;
    },
  },
  revokeLicense: onLicense,
  activateLicense: onLicense,
  updateLicense: onLicense,
  deleteLicense: onLicense,
  extendLicense: {
    ...onLicense,
    detail: ({ input, response }) =>
      `${t.detailExpiry(day(field(response, 'previousExpiresAt'), input), day(answered(response, 'expiresAt'), input))}${field(response, 'reactivated') === true ? t.detailReactivated : ''}`,
  },
  resetLicenseActivations: {
    ...onLicense,
    detail: ({ response }) => t.detailReset(Number(field(response, 'deactivated') ?? 0)),
  },
  transferLicense: {
    ...onLicense,
    prior: (input) => emailOf(licenseRow(input)?.userId),
    detail: ({ prior, response }) => {
      const reset = Number(field(response, 'deactivated') ?? 0);
      return `${t.detailTransfer(String(prior), emailOf(answered(response, 'userId')))}${reset > 0 ? t.detailTransferReset(reset) : ''}`;
    },
  },
  updateLicenseMaxActivations: {
    ...onLicense,
    prior: (input) => licenseRow(input)?.maxActivations,
    detail: ({ prior, response }) =>
      t.detailMaxActivations(Number(prior), Number(answered(response, 'maxActivations'))),
  },
  updateLicenseEntitlements: {
    ...onLicense,
    prior: (input) => effectiveCodes(input.params.id ? tables.licenseTerms.get(input.params.id) : undefined),
    detail: ({ input, prior }) => {
      const before = prior as string[];
      const after = effectiveCodes(input.params.id ? tables.licenseTerms.get(input.params.id) : undefined);
      return t.detailEntitlements(
        codeList(after.filter((c) => !before.includes(c))),
        codeList(before.filter((c) => !after.includes(c))),
      );
    },
  },
  createLicensePolicy: {
    type: 'policy',
    before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'name')) }),
    after: policyAfter,
    detail: ({ input }) => tables.applications.get(text(field(input.body, 'applicationId')))?.name ?? null,
  },
  updateLicensePolicy: onPolicy,
  deleteLicensePolicy: onPolicy,
  heartbeatDevice: onDevice,
  // The licence is the one the device is activated on (the body names it).
  activateDevice: {
    type: 'device',
    before: ({ params, body }) => ({ ...device(params.id), licenseId: text(field(body, 'license_id')) || null }),
  },
  deactivateDevice: onDevice,
  blockDevice: onDevice,
  unblockDevice: onDevice,
  deleteDevice: onDevice,
  deactivateMyDevice: onDevice,
  createUser: {
    type: 'user',
    before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'email')) }),
    after: userAfter,
  },
  updateUser: onUser,
  deleteUser: onUser,
  createApplication: {
    type: 'application',
    before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'name')) }),
    after: applicationAfter,
  },
  updateApplication: onApplication,
  deleteApplication: onApplication,
  regenerateApplicationKey: onApplication,
  createEntitlement: {
    ...onApplication,
    detail: ({ response }) => t.detailFeature(text(field(field(response, 'entitlement'), 'code'))),
  },
  createMyApplication: onMine,
  updateMyApplication: onMine,
  revealMyApplicationKey: onMine,
  createApplicationFromProduct: { type: 'application', before: () => none, after: applicationAfter },
  syncQuota: onOwner,
  createMyOwner: onOwner,
  updateMyOwner: onOwner,
  revealMyOwnerKey: onOwner,
  checkoutLicenseFile: onLicense,
  activateOffline: { type: 'device', before: ({ body }) => offlineRequestSubject(body), after: deviceAfter },
  returnOfflineDevice: onDevice,
};
