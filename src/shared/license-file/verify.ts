// Whether a licence file's signature holds: the canonical bytes of the document without its
// `signature` member, checked with the public key its key id names (docs/licence-files.md).
import { verifyCanonical } from './ed25519.ts';

export interface SignedDocument {
  readonly signature: { readonly algorithm: string; readonly keyId: string; readonly value: string };
  readonly [member: string]: unknown;
}

/** What the signature covers: every member of the document but `signature`. */
export function signedPart(document: SignedDocument): Record<string, unknown> {
  const { signature: _signature, ...signed } = document;
  return signed;
}

export async function signatureHolds(
  document: SignedDocument,
  publicKeyRaw: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  if (document.signature.algorithm !== 'Ed25519') return false;
  try {
    return await verifyCanonical(signedPart(document), document.signature.value, publicKeyRaw);
  } catch {
    // A value canonical JSON cannot hold (a fraction) was not signed by us.
    return false;
  }
}
