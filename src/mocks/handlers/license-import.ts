// 一括発行's extensions: the licences already issued for some order numbers (注文番号), and
// licences issued in one call, each row on its own (a refused row stops none of the others). The
// rows of one import are items of one audit-log operation: the caller's X-Operation-Id when it
// sends one (every call of the import), otherwise one per call.
import { openAuditRecord, operationIdOf } from '../audit/record.ts';
import { tables } from '../db.ts';
import { HttpError } from '../domain/errors.ts';
import { newId } from '../domain/ids.ts';
import { issueLicense } from '../domain/licensing/issue-license.ts';
import { toLicense } from '../domain/views.ts';
import { nowMs } from '../settings.ts';
import { implement } from './define.ts';

export const licenseImportImplementations = implement({
  findLicensesByReference: ({ body }) => {
    const wanted = new Set(body.references);
    const licenses = tables.licenseReferences.all().flatMap((row) => {
      const license = wanted.has(row.reference) ? tables.licenses.get(row.id) : undefined;
      return license
        ? [{ reference: row.reference, licenseId: license.id, key: license.key, issuedAt: row.issuedAt }]
        : [];
    });
    return { licenses };
  },

  createLicensesBulk: ({ body, user: actor, request }) => {
    const operationId = operationIdOf(request) ?? newId();
    const at = nowMs();
    const results = body.licenses.map((payload) => {
      const record = openAuditRecord('createLicense');
      record.caller(actor);
      record.input({ params: {}, body: payload, userId: actor.id }, operationId);
      try {
        const answer = { license: toLicense(issueLicense(payload, actor.id), at) };
        record.done(answer);
        return answer;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        record.refused(error.body.message);
        return { error: { message: error.body.message, ...(error.body.code ? { code: error.body.code } : {}) } };
      }
    });
    return { results };
  },
});
