// Forms: every form of the console has its case in one of the forms-*.e2e.ts files, each keeping
// its typed values on a failed save and sending one request per double click
// (support/form-saves.ts); the cases live by kind in support/forms/.
import { expect, test } from './support/test.ts';
import { ACCOUNT_FORMS } from './support/forms/account.ts';
import { APPLICATION_FORMS } from './support/forms/applications.ts';
import { LICENSING_FORMS } from './support/forms/licensing.ts';

const FORMS = [...ACCOUNT_FORMS, ...LICENSING_FORMS, ...APPLICATION_FORMS];

test('forms: the table covers the forms of the console', () => {
  console.log(`forms: ${FORMS.length} forms x (500, 403 refusal, double-click save) = ${FORMS.length * 3} checks`);
  expect(FORMS.map((f) => f.call).sort()).toEqual(
    [
      'login',
      'createLicense',
      'createUser',
      'updateUser',
      'updateProfile',
      'createMyApplication',
      'updateMyApplication',
      'createApplicationFromProduct',
      'updateMyOwner',
      'updateLicense',
      'createLicensePolicy',
    ].sort(),
  );
});
