// The ASCII form of text typed with a Japanese IME (src/shared/ascii-form.ts) and the shared
// schemas that apply it: examples, then properties (fast-check) over full-width renderings.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAsciiForm } from '../../../src/shared/ascii-form.ts';
import { emailSchema, pageQuery } from '../../../src/api/schemas/common.ts';
import { applicationSetupPayloadSchema } from '../../../src/api/schemas/application.ts';
import { licenseCreatePayloadSchema } from '../../../src/api/schemas/licensing/license.ts';
import { ownerCreatePayloadSchema } from '../../../src/api/schemas/accounts/owner.ts';
import { passwordSchema } from '../../../src/api/schemas/accounts/password.ts';
import { profileUpdatePayloadSchema, userCreatePayloadSchema } from '../../../src/api/schemas/accounts/user.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';

const SEED = 20261125;

/** Printable ASCII as an IME types it: U+0021–U+007E → U+FF01–U+FF5E. */
const fullWidth = (text: string) =>
  text.replace(/[\u0021-\u007E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
/** Some characters full-width, some not, with ideographic or ASCII spaces around. */
const typedWithIme = (ascii: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: ascii.length, maxLength: ascii.length }),
      fc.constantFrom('', ' ', '\u3000', '\u3000\u3000'),
      fc.constantFrom('', '\u3000', ' \u3000'),
    )
    .map(
      ([wide, before, after]) => before + [...ascii].map((ch, i) => (wide[i] ? fullWidth(ch) : ch)).join('') + after,
    );

const alnum = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const emails = fc
  .tuple(alnum, alnum, fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);
const versions = fc.tuple(fc.nat(99), fc.nat(99), fc.nat(99)).map((parts) => parts.join('.'));
const sites = fc.stringMatching(/^[A-Za-z0-9_-]{3,30}$/);
const apiKeys = fc.stringMatching(/^[A-Za-z0-9_-]{10,40}$/);

describe('toAsciiForm', () => {
  it.each([
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'taro@example.com'],
    ['３', '3'],
    ['１．０．０', '1.0.0'],
    ['ABCD－1234‐5678−90', 'ABCD-1234-5678-90'],
    ['site_01\u3000', 'site_01'],
    ['\u3000 key \u3000', 'key'],
  ])('%s → %s', (typed, ascii) => {
    expect(toAsciiForm(typed)).toBe(ascii);
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme-composite', maxLength: 16 }),
          fc.string({ unit: fc.constantFrom(...'ｱｶﾞﾟ－‐ー　 ＡＢ１２．＠てすと'), maxLength: 16 }),
        ),
        (text) => toAsciiForm(toAsciiForm(text)) === toAsciiForm(text),
      ),
      { seed: SEED },
    );
  });
});

describe('the shared schemas read IME input as the ASCII it means', () => {
  it('an e-mail typed full-width parses as its ASCII address (the mock validates with this schema)', () => {
    fc.assert(
      fc.property(
        emails.chain((email) => typedWithIme(email).map((typed) => [email, typed] as const)),
        ([email, typed]) => emailSchema.parse(typed) === email,
      ),
      { seed: SEED },
    );
  });

  it('a version, site identifier and billing key typed full-width pass as ASCII', () => {
    const setup = fc.record({ version: versions, site: sites, key: apiKeys }).chain((ascii) =>
      fc
        .record({
          version: typedWithIme(ascii.version),
          site: typedWithIme(ascii.site),
          key: typedWithIme(ascii.key),
        })
        .map((typed) => ({ ascii, typed })),
    );
    fc.assert(
      fc.property(setup, ({ ascii, typed }) => {
        const parsed = applicationSetupPayloadSchema.parse({
          name: 'アプリ',
          description: '説明',
          version: typed.version,
          subsclight_api_key: typed.key,
          subsclight_site: typed.site,
        });
        const owner = ownerCreatePayloadSchema.parse({ subsclight_api_key: typed.key, subsclight_site: typed.site });
        return (
          parsed.version === ascii.version &&
          parsed.subsclight_site === ascii.site &&
          parsed.subsclight_api_key === ascii.key &&
          owner.subsclight_site === ascii.site
        );
      }),
      { seed: SEED },
    );
  });

  it('a maximum typed as full-width digits (text or number) is that number; blank is required', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }).chain((n) => typedWithIme(String(n)).map((typed) => [n, typed] as const)),
        ([n, typed]) => {
          const parsed = licenseCreatePayloadSchema.parse({
            applicationId: 'a',
            userId: 'u',
            type: 'perpetual',
            maxActivations: typed,
          });
          return parsed.maxActivations === n;
        },
      ),
      { seed: SEED },
    );
    const blank = licenseCreatePayloadSchema.safeParse({
      applicationId: 'a',
      userId: 'u',
      type: 'perpetual',
      maxActivations: '\u3000',
    });
    expect(blank.error?.issues.map((i) => i.message)).toEqual([v.maxActivationsRequired]);
  });

  it('a search is sent in its ASCII form', () => {
    expect(pageQuery.parse({ search: 'ＡＢＣＤ－１２３４\u3000' }).search).toBe('ABCD-1234');
  });

  it('a password keeps every character: a full-width one is refused as typed, an ASCII one is unchanged', () => {
    const password = fc.stringMatching(/^[A-Z][a-z]{3}[0-9]{2}[!@#$%]{2}$/);
    fc.assert(
      fc.property(password, (pw) => {
        const asIs = passwordSchema.safeParse(`${pw}\u3000`);
        const wide = passwordSchema.safeParse(fullWidth(pw));
        return passwordSchema.parse(pw) === pw && !asIs.success && !wide.success;
      }),
      { seed: SEED },
    );
    const user = userCreatePayloadSchema.parse({
      email: 'ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      password: 'Abcd12!!',
      role: 'USER',
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclight_customer_id: null,
    });
    expect(user).toMatchObject({ email: 'user@example.com', password: 'Abcd12!!' });
  });

  it('names keep their kana, kanji and full-width forms as typed (trimmed only)', () => {
    const kana = fc.string({
      unit: fc.constantFrom(...'やまだﾀﾛｳ山田太郎ＡＢＣ１２３ー'),
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(kana, kana, (family, given) => {
        const parsed = profileUpdatePayloadSchema.parse({ family_name: `\u3000${family}`, given_name: `${given} ` });
        return parsed.family_name === family && parsed.given_name === given;
      }),
      { seed: SEED },
    );
  });
});
