// ライセンス一括発行: paths walked on its expectation (bulk-import.expected.ts) replayed on the real
// import screen against the msw/node mock; the lists a file is checked against, the quota and each
// POST /licenses are held until the path says how they end; each step checks what the page shows.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTENSION_IDS } from '../../../src/api/catalog/extension-ids.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseImportScreen } from '../../../src/screens/bulk-import/licenses/license-import-screen.tsx';
import { clearImportHistory, recordImport } from '../../../src/screens/shared/state/import-history.ts';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectation } from '../machines/bulk-import.expected.ts';
import { MODEL_FILE_NAME, MODEL_SHORTAGE } from '../machines/bulk-import.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;

/** Requests of one method and path held until the path answers them (undefined: the mock's own answer). */
function hold(method: 'get' | 'post', path: string, { latest = false } = {}) {
  const pending: ((answer: Answer) => void)[] = [];
  server.use(http[method](path, () => new Promise<Answer>((resolve) => pending.push(resolve))));
  return {
    async answer(answer: () => Answer) {
      await waitFor(() => expect(pending.length, `${method} ${path} is in flight`).toBeGreaterThan(0));
      // A call the machine left (a quota check before 戻る) is no longer its: the latest one is.
      (latest ? pending.pop() : pending.shift())!(answer());
    },
    /** Every request in flight answered, none left. */
    answerAll(answer: () => Answer) {
      for (const resolve of pending.splice(0)) resolve(answer());
    },
  };
}

const serverError = () => HttpResponse.json({ error: 'Internal', message: t.serverError }, { status: 500 });
const PREVIEW_HEADER = 'アプリケーション,ユーザーのメールアドレス,種類,最大アクティベーション数,終了日,注文番号';
const OLD_ORDER = 'PO-MODEL-OLD';
let orders = 0;

/** Row 2 a new order; row 3 the order this browser imported before (or, broken, two rows of an unknown application). */
function modelFile(broken: boolean): File {
  // Read from the mock's tables: the users list itself is held by the path.
  const users = tables.users.all().filter((u) => u.role === 'USER');
  const app = broken ? 'そのようなアプリはありません' : [...tables.applications.all()][0]!.name;
  orders += 1;
  const lines = [
    PREVIEW_HEADER,
    `${app},${users[0]!.email},サブスクリプション,2,2027/03/31,PO-MODEL-${orders}`,
    `${app},${users[1]!.email},サブスクリプション,2,2027/03/31,${OLD_ORDER}`,
  ];
  return new File([`${lines.join('\r\n')}\r\n`], MODEL_FILE_NAME, { type: 'text/csv' });
}

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

