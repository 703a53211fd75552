// 延長: paths walked on its expectation (license-extend.expected.ts) replayed on the real licence
// detail (its actions and the extend dialog) against the msw/node mock, each save held until the
// path ends it (the mock's own answer, or a 409 refusal); each step checks the expected state.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { License } from '../../../src/api/schemas/licensing/license.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseDetailDialog } from '../../../src/screens/shared/license-detail/license-detail-dialog.tsx';
import { formatDateTime } from '../../../src/shared/format.ts';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectation } from '../machines/license-extend.expected.ts';
import { EARLIER_DAY, EXTEND_REFUSAL } from '../machines/license-extend.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;

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

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

describe('延長 follows its expectation', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    const target = tables.licenses
      .all()
      .find(
        (l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now() + 30 * 86_400_000,
      )!;
    const [initial] = (await callApi('listLicenses', { query: { search: target.key, page: 1, pageSize: 1 } })).licenses;
    const saves = holdSaves();
    const { user } = renderScreen(<Detail initial={initial!} />, { path: '/licenses', user: admin });
    const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    const flow = () => screen.queryByRole('dialog', { name: t.extendTitle });
    const inFlow = () => within(flow()!);
    // 30 days after the expiry the licence has when the preview is asked for.
    let extended = '';

    const driver: PathDriver = {
      async perform(step) {
        switch (expectedOf(step).on) {
          case 'open':
            return user.click(await within(detail).findByRole('button', { name: t.extend }));
          case 'by30Days':
            extended = formatDateTime(addDays(new Date(tables.licenses.get(target.id)!.expiresAt!), 30).toISOString());
            await user.click(inFlow().getByRole('radio', { name: t.extendBy30Days }));
            return user.click(inFlow().getByRole('button', { name: t.extendPreview }));
          case 'earlierDay': {
            await user.click(inFlow().getByRole('radio', { name: t.extendToDay }));
            const day = inFlow().getByLabelText(t.extendDayLabel);
            await user.clear(day);
            await user.type(day, EARLIER_DAY);
            await user.tab();
            return user.click(inFlow().getByRole('button', { name: t.extendPreview }));
          }
          case 'back':
            return user.click(inFlow().getByRole('button', { name: t.back }));
          case 'confirm':
            return user.click(inFlow().getByRole('button', { name: t.extendSave }));
          case 'close':
            // The footer's button: 閉じる when done (the header's × has that name too), キャンセル before.
            return user.click(
              inFlow().queryAllByRole('button', { name: t.close }).at(-1) ??
                inFlow().getByRole('button', { name: t.cancel }),
            );
          case 'saved':
            return saves.answer(undefined);
          case 'refused':
            return saves.answer(
              HttpResponse.json(
                { error: EXTEND_REFUSAL, message: EXTEND_REFUSAL, code: 'LICENSE_NOT_EXTENDABLE' },
                { status: 409 },
              ),
            );
          default:
            throw new Error(`no way to drive ${step.event.type}`);
        }
      },
      async check(step) {
        const { id } = expectedOf(step);
        await waitFor(() => {
          switch (id) {
            case 'idle':
              expect(flow()).toBeNull();
              break;
            case 'choosing':
            case 'choosingRefused':
              expect(inFlow().getByRole('group', { name: t.extendChoice })).toBeInTheDocument();
              if (id === 'choosingRefused') expect(inFlow().getByText(lifecycle.extendNotLater)).toBeInTheDocument();
              else expect(inFlow().queryByText(lifecycle.extendNotLater)).toBeNull();
              break;
            case 'previewing':
              expect(inFlow().getByText(extended)).toBeInTheDocument();
              expect(inFlow().queryByText(EXTEND_REFUSAL)).toBeNull();
              expect(inFlow().getByRole('button', { name: t.extendSave })).toBeEnabled();
              break;
            case 'saving':
              expect(inFlow().getByRole('button', { name: t.extendSave })).toBeDisabled();
              expect(inFlow().getByRole('button', { name: t.back })).toBeDisabled();
              break;
            case 'refused':
              expect(inFlow().getByText(extended)).toBeInTheDocument();
              expect(inFlow().getByText(EXTEND_REFUSAL)).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.extendSave })).toBeEnabled();
              break;
            case 'done':
              expect(inFlow().getByText(t.extended(extended))).toBeInTheDocument();
              // The server keeps the previewed day.
              expect(formatDateTime(tables.licenses.get(target.id)!.expiresAt)).toBe(extended);
              break;
            default:
              throw new Error(`no check for ${id}`);
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every row of the expectation and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
