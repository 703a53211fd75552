// The owner's setup forms under a failed save (support/form-saves.ts): my application's setup and
// edit, an application from a product, the owner's billing link.
import { test } from './support/test.ts';
import { checkFormSave, formTitle } from './support/form-saves.ts';
import { APPLICATION_FORMS } from './support/forms/applications.ts';

for (const form of APPLICATION_FORMS) test(formTitle(form), ({ page }) => checkFormSave(page, form));