describe('ライセンス一括発行 follows its expectation', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    clearImportHistory();
    recordImport(admin.id, {
      kind: 'licenses',
      fingerprint: 'an earlier file',
      fileName: 'earlier.csv',
      at: '2026-01-05T01:00:00.000Z',
      references: [OLD_ORDER],
    });
    const lists = hold('get', '*/users');
    const quota = hold('get', '*/api/license-quota/:id', { latest: true });
    // A server without the bulk call: each row is its own POST /licenses, held on its own.
    server.use(
      http.get('*/api/capabilities', () =>
        HttpResponse.json({ extensions: EXTENSION_IDS.filter((id) => id !== 'bulkLicenseCreate') }),
      ),
      http.post('*/api/licenses/bulk', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    const posts = hold('post', '*/licenses');
    renderScreen(<LicenseImportScreen />, { path: '/licenses/import', user: admin });
    await screen.findByRole('heading', { level: 1, name: t.licenseTitle });
    const dialog = () => within(screen.getByRole('dialog'));
    const press = (element: HTMLElement) => {
      fireEvent.click(element);
    };

    const driver: PathDriver = {
      async perform(step, _previous, index) {
        switch (expectedOf(step).on) {
          case 'choose': {
            const next = path.steps[index + 1];
            const file = modelFile(next ? expectedOf(next).on === 'readNothing' : false);
            fireEvent.change(screen.getByLabelText(t.chooseFile), { target: { files: [file] } });
            return;
          }
          case 'read':
          case 'readNothing':
            return lists.answer(() => undefined);
          case 'readRefused':
            return lists.answer(serverError);
          case 'insist':
          case 'noInsist':
            return press(screen.getByRole('checkbox', { name: t.insist }));
          case 'start':
            return press(screen.getByRole('button', { name: /件を発行$/ }));
          case 'back':
            return press(dialog().getByRole('button', { name: t.cancel }));
          case 'quotaShort':
            return quota.answer(() =>
              HttpResponse.json({
                license_quota_total: MODEL_SHORTAGE.total,
                license_quota_used: MODEL_SHORTAGE.used,
                license_quota_available: MODEL_SHORTAGE.available,
                is_quota_expired: false,
                last_updated: null,
              }),
            );
          case 'quotaEnough':
            return quota.answer(() => undefined);
          case 'quotaUnknown':
            return quota.answer(serverError);
          case 'run':
            return press(dialog().getByRole('button', { name: t.run }));
          case 'row0Done':
            return posts.answer(() => undefined);
          case 'row0Failed':
            return posts.answer(serverError);
          case 'finished':
            // The runner ends once every row sent is answered: those still in flight are refused.
            return posts.answerAll(serverError);
          case 'cancel':
            return press(screen.getByRole('button', { name: t.stop }));
          case 'reset': {
            const button =
              screen.queryByRole('button', { name: t.refuseWhole }) ??
              screen.queryByRole('button', { name: t.chooseAnother }) ??
              screen.getByRole('button', { name: t.again });
            return press(button);
          }
          default:
            throw new Error(`no way to drive ${step.event.type}`);
        }
      },
      async check(step) {
        const { id } = expectedOf(step);
        const progress = (done: number, total: number) =>
          expect(screen.getByRole('status', { name: '' }).textContent ?? '').toBe(t.issuing(done, total));
        const resultTitle = () => screen.queryByRole('heading', { level: 2 })?.textContent;
        await waitFor(() => {
          switch (id) {
            case 'choosing':
              expect(screen.getByLabelText(t.chooseFile)).toBeEnabled();
              expect(screen.queryByText(t.reading)).toBeNull();
              expect(screen.queryByRole('table')).toBeNull();
              expect(screen.queryByRole('alert')).toBeNull();
              break;
            case 'reading':
              expect(screen.getByText(t.reading)).toBeInTheDocument();
              expect(screen.getByText(t.fileLabel(MODEL_FILE_NAME))).toBeInTheDocument();
              break;
            case 'refused':
              expect(screen.getByText(t.refusedTitle)).toBeInTheDocument();
              expect(screen.getByRole('button', { name: t.chooseAnother })).toBeEnabled();
              break;
            case 'previewing':
              expect(screen.getByText(t.summaryIssuable(1))).toBeInTheDocument();
              expect(screen.getByText(t.summarySkipped(1))).toBeInTheDocument();
              expect(screen.getByRole('checkbox', { name: t.insist })).not.toBeChecked();
              expect(screen.getByRole('button', { name: t.startIssue(1) })).toBeEnabled();
              expect(screen.queryByRole('dialog')).toBeNull();
              break;
            case 'previewingInsisting':
              expect(screen.getByRole('checkbox', { name: t.insist })).toBeChecked();
              expect(screen.getByRole('button', { name: t.startIssue(2) })).toBeEnabled();
              expect(screen.queryByRole('dialog')).toBeNull();
              break;
            case 'previewingNothing':
              expect(screen.getByRole('button', { name: t.nothingToIssue })).toBeDisabled();
              expect(screen.getByText(t.summaryErrors(2))).toBeInTheDocument();
              break;
            case 'checking':
            case 'checkingAll':
              expect(dialog().getByText(t.quotaChecking)).toBeInTheDocument();
              expect(dialog().getByRole('button', { name: t.run })).toBeDisabled();
              break;
            case 'short':
            case 'shortAll':
              expect(screen.getByRole('dialog', { name: t.quotaShortTitle })).toBeInTheDocument();
              expect(
                dialog().getByText(t.quotaFigures(MODEL_SHORTAGE.total, MODEL_SHORTAGE.used, MODEL_SHORTAGE.available)),
              ).toBeInTheDocument();
              expect(dialog().getByRole('button', { name: t.run })).toBeDisabled();
              break;
            case 'ready':
            case 'readyAll':
              expect(dialog().getByText(t.confirmIssue(id === 'ready' ? 1 : 2))).toBeInTheDocument();
              expect(dialog().getByRole('button', { name: t.run })).toBeEnabled();
              break;
            case 'running':
              progress(0, 1);
              expect(screen.getByRole('button', { name: t.stop })).toBeEnabled();
              break;
            case 'runningAll':
              progress(0, 2);
              expect(screen.getByRole('button', { name: t.stop })).toBeEnabled();
              break;
            case 'runningAllDone':
              progress(1, 2);
              break;
            // A run of one row ends as soon as it is answered: the result table says what the row got.
            case 'runningDone':
              expect(resultTitle()).toBe(t.doneTitle);
              expect(screen.getByText(t.resultSummary(1, 0, 0))).toBeInTheDocument();
              break;
            case 'runningFailed':
              if (resultTitle()) expect(screen.getByText(t.resultSummary(0, 1, 0))).toBeInTheDocument();
              else progress(1, 2);
              break;
            case 'cancelling':
              expect(screen.getByText(t.stopping)).toBeInTheDocument();
              expect(screen.getByRole('button', { name: t.stop })).toBeDisabled();
              break;
            case 'cancellingEnded':
              if (resultTitle()) expect(resultTitle()).toBe(t.cancelledTitle);
              else expect(screen.getByText(t.stopping)).toBeInTheDocument();
              break;
            case 'done':
              expect(resultTitle()).toBe(t.doneTitle);
              expect(screen.getByRole('button', { name: t.resultDownload })).toBeEnabled();
              break;
            case 'partlyDone':
              expect(resultTitle()).toBe(t.partlyDoneTitle);
              break;
            case 'cancelled':
              expect(resultTitle()).toBe(t.cancelledTitle);
              break;
            default:
              throw new Error(`no check for ${id}`);
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every row of the expectation, every state, and every transition but the two no page makes', () => {
    // Only the rows marked `cannot` for the screens take these (no control while reading; an unreadable file).
    expect(run.missing()).toEqual({
      rows: [],
      states: [],
      transitions: [
        'bulkImport.reading --import.reset--> bulkImport.choosing',
        'bulkImport.reading --error readFile--> bulkImport.refused',
      ],
    });
  });
});
