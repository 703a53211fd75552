// Whether a licence file's signature holds and what it grants: the one check behind
// `npm run verify-licence`, on the file's text, a public key or the trusted keys, and a clock.
// Nothing is trusted unless the caller says so: a public key given, or the demo keys asked for.
import { licenseFileSchema, type LicenseFile } from '../../src/api/schemas/licensing/license-file.ts';
import { JSON_FILE_MAX_DEPTH, LICENSE_FILE_MAX_BYTES } from '../../src/shared/constants.ts';
import { readPublicKey } from '../../src/shared/license-file/ed25519.ts';
import { signatureHolds, type SignedDocument } from '../../src/shared/license-file/verify.ts';
import { readStrictJson, type JsonRefusal } from '../../src/shared/strict-json.ts';

/** The exit codes, one per outcome (docs/licence-files.md lists them). */
export const EXIT = {
  holds: 0,
  doesNotHold: 1,
  usage: 2,
  noKey: 3,
  tooLarge: 4,
  notJson: 5,
  duplicateKey: 6,
  tooDeep: 7,
  notLicenceFile: 8,
} as const;

/** A public key the check may use, by the key id files name. */
export interface TrustedKey {
  keyId: string;
  publicKey: string;
  /** Where it comes from, for the report (`the key of the mock's 'demo' scenario`). */
  source: string;
}

export type Refusal = JsonRefusal | { problem: 'not-licence-file'; where: string } | { problem: 'bad-key' };

export type Verdict =
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'no-key'; file: LicenseFile; keyIdUnknown: boolean }
  | { kind: 'checked'; file: LicenseFile; holds: boolean; source: string; validNow: boolean };

/** The file read by the strict rules (size, byte-order mark, duplicate members, nesting), then its form. */
export function readLicenceFile(text: string): { file: LicenseFile; json: SignedDocument } | Refusal {
  const read = readStrictJson(text, { maxBytes: LICENSE_FILE_MAX_BYTES, maxDepth: JSON_FILE_MAX_DEPTH });
  if (!read.ok) return read;
  const parsed = licenseFileSchema.safeParse(read.value);
  if (!parsed.success)
    return { problem: 'not-licence-file', where: parsed.error.issues[0]?.path.join('.') || 'format' };
  return { file: parsed.data, json: read.value as SignedDocument };
}

export async function verifyLicence(
  text: string,
  keys: { given?: string; trusted: readonly TrustedKey[] },
  nowMs: number,
): Promise<Verdict> {
  const read = readLicenceFile(text);
  if ('problem' in read) return { kind: 'refused', refusal: read };
  const { file, json } = read;
  let key: { raw: Uint8Array<ArrayBuffer>; source: string } | null = null;
  if (keys.given !== undefined) {
    const raw = readPublicKey(keys.given);
    if (!raw) return { kind: 'refused', refusal: { problem: 'bad-key' } };
    key = { raw, source: 'the public key given' };
  } else {
    const trusted = keys.trusted.find((k) => k.keyId === file.signature.keyId);
    if (trusted) key = { raw: readPublicKey(trusted.publicKey)!, source: trusted.source };
  }
  if (!key) return { kind: 'no-key', file, keyIdUnknown: keys.trusted.length > 0 };
  // The signature covers the document as it was read, members the schema does not name included.
  const holds = await signatureHolds(json, key.raw);
  const validNow = Date.parse(file.payload.issuedAt) <= nowMs && nowMs < Date.parse(file.payload.expiresAt);
  return { kind: 'checked', file, holds, source: key.source, validNow };
}

export const HOW_TO_PASS_THE_KEY =
  'Pass the licence server\'s public key: --public-key <base64 or hex> or --public-key-file <file> (an admin sees it under マイアプリケーション, "ライセンスファイルの署名鍵"; GET /api/license-files/signing-key). --demo trusts the mock\'s scenario keys instead, for the demo only.';

/** Why a file was not checked, and its exit code. */
export function refusalReport(refusal: Refusal): { text: string; exitCode: number } {
  switch (refusal.problem) {
    case 'too-large':
      return {
        text: `Cannot check: the file is larger than ${refusal.maxBytes / 1024} KB, which no licence file is; not read.`,
        exitCode: EXIT.tooLarge,
      };
    case 'not-json':
      return { text: 'Cannot check: the file is not JSON.', exitCode: EXIT.notJson };
    case 'duplicate-key':
      return {
        text: `Cannot check: the member "${refusal.key}" appears twice in one object; a reader could take either value, so the file is refused.`,
        exitCode: EXIT.duplicateKey,
      };
    case 'too-deep':
      return {
        text: `Cannot check: the JSON is nested deeper than ${refusal.maxDepth} levels, which no licence file is.`,
        exitCode: EXIT.tooDeep,
      };
    case 'not-licence-file':
      return { text: `Cannot check: not a licence file (${refusal.where}).`, exitCode: EXIT.notLicenceFile };
    case 'bad-key':
      return { text: 'Cannot check: the public key is not 32 bytes of base64 or hex.', exitCode: EXIT.usage };
  }
}

/** The report a person reads, and the exit code: 0 only when the signature holds under a key the caller trusts. */
export function report(verdict: Verdict, demo: boolean): { text: string; exitCode: number } {
  if (verdict.kind === 'refused') return refusalReport(verdict.refusal);
  const p = verdict.file.payload;
  const contents = [
    `  licence      ${p.license.key} (${p.license.type}, id ${p.license.id}, up to ${p.license.maxActivations} devices, licence expires ${p.license.expiresAt ?? 'never'})`,
    `  application  ${p.application.name} (${p.application.id})`,
    `  device       ${p.device.name} (hardware id ${p.device.hardwareId})`,
    `  file         ${p.fileId}, issued ${p.issuedAt}, valid until ${p.expiresAt} (${p.ttlDays} days)`,
    `  signed with  key ${verdict.file.signature.keyId} (${verdict.file.signature.algorithm})`,
  ].join('\n');
  if (verdict.kind === 'no-key') {
    const why = verdict.keyIdUnknown
      ? `key ${verdict.file.signature.keyId} is none of the mock's scenario keys`
      : 'no public key given, and nothing is trusted by default';
    return {
      text: `Signature NOT checked: ${why}. The file is not known to be valid.\n${HOW_TO_PASS_THE_KEY}\nWhat the file claims (unverified):\n${contents}`,
      exitCode: EXIT.noKey,
    };
  }
  const trust = demo
    ? ` (--demo: the mock's scenario keys are trusted; their private halves come from this repository, so anyone can sign with them)`
    : '';
  const head = verdict.holds
    ? `Signature holds, checked with ${verdict.source}${trust}.`
    : `Signature does NOT hold: the file was changed or not signed by ${verdict.source}.`;
  const today = verdict.holds
    ? `\n${verdict.validNow ? 'Valid today.' : 'NOT valid today: outside its issued-until period.'}`
    : '';
  return { text: `${head}${today}\n${contents}`, exitCode: verdict.holds ? EXIT.holds : EXIT.doesNotHold };
}
