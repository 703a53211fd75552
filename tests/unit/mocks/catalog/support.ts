// What the happy-path cases share: the licence key pattern and the seeded records they start from.
import { type EndpointId } from '../../../../src/api/catalog/endpoints.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { ownership } from '../_helpers.ts';

export const KEY_PATTERN = /^([A-Z]+-)?[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

export const ownerId = () => tables.owners.all()[0]!.id;
export const firstApp = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
export const activeLicense = () =>
  tables.licenses
    .all()
    .find((l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now())!;
export const ownActiveDevice = () => ownership().ownDevices.find((d) => d.status === 'ACTIVE')!;

/** A happy-path case per endpoint, split by subject across happy-*.ts. */
export type HappyPaths = Record<EndpointId, () => Promise<void>>;
