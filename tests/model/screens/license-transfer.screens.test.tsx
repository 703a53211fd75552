// Model-based test of 譲渡: paths generated from the license-transfer statechart are replayed on
// the REAL licence detail (its actions section and the transfer dialog with the new-licence
// form's user picker) against the msw/node mock. Each save is held until the path says how it
// ends: the mock's own answer, or a refusal.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { License } from '../../../src/api/schemas/license.ts';
import type { TransferContext } from '../../../src/machines/license-transfer/license-transfer-machine.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseDetailDialog } from '../../../src/screens/licenses/license-detail-dialog.tsx';
import { lifecycleScreen as t } from '../../../src/shared/messages/license-lifecycle.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import { choosesUser, model, TRANSFER_SAVE_EVENTS } from '../machines/license-transfer.paths.ts';
import { stateValueLabel } from '../support/coverage.ts';
import type { PathDriver } from '../support/driver.ts';
import { planPaths, strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;
const REFUSAL = '無効化されたライセンスは譲渡できません';

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
  return <LicenseDetailDialog license={{ ...license, createdAt: license.issuedAt }} mode="admin" onHide={() => undefined} onSaveExpiry={async () => undefined} onChanged={setLicense} />;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const run = new ModelRun(planPaths(model, strategyFromEnv()), 'screens');

describe('譲渡 follows its statechart', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    const target = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.currentActivations > 0)!;
    const [initial] = (await callApi('listLicenses', { query: { search: target.key, page: 1, pageSize: 1 } })).licenses;
    // Two users of the picker's first page: whichever does not hold the licence now is the new holder.
    const candidates = (await callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } })).users.filter((u) => u.id !== target.userId).slice(0, 2);
    const saves = holdSaves();
    const { user } = renderScreen(<Detail initial={initial!} />, { path: '/licenses', user: admin });
    const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    const flow = () => screen.queryByRole('dialog', { name: t.transferTitle });
    const inFlow = () => within(flow()!);

    const driver: PathDriver = {
      async perform(step) {
        const event = step.event;
        switch (event.type) {
          case 'transfer.open':
            return user.click(await within(detail).findByRole('button', { name: t.transfer }));
          case 'transfer.next':
            if (choosesUser(event)) {
              const holder = tables.licenses.get(target.id)!.userId;
              const next = candidates.find((c) => c.id !== holder)!;
              await chooseOption(user, t.transferTo, new RegExp(escape(next.email!)));
              await user.click(inFlow().getByRole('checkbox', { name: t.transferReset }));
            }
            return user.click(inFlow().getByRole('button', { name: t.transferNext }));
          case 'transfer.back':
            return user.click(inFlow().getByRole('button', { name: t.back }));
          case 'transfer.confirm':
            return user.click(inFlow().getByRole('button', { name: t.transferSave }));
          case 'transfer.close':
            return user.click(inFlow().queryAllByRole('button', { name: t.close }).at(-1) ?? inFlow().getByRole('button', { name: t.cancel }));
          case TRANSFER_SAVE_EVENTS.done:
            return saves.answer(undefined);
          case TRANSFER_SAVE_EVENTS.error:
            return saves.answer(HttpResponse.json({ error: REFUSAL, message: REFUSAL, code: 'LICENSE_NOT_TRANSFERABLE' }, { status: 409 }));
          default:
            throw new Error(`no way to drive ${event.type}`);
        }
      },
      async check(step) {
        const context = step.state.context as TransferContext;
        await waitFor(() => {
          switch (stateValueLabel(step.state.value)) {
            case 'idle':
              expect(flow()).toBeNull();
              break;
            case 'choosing':
              expect(inFlow().getByRole('combobox', { name: t.transferTo })).toBeInTheDocument();
              if (context.error) expect(inFlow().getByText(context.error)).toBeInTheDocument();
              break;
            case 'confirming':
              expect(inFlow().getByText(/ から .* へ譲渡します。$/)).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.transferSave })).toBeEnabled();
              break;
            case 'saving':
              expect(inFlow().getByRole('button', { name: t.transferSave })).toBeDisabled();
              break;
            case 'refused':
              expect(inFlow().getByText(REFUSAL)).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.transferSave })).toBeEnabled();
              break;
            case 'done':
              expect(inFlow().getByText(/^ライセンスを .* に譲渡しました$/)).toBeInTheDocument();
              expect(tables.licenses.get(target.id)!.userId).not.toBe(target.userId);
              break;
            default:
              throw new Error(`no check for ${stateValueLabel(step.state.value)}`);
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every state and transition of the definition', () => {
    expect(run.coverage.result().states.missing).toEqual([]);
    expect(run.coverage.result().transitions.missing).toEqual([]);
  });
});
