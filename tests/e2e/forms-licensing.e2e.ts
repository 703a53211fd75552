// Licensing forms under a failed save (support/form-saves.ts): a new licence, a licence policy and
// a licence's expiry.
import { test } from './support/test.ts';
import { checkFormSave, formTitle } from './support/form-saves.ts';
import { LICENSING_FORMS } from './support/forms/licensing.ts';

for (const form of LICENSING_FORMS) test(formTitle(form), ({ page }) => checkFormSave(page, form));
