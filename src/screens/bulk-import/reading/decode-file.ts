// The bytes of a chosen file as text: UTF-8 (with or without a BOM) or Shift_JIS (CP932, as Excel
// saves CSV in Japan), each decoded strictly so that a wrong guess fails instead of showing
// mojibake; anything else is refused with a reason the admin can act on.
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';

export type DecodedFile = { ok: true; text: string; encoding: 'utf-8' | 'shift_jis' } | { ok: false; reason: string };

const strict = (label: string, bytes: Uint8Array): string | null => {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
};

/** Holds a UTF-8 sequence of a Japanese character (lead E3-E9, two continuation bytes). */
function hasUtf8Japanese(bytes: Uint8Array): boolean {
  const cont = (b: number | undefined) => b !== undefined && b >= 0x80 && b <= 0xbf;
  for (let i = 0; i + 2 < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= 0xe3 && b <= 0xe9 && cont(bytes[i + 1]) && cont(bytes[i + 2])) return true;
  }
  return false;
}
/** Half-width katakana: what UTF-8 continuation bytes turn into when read as Shift_JIS. */
const HALF_WIDTH_KANA = /[\uFF61-\uFF9F]/;

/** What a file that is not a CSV looks like from its first bytes, or null. */
export function otherFormatOf(bytes: Uint8Array, text?: string): string | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return t.xlsxFile;
  if (bytes.subarray(0, 512).includes(0)) return t.binaryFile;
  const head = (text ?? '').replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{') || head.startsWith('[')) {
    return /"(signature|licenseKey|license_key|payload)"/.test(head.slice(0, 4096)) ? t.licenceFile : t.jsonFile;
  }
  return null;
}

/**
 * UTF-8 first (a BOM, or bytes that are valid UTF-8), then Shift_JIS; a file valid as neither,
 * or whose Shift_JIS reading shows UTF-8 Japanese inside it, is refused.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedFile {
  const binary = otherFormatOf(bytes);
  if (binary) return { ok: false, reason: binary };
  const utf8 = strict('utf-8', bytes);
  if (utf8 !== null) {
    const other = otherFormatOf(bytes, utf8);
    return other ? { ok: false, reason: other } : { ok: true, text: utf8.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  }
  const sjis = strict('shift_jis', bytes);
  if (sjis === null) return { ok: false, reason: t.unknownEncoding };
  if (HALF_WIDTH_KANA.test(sjis) && hasUtf8Japanese(bytes)) return { ok: false, reason: t.mixedEncoding };
  const other = otherFormatOf(bytes, sjis);
  return other ? { ok: false, reason: other } : { ok: true, text: sjis, encoding: 'shift_jis' };
}
