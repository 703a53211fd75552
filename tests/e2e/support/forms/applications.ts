// The owner's setup forms: my application (first-time setup and edit), an application created
// from a product, and the owner's billing link (their saves under failure: support/form-saves.ts).
import { expect } from '../test.ts';
import { main, noApplications, type FormCase } from '../form-saves.ts';
import { applications as appText } from '../../../../src/shared/messages/applications.ts';
import { owner } from '../../../../src/shared/messages/owner.ts';

export const APPLICATION_FORMS: FormCase[] = [
  {
    title: 'my application: first-time setup',
    role: 'admin',
    scenario: 'empty',
    path: () => '/my-application',
    call: 'createMyApplication',
    fill: async (p) => {
      await p.getByLabel(appText.nameLabel).fill('フォーム確認アプリ');
      await p.getByLabel(appText.descriptionLabel).fill('失敗しても入力が残ることを確かめるアプリです。');
      await p.getByLabel(appText.versionLabel).fill('1.2.3');
      await p.getByLabel(appText.billingApiKeyLabel, { exact: true }).fill('sl_live_formssetup123');
      await p.getByLabel(appText.billingSiteLabel).fill('forms-shop');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: appText.setupButton }),
    failure: appText.setupFailed,
    done: async (p) => expect(p.getByText(appText.setupDone).first()).toBeVisible(),
  },
  {
    title: 'my application: edit',
    role: 'admin',
    path: () => '/my-application',
    call: 'updateMyApplication',
    open: async (p) => p.getByRole('button', { name: appText.editButton }).click(),
    fill: async (p) => {
      await p.getByLabel(appText.billingApiKeyLabel, { exact: true }).fill('sl_live_formsedit1234');
      await p.getByLabel(appText.billingSiteLabel).fill('forms-shop');
      await p.getByLabel(appText.descriptionLabel).fill('編集に失敗しても入力が残ります。');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: appText.saveButton }),
    failure: appText.saveFailed,
    done: async (p) => expect(p.getByText(appText.saved).first()).toBeVisible(),
  },
  {
    title: 'create from product',
    role: 'admin',
    path: () => '/applications',
    call: 'createApplicationFromProduct',
    prepare: noApplications,
    open: async (p) => {
      await p.getByRole('button', { name: appText.createFromProductButton }).first().click();
      await p
        .getByRole('dialog')
        .getByRole('button', { name: /で作成$/ })
        .first()
        .click();
      await expect(p).toHaveURL(/\/applications\/create-from-product$/);
    },
    fill: async (p) => {
      await p.getByLabel(appText.nameLabel).fill('フォーム確認 App');
      await p.getByLabel(appText.versionLabel).fill('2.0.0');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: '作成', exact: true }),
    failure: appText.createFailed,
    done: async (p) => expect(p.getByText(appText.created).first()).toBeVisible(),
  },
  {
    title: 'owner settings (billing link)',
    role: 'admin',
    path: () => '/owner-settings',
    call: 'updateMyOwner',
    fill: async (p) => {
      await p.getByLabel(owner.siteLabel).fill('forms-shop');
      await p.getByLabel(owner.apiKeyLabel).fill('sl_live_formsowner123');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: owner.updateButton, exact: true }),
    failure: owner.saveFailed,
    done: async (p) => expect(p.getByText(owner.updated).first()).toBeVisible(),
  },
];
