// 譲渡: paths walked on its expectation (license-transfer.expected.ts) replayed on the real licence
// detail (its actions and the transfer dialog with the new-licence form's user picker) against the
// msw/node mock, each save held until the path ends it; each step checks the expected state.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { License } from '../../../src/api/schemas/licensing/license.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseDetailDialog } from '../../../src/screens/shared/license-detail/license-detail-dialog.tsx';
import { MAX_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { validation } from '../../../src/shared/messages/forms/validation.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import { expectation } from '../machines/license-transfer.expected.ts';
import { TRANSFER_REFUSAL } from '../machines/license-transfer.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;

function holdSaves() {
  const pending: ((answer: Answer) => void)[] = [];
  server.use(http.post('*/api/licenses/:id/transfer', () => new Promise<Answer>((resolve) => pending.push(resolve))));
  return {
    async answer(answer: Answer) {
      await waitFor(() => expect(pending.length, 'a save is in flight').toBeGreaterThan(0));
      pending.shift()!(answer);
    },
  };
}

function Detail({ initial }: { initial: License }) {
  const [license, setLicense] = useState(initial);
  return (
    <LicenseDetailDialog
      license={{ ...license, createdAt: license.issuedAt }}
      mode="admin"
      onHide={() => undefined}
      onSaveExpiry={async () => undefined}
      onChanged={setLicense}
    />
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

describe('譲渡 follows its expectation', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    // The picker's users (its first page); the licence is one of theirs, so its holder can be chosen too.
    const users = (
      await callApi('listUsers', {
        query: { role: 'USER', page: 1, pageSize: MAX_LIST_PAGE_SIZE, sortField: 'email', sortOrder: 'asc' },
      })
    ).users;
    const target = tables.licenses
      .all()
      .find((l) => l.status === 'ACTIVE' && l.currentActivations > 0 && users.some((u) => u.id === l.userId))!;
    const [initial] = (await callApi('listLicenses', { query: { search: target.key, page: 1, pageSize: 1 } })).licenses;
    const saves = holdSaves();
    const { user } = renderScreen(<Detail initial={initial!} />, { path: '/licenses', user: admin });
    const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    const flow = () => screen.queryByRole('dialog', { name: t.transferTitle });
    const inFlow = () => within(flow()!);
    const holder = () => users.find((u) => u.id === tables.licenses.get(target.id)!.userId)!;
    let chosen = '';
    // The holder as the detail names it when the dialog opens (its display name), and its devices.
    let holderLabel = '';
    let devices = 0;

    const driver: PathDriver = {
      async perform(step) {
        switch (expectedOf(step).on) {
          case 'open':
            [holderLabel, devices] = await callApi('listLicenses', {
              query: { search: target.key, page: 1, pageSize: 1 },
            }).then(({ licenses: [l] }) => [l!.userName || '-', l!.currentActivations ?? 0] as const);
            return user.click(await within(detail).findByRole('button', { name: t.transfer }));
          case 'newUser': {
            chosen = users.find((u) => u.id !== holder().id)!.email!;
            await chooseOption(user, t.transferTo, new RegExp(escape(chosen)));
            const reset = inFlow().getByRole('checkbox', { name: t.transferReset });
            if (!(reset as HTMLInputElement).checked) await user.click(reset);
            return user.click(inFlow().getByRole('button', { name: t.transferNext }));
          }
          case 'sameUser':
            await chooseOption(user, t.transferTo, new RegExp(escape(holder().email!)));
            return user.click(inFlow().getByRole('button', { name: t.transferNext }));
          case 'noUser':
            return user.click(inFlow().getByRole('button', { name: t.transferNext }));
          case 'back':
            return user.click(inFlow().getByRole('button', { name: t.back }));
          case 'confirm':
            return user.click(inFlow().getByRole('button', { name: t.transferSave }));
          case 'close':
            return user.click(
              inFlow().queryAllByRole('button', { name: t.close }).at(-1) ??
                inFlow().getByRole('button', { name: t.cancel }),
            );
          case 'saved':
            return saves.answer(undefined);
          case 'refused':
            return saves.answer(
              HttpResponse.json(
                { error: TRANSFER_REFUSAL, message: TRANSFER_REFUSAL, code: 'LICENSE_NOT_TRANSFERABLE' },
                { status: 409 },
              ),
            );
          default:
            throw new Error(`no way to drive ${step.event.type}`);
        }
      },
      async check(step) {
        const { id } = expectedOf(step);
        const errors = [validation.userRequired, lifecycle.transferSameUser, TRANSFER_REFUSAL];
        const shownError = (text: string | null) => {
          for (const e of errors) if (e !== text) expect(inFlow().queryByText(e)).toBeNull();
          if (text) expect(inFlow().getByText(text)).toBeInTheDocument();
        };
        await waitFor(() => {
          switch (id) {
            case 'idle':
              expect(flow()).toBeNull();
              break;
            case 'choosing':
            case 'choosingBack':
            case 'choosingNoUser':
            case 'choosingSameUser':
              expect(inFlow().getByRole('combobox', { name: t.transferTo })).toBeInTheDocument();
              // Gone back, the picker still shows the chosen user.
              if (id === 'choosingBack') expect(inFlow().getAllByText(chosen).length).toBeGreaterThan(0);
              shownError(
                id === 'choosingNoUser'
                  ? validation.userRequired
                  : id === 'choosingSameUser'
                    ? lifecycle.transferSameUser
                    : null,
              );
              break;
            case 'confirming':
            case 'refused':
              expect(inFlow().getByText(t.transferConfirm(holderLabel, chosen))).toBeInTheDocument();
              if (devices > 0) expect(inFlow().getByText(t.transferConfirmReset(devices))).toBeInTheDocument();
              else expect(inFlow().queryByText(/台のデバイスは無効化されます。$/)).toBeNull();
              expect(inFlow().getByRole('button', { name: t.transferSave })).toBeEnabled();
              shownError(id === 'refused' ? TRANSFER_REFUSAL : null);
              break;
            case 'saving':
              expect(inFlow().getByRole('button', { name: t.transferSave })).toBeDisabled();
              expect(inFlow().getByRole('button', { name: t.back })).toBeDisabled();
              break;
            case 'done':
              expect(inFlow().getByText(t.transferred(chosen))).toBeInTheDocument();
              expect(tables.licenses.get(target.id)!.userId).toBe(users.find((u) => u.email === chosen)!.id);
              break;
            default:
              throw new Error(`no check for ${id}`);
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every row of the expectation they can drive and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
