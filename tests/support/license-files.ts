// Activation request files as the client software writes them (docs/licence-files.md), and the
// public key a licence file is checked with, for the unit, component and e2e tests.
import {
  ACTIVATION_REQUEST_FORMAT,
  licenseFileSchema,
  type ActivationRequest,
  type LicenseFile,
} from '../../src/api/schemas/licensing/license-file.ts';
import { readPublicKey } from '../../src/shared/license-file/ed25519.ts';
import { signatureHolds } from '../../src/shared/license-file/verify.ts';

let counter = 0;

/** A fresh request for the licence (a new nonce each time), dated now unless told. */
export function activationRequest(
  fields: Pick<ActivationRequest, 'licenseKey' | 'applicationId'> & Partial<ActivationRequest>,
): ActivationRequest {
  counter += 1;
  return {
    format: ACTIVATION_REQUEST_FORMAT,
    hardwareId: `HW-OFFLINE-${String(counter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    hostname: `factory-pc-${counter}`,
    platform: 'windows-x64',
    nonce: `nonce-${counter}-${crypto.randomUUID()}`,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

/** The request as the file's text. */
export const requestText = (request: ActivationRequest) => `${JSON.stringify(request, null, 2)}\n`;

export function readLicenseFile(content: string): LicenseFile {
  return licenseFileSchema.parse(JSON.parse(content));
}

export async function holdsWith(content: string, publicKey: string): Promise<boolean> {
  return signatureHolds(JSON.parse(content) as Parameters<typeof signatureHolds>[0], readPublicKey(publicKey)!);
}
