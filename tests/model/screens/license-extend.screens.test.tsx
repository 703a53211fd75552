// Model-based test of 延長: paths generated from the license-extend statechart are replayed on the
// REAL licence detail (its actions section and the extend dialog) against the msw/node mock.
// Each save is held until the path says how it ends: the mock's own answer, or a refusal.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { License } from '../../../src/api/schemas/license.ts';
import type { ExtendContext } from '../../../src/machines/license-extend/license-extend-machine.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseDetailDialog } from '../../../src/screens/licenses/license-detail-dialog.tsx';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/license-lifecycle.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { EARLIER_DAY, EXTEND_SAVE_EVENTS, isPeriodPreview, model } from '../machines/license-extend.paths.ts';
import { stateValueLabel } from '../support/coverage.ts';
import type { PathDriver } from '../support/driver.ts';
import { planPaths, strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;
const REFUSAL = '無効化されたライセンスは延長できません。先に有効化してください。';

function holdSaves() {
  const pending: ((answer: Answer) => void)[] = [];
  server.use(http.post('*/api/licenses/:id/extend', () => new Promise<Answer>((resolve) => pending.push(resolve))));
  return {
    async answer(answer: Answer) {
      await waitFor(() => expect(pending.length, 'a save is in flight').toBeGreaterThan(0));
      pending.shift()!(answer);
    },
  };
}

/** The licence detail as the list shows it, following the server's answers (onChanged). */
function Detail({ initial }: { initial: License }) {
  const [license, setLicense] = useState(initial);
  return <LicenseDetailDialog license={{ ...license, createdAt: license.issuedAt }} mode="admin" onHide={() => undefined} onSaveExpiry={async () => undefined} onChanged={setLicense} />;
}

const run = new ModelRun(planPaths(model, strategyFromEnv()), 'screens');

describe('延長 follows its statechart', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    const target = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now() + 30 * 86_400_000)!;
    const [initial] = (await callApi('listLicenses', { query: { search: target.key, page: 1, pageSize: 1 } })).licenses;
    const saves = holdSaves();
    const { user } = renderScreen(<Detail initial={initial!} />, { path: '/licenses', user: admin });
    const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    const flow = () => screen.queryByRole('dialog', { name: t.extendTitle });
    const inFlow = () => within(flow()!);

    const driver: PathDriver = {
      async perform(step) {
        const event = step.event;
        switch (event.type) {
          case 'extend.open':
            return user.click(await within(detail).findByRole('button', { name: t.extend }));
          case 'extend.preview':
            if (isPeriodPreview(event)) await user.click(inFlow().getByRole('radio', { name: t.extendBy30Days }));
            else {
              await user.click(inFlow().getByRole('radio', { name: t.extendToDay }));
              const day = inFlow().getByLabelText(t.extendDayLabel);
              await user.clear(day);
              await user.type(day, EARLIER_DAY);
              await user.tab();
            }
            return user.click(inFlow().getByRole('button', { name: t.extendPreview }));
          case 'extend.back':
            return user.click(inFlow().getByRole('button', { name: t.back }));
          case 'extend.confirm':
            return user.click(inFlow().getByRole('button', { name: t.extendSave }));
          case 'extend.close':
            // The footer's button: 閉じる when done (the header's × has that name too), キャンセル before.
            return user.click(inFlow().queryAllByRole('button', { name: t.close }).at(-1) ?? inFlow().getByRole('button', { name: t.cancel }));
          case EXTEND_SAVE_EVENTS.done:
            return saves.answer(undefined);
          case EXTEND_SAVE_EVENTS.error:
            return saves.answer(HttpResponse.json({ error: REFUSAL, message: REFUSAL, code: 'LICENSE_NOT_EXTENDABLE' }, { status: 409 }));
          default:
            throw new Error(`no way to drive ${event.type}`);
        }
      },
      async check(step) {
        const context = step.state.context as ExtendContext;
        await waitFor(() => {
          switch (stateValueLabel(step.state.value)) {
            case 'idle':
              expect(flow()).toBeNull();
              break;
            case 'choosing':
              expect(inFlow().getByRole('group', { name: t.extendChoice })).toBeInTheDocument();
              if (context.error) expect(inFlow().getByText(lifecycle.extendNotLater)).toBeInTheDocument();
              else expect(inFlow().queryByText(lifecycle.extendNotLater)).toBeNull();
              break;
            case 'previewing':
              expect(inFlow().getByText(t.extendNew, { selector: 'dt' })).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.extendSave })).toBeEnabled();
              break;
            case 'saving':
              expect(inFlow().getByRole('button', { name: t.extendSave })).toBeDisabled();
              break;
            case 'refused':
              expect(inFlow().getByText(REFUSAL)).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.extendSave })).toBeEnabled();
              break;
            case 'done':
              expect(inFlow().getByText(/^有効期限を .* まで延長しました$/)).toBeInTheDocument();
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
