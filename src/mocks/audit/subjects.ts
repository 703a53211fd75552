// What each recorded call is about: its object's type, and how to find the object's id, a label a
// person recognises (licence key, device name, e-mail, application name, shop) and the licence
// it concerns. `before` reads the database before the call (a deleted row is gone after it);
// `after` reads the answer of a call that created its object.
import type { AuditAction, AuditObjectType } from '../../api/schemas/audit.ts';
import { tables } from '../db.ts';
import { myApplication } from '../domain/my-application.ts';
import { currentOwner } from '../domain/quota.ts';
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
}

const none: Subject = { objectId: null, objectLabel: '', licenseId: null };
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The row's id and label, or (no such row) the id asked for. */
const named = <T extends { id: string }>(row: T | undefined, label: (row: T) => string, id: string | null = null): Subject =>
  row ? { ...none, objectId: row.id, objectLabel: label(row) } : { ...none, objectId: id };

const license = (id: string | undefined): Subject => {
  const row = id === undefined ? undefined : tables.licenses.get(id);
  return row ? { objectId: row.id, objectLabel: row.key, licenseId: row.id } : { objectId: id ?? null, objectLabel: '', licenseId: id ?? null };
};
const device = (id: string | undefined): Subject => {
  const row = id === undefined ? undefined : tables.devices.get(id);
  return row ? { objectId: row.id, objectLabel: row.name, licenseId: row.licenseId } : { ...none, objectId: id ?? null };
};
const user = (id: string | null | undefined) => named(id ? tables.users.get(id) : undefined, (u) => u.email, id ?? null);
const userByEmail = (email: unknown): Subject => {
  const row = typeof email === 'string' ? findUserByEmail(email) : undefined;
  return row ? { ...none, objectId: row.id, objectLabel: row.email } : { ...none, objectLabel: text(email) };
};
const application = (id: string | undefined) => named(id === undefined ? undefined : tables.applications.get(id), (a) => a.name, id ?? null);
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
  return { objectId: null, objectLabel: text(field(request, 'hostname')) || text(field(request, 'hardwareId')), licenseId: row?.id ?? null };
}
const deviceAfter = (r: unknown) => device(text(field(field(r, 'device'), 'id')) || undefined);

const licenseAfter = (r: unknown) => license(text(field(field(r, 'license'), 'id')) || undefined);
const applicationAfter = (r: unknown) => application(text(field(field(r, 'application'), 'id')) || undefined);
const userAfter = (r: unknown) => user(text(field(field(r, 'user'), 'id')) || null);

const onLicense: SubjectRule = { type: 'license', before: ({ params }) => license(params.id) };
const onDevice: SubjectRule = { type: 'device', before: ({ params }) => device(params.id) };
const onUser: SubjectRule = { type: 'user', before: ({ params }) => user(params.id) };
const onApplication: SubjectRule = { type: 'application', before: ({ params }) => application(params.id) };
const onSelf: SubjectRule = { type: 'user', before: ({ userId }) => user(userId) };
const onMine: SubjectRule = { type: 'application', before: mine, after: applicationAfter };
const onOwner: SubjectRule = { type: 'owner', before: owner, after: owner };

export const SUBJECTS: Readonly<Record<AuditAction, SubjectRule>> = {
  login: { type: 'user', before: ({ body }) => userByEmail(field(body, 'email')) },
  logout: onSelf,
  register: { type: 'user', before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'email')) }), after: userAfter },
  updateProfile: onSelf,
  createLicense: { type: 'license', before: () => none, after: licenseAfter },
  revokeLicense: onLicense,
  activateLicense: onLicense,
  updateLicense: onLicense,
  deleteLicense: onLicense,
  heartbeatDevice: onDevice,
  // The licence is the one the device is activated on (the body names it).
  activateDevice: { type: 'device', before: ({ params, body }) => ({ ...device(params.id), licenseId: text(field(body, 'license_id')) || null }) },
  deactivateDevice: onDevice,
  blockDevice: onDevice,
  unblockDevice: onDevice,
  deleteDevice: onDevice,
  deactivateMyDevice: onDevice,
  createUser: { type: 'user', before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'email')) }), after: userAfter },
  updateUser: onUser,
  deleteUser: onUser,
  createApplication: { type: 'application', before: ({ body }) => ({ ...none, objectLabel: text(field(body, 'name')) }), after: applicationAfter },
  updateApplication: onApplication,
  deleteApplication: onApplication,
  regenerateApplicationKey: onApplication,
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
