// Forms of signing in and of people under a failed save (support/form-saves.ts): the login, a new
// user, a user's edit and the user's own profile.
import { test } from './support/test.ts';
import { checkFormSave, formTitle } from './support/form-saves.ts';
import { ACCOUNT_FORMS } from './support/forms/account.ts';

for (const form of ACCOUNT_FORMS) test(formTitle(form), ({ page }) => checkFormSave(page, form));
