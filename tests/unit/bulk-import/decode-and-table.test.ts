// Reading an import file: the encodings Excel and others save CSV in, the header names in either
// language, Excel's escaped cells, and the files refused before any row is checked.
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readImportTable, headerKey, mapHeaders } from '../../../src/screens/bulk-import/reading/csv-table.ts';
import { decodeCsvBytes } from '../../../src/screens/bulk-import/reading/decode-file.ts';
import { LICENSE_COLUMNS } from '../../../src/screens/bulk-import/licenses/license-rows.ts';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';

const SAMPLE = 'アプリケーション,ユーザーのメールアドレス\r\nCADビューア Pro,user@example.com\r\n①株式会社,髙橋\r\n';
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without a BOM, and Shift_JIS (CP932 characters too), never as mojibake', () => {
    expect(decodeCsvBytes(utf8(SAMPLE))).toEqual({ ok: true, text: SAMPLE, encoding: 'utf-8' });
    expect(decodeCsvBytes(utf8('\uFEFF' + SAMPLE))).toEqual({ ok: true, text: SAMPLE, encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array(iconv.encode(SAMPLE, 'cp932')))).toEqual({
      ok: true,
      text: SAMPLE,
      encoding: 'shift_jis',
    });
  });

  it('refuses a file mixing UTF-8 and Shift_JIS, and one that is neither, naming the encodings accepted', () => {
    const mixed = new Uint8Array([...utf8('アプリケーション,'), ...iconv.encode('ユーザー\r\n', 'cp932')]);
    expect(decodeCsvBytes(mixed)).toEqual({ ok: false, reason: t.mixedEncoding });
    const neither = new Uint8Array([0x61, 0x2c, 0x81, 0x20, 0xff, 0xfe, 0x0a]);
    const refused = decodeCsvBytes(neither);
    expect(refused).toEqual({ ok: false, reason: t.unknownEncoding });
    expect(t.unknownEncoding).toMatch(/UTF-8.*Shift_JIS/);
  });

  it('names an Excel book, a licence file and a binary file', () => {
    expect(decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({
      ok: false,
      reason: t.xlsxFile,
    });
    expect(decodeCsvBytes(utf8('{"payload":"x","signature":"y"}'))).toEqual({ ok: false, reason: t.licenceFile });
    expect(decodeCsvBytes(new Uint8Array([0x61, 0, 0x62, 0]))).toEqual({ ok: false, reason: t.binaryFile });
  });

  it('gives back any Japanese text saved in either encoding (property)', () => {
    const japanese = fc.string({
      unit: fc.constantFrom(...'あいうアイウ漢字髙①㈱ーＡＢ１２ 、,"\nabc123'.split('')),
      minLength: 1,
    });
    fc.assert(
      fc.property(japanese, (text) => {
        const fromSjis = decodeCsvBytes(new Uint8Array(iconv.encode(text, 'cp932')));
        const fromUtf8 = decodeCsvBytes(utf8(text));
        expect(fromUtf8).toMatchObject({ ok: true, text });
        expect(fromSjis).toMatchObject({ ok: true, text });
      }),
    );
  });
});

describe('readImportTable', () => {
  it('maps Japanese and English headers alike, full-width and a required mark ignored', () => {
    expect(headerKey('ＡＰＰＬＩＣＡＴＩＯＮ')).toBe('application');
    expect(headerKey('アプリケーション（必須）')).toBe('アプリケーション');
    expect(mapHeaders(['user_email', 'アプリケーション', '備考', 'application'], LICENSE_COLUMNS)).toEqual([
      'user_email',
      'application',
      null,
      null,
    ]);
  });

  it('reads quoted cells, line breaks inside quotes, empty lines and Excel-escaped formulas', () => {
    const table = readImportTable(
      'application,user_email,備考\n"CAD, Pro","a@example.com","1行目\n2行目"\n\n\'=1+1,b@example.com,\n',
      LICENSE_COLUMNS,
    );
    expect(table).toMatchObject({ ok: true, unknownColumns: ['備考'] });
    if (!table.ok) return;
    expect(table.rows.map((r) => [r.line, r.values.application, r.values.user_email])).toEqual([
      [2, 'CAD, Pro', 'a@example.com'],
      [3, '=1+1', 'b@example.com'],
    ]);
    expect(table.rows[0]!.cells[2]).toBe('1行目\n2行目');
  });

  it('names the missing required columns, and refuses an empty file or one without rows', () => {
    expect(readImportTable('種類,開始日\n永続,2026/1/1\n', LICENSE_COLUMNS)).toEqual({
      ok: false,
      reason: t.missingColumns(['アプリケーション', 'ユーザーのメールアドレス']),
    });
    expect(readImportTable('  \r\n', LICENSE_COLUMNS)).toEqual({ ok: false, reason: t.emptyFile });
    expect(readImportTable('application,user_email\n', LICENSE_COLUMNS)).toEqual({ ok: false, reason: t.noDataRows });
  });

  it('refuses more than 10,000 rows', () => {
    const text = 'application,user_email\n' + 'a,b@example.com\n'.repeat(10_001);
    expect(readImportTable(text, LICENSE_COLUMNS)).toEqual({ ok: false, reason: t.tooManyRows(10_000, 10_001) });
  });
});
