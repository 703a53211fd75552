// The licensing forms: a new licence, a licence policy and a licence's expiry (their saves under
// failure: support/form-saves.ts).
import { expect } from '../test.ts';
import { chooseOption } from '../dropdown.ts';
import { dialog, main, toast, type FormCase } from '../form-saves.ts';
import { licenses } from '../../../../src/shared/messages/licensing/licenses.ts';
import { policyScreen } from '../../../../src/shared/messages/licensing/policies.ts';

export const LICENSING_FORMS: FormCase[] = [
  {
    title: 'new licence (/licenses/create)',
    role: 'admin',
    path: () => '/licenses/create',
    call: 'createLicense',
    fill: async (p) => {
      await chooseOption(p, 'アプリケーション', /.+/);
      await chooseOption(p, 'ユーザー', /@/);
      await p.getByRole('radio', { name: 'サブスクリプション' }).check();
      await p.getByLabel('最大アクティベーション数').fill('3');
      await p.getByLabel('終了日').fill('2030/12/31');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: '作成', exact: true }),
    failure: licenses.createFailed,
    done: async (p) => {
      await expect(p).toHaveURL(/\/licenses$/);
      await expect(toast(p, licenses.created)).toBeVisible();
    },
  },
  {
    title: 'licence policy (ライセンスポリシー)',
    role: 'admin',
    path: () => '/license-policies',
    call: 'createLicensePolicy',
    open: async (p) => p.getByRole('button', { name: policyScreen.newPolicy }).click(),
    fill: async (p) => {
      await chooseOption(p, policyScreen.fieldApplication, /.+/);
      await p.getByRole('dialog').getByLabel(policyScreen.fieldName).fill('フォーム検証ポリシー');
      await p.getByRole('dialog').getByLabel(policyScreen.fieldMaxActivations).fill('３');
      await p
        .getByRole('dialog')
        .getByRole('checkbox', { name: /基本機能/ })
        .check();
    },
    scope: dialog,
    submit: (p) => p.getByRole('dialog').getByRole('button', { name: policyScreen.create, exact: true }),
    failure: policyScreen.createFailed,
    done: async (p) => expect(toast(p, policyScreen.created)).toBeVisible(),
  },
  {
    title: 'licence expiry editor',
    role: 'admin',
    path: () => '/licenses',
    call: 'updateLicense',
    open: async (p) => {
      await p
        .getByRole('table')
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /の詳細$/ })
        .click();
      await p
        .getByRole('dialog', { name: licenses.detailTitle })
        .getByRole('button', { name: licenses.editExpiry })
        .click();
    },
    fill: async (p) =>
      p.getByRole('dialog', { name: licenses.detailTitle }).getByLabel(licenses.expiryInput).fill('2031-03-15T10:30'),
    scope: (p) => p.getByRole('dialog', { name: licenses.detailTitle }),
    submit: (p) =>
      p.getByRole('dialog', { name: licenses.detailTitle }).getByRole('button', { name: licenses.saveExpiry }),
    failure: licenses.updateFailed,
    done: async (p) => {
      await expect(toast(p, licenses.updated)).toBeVisible();
      await expect(p.getByRole('dialog', { name: licenses.detailTitle })).toContainText('2031/03/15');
    },
  },
];
