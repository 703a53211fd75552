// The bulk-action paths walked on their expectation (bulk-action.expected.ts) replayed on the real
// licence list against the msw/node mock: two REVOKED licences re-activated from the 一括操作 bar,
// each request held until the path ends it as done, skipped (409), quota (409 with figures) or
// failed (500); each step checks what the expected state shows, with the results the path reported.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { summarise, type BulkResult } from '../../../src/machines/bulk-action/bulk-action-machine.ts';
import { tables } from '../../../src/mocks/db.ts';
import { currentOwner, quotaInfo } from '../../../src/mocks/domain/licensing/quota.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { licenses as lt } from '../../../src/shared/messages/licensing/licenses.ts';
import { listTools as t } from '../../../src/shared/messages/lists/list-tools.ts';
import { cellText } from '../../support/table.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { toastTexts } from '../../component/licenses/support.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import { expectation } from '../machines/bulk-action.expected.ts';
import { itemResultOf, MODEL_ITEMS, OUTCOME_LABELS } from '../machines/bulk-action.fixtures.ts';
import type { ModelPath } from '../support/coverage.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');
const PATH_TIMEOUT_MS = 60_000;
const ACTION = lt.activate;

// ---------------------------------------------------------------------------------------------
// The system under test: the mock's re-activations, held by licence until the path decides.

type Answer = Response | undefined;

function holdActivations() {
  const pending = new Map<string, (answer: Answer) => void>();
  server.use(
    http.post(
      '*/licenses/:id/activate',
      ({ params }) => new Promise<Answer>((resolve) => pending.set(String(params.id), resolve)),
    ),
  );
  return {
    count: () => pending.size,
    async answer(id: string, answer: Answer) {
      await waitFor(() => expect(pending.has(id), `the re-activation of ${id} is in flight`).toBe(true));
      const resolve = pending.get(id)!;
      pending.delete(id);
      resolve(answer);
    },
  };
}

/** Sets the mock owner's purchased quota so that `available` slots are left. */
function setAvailableQuota(available: number) {
  const owner = currentOwner();
  if (!owner) throw new Error('the demo scenario has an owner');
  const used = quotaInfo(owner).license_quota_used;
  tables.owners.patch(owner.id, { quotaTotal: used + available });
}

const serverError = () => HttpResponse.json({ error: 'server error', message: 'server error' }, { status: 500 });
const dialog = (name: string | RegExp) => screen.queryByRole('dialog', { name });
const RESULTS = new RegExp(`^${t.resultHeader}（${ACTION}）`);
const licenceStatus = (id: string) => tables.licenses.get(id)?.status;

// ---------------------------------------------------------------------------------------------

describe('Bulk actions: the statechart, replayed on the real licence list', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))(
    '%s',
    (_description, path) => runOnList(path),
    PATH_TIMEOUT_MS,
  );

  it('the passed paths took every row of the expectation and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});

interface RealItem {
  id: string;
  key: string;
}

async function runOnList(path: ModelPath) {
  const admin = await signInAs('admin');
  const calls = holdActivations();
  const { user } = renderScreen(<LicenseListScreen />, { path: '/licenses', user: admin });
  await screen.findByRole('table', { name: lt.tableLabel });
  await chooseOption(user, lt.statusFilterLabel, '無効化済み');
  const rowBoxes = () => screen.queryAllByRole('checkbox', { name: /^.+ を選択$/ });
  const bar = () => screen.queryByRole('region', { name: t.bulkActionsLabel });
  /** The licences the model's items stand for in the current request (the first rows). */
  let real: RealItem[] = [];
  /** What the results dialog must say for each answered item (the mock's own words). */
  const details = new Map<string, string>();
  const realFor = (modelId: string) => real[MODEL_ITEMS.findIndex((i) => i.id === modelId)]!;

  const driver: PathDriver = {
    async perform(step) {
      const event = step.event;
      switch (event.type) {
        case 'bulk.request': {
          await waitFor(() => expect(rowBoxes().length).toBeGreaterThanOrEqual(MODEL_ITEMS.length));
          const boxes = rowBoxes().slice(0, MODEL_ITEMS.length);
          real = boxes.map((box) => {
            const key = box.getAttribute('aria-label')?.replace(/ を選択$/, '') ?? '';
            const row = tables.licenses.all().find((l) => l.key === key);
            if (row?.status !== 'REVOKED') throw new Error(`row ${key} is not a REVOKED licence of the mock`);
            return { id: row.id, key };
          });
          details.clear();
          for (const box of boxes) if (!(box as HTMLInputElement).checked) await user.click(box);
          await waitFor(() =>
            expect(within(bar()!).getByRole('status')).toHaveTextContent(t.selectedCount(MODEL_ITEMS.length)),
          );
          return user.click(within(bar()!).getByRole('button', { name: ACTION }));
        }
        case 'bulk.confirm':
          return user.click(within(dialog(t.confirmHeader)!).getByRole('button', { name: ACTION }));
        case 'bulk.cancel':
          return user.click(within(dialog(t.confirmHeader)!).getByRole('button', { name: common.cancel }));
        case 'bulk.item': {
          const { id, outcome } = itemResultOf(event);
          const item = realFor(id);
          switch (outcome.kind) {
            case 'done':
              setAvailableQuota(5);
              details.set(item.key, '');
              return calls.answer(item.id, undefined);
            case 'skipped':
              // Someone re-activated it meanwhile: the mock refuses by its own rule.
              tables.licenses.patch(item.id, { status: 'ACTIVE' });
              details.set(item.key, lt.notRevoked);
              return calls.answer(item.id, undefined);
            case 'quota': {
              setAvailableQuota(0);
              const q = quotaInfo(currentOwner()!);
              details.set(
                item.key,
                `${lt.quotaDefaultMessage} ${t.quotaFigures(q.license_quota_total, q.license_quota_used, q.license_quota_available)}`,
              );
              return calls.answer(item.id, undefined);
            }
            case 'failed':
              details.set(item.key, lt.activateFailed);
              return calls.answer(item.id, serverError());
          }
          throw new Error('unknown outcome');
        }
        case 'bulk.complete':
          // Sent by the screen's runner itself once the last item has reported.
          return;
        case 'bulk.dismiss':
          return user.click(within(dialog(RESULTS)!).getAllByRole('button', { name: common.close }).at(-1)!);
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(step, index) {
      // What the path reported since its last request, in order.
      const reported: BulkResult[] = [];
      for (const s of path.steps.slice(1, index + 1)) {
        if (s.event.type === 'bulk.request') reported.length = 0;
        if (s.event.type === 'bulk.item') reported.push(itemResultOf(s.event));
      }
      const context = { results: reported, items: MODEL_ITEMS };
      /** The results table lists what the model's results say, in their order, in the mock's words. */
      const expectResults = () => {
        const table = within(dialog(RESULTS)!).getByRole('table', { name: t.resultTableLabel });
        const rows = within(table).queryAllByRole('row').slice(1);
        expect(rows.map((r) => within(r).getAllByRole('cell').map(cellText))).toEqual(
          context.results.map((r) => {
            const { key } = realFor(r.id);
            return [key, OUTCOME_LABELS[r.outcome.kind], details.get(key)];
          }),
        );
      };
      await waitFor(() => {
        const { id } = expectedOf(step);
        switch (id === 'running0' || id === 'running1' || id === 'running2' ? 'running' : id) {
          case 'idle':
            expect(dialog(t.confirmHeader)).toBeNull();
            expect(dialog(RESULTS)).toBeNull();
            expect(calls.count()).toBe(0);
            // Cancelled: the selection stays for another try; otherwise none is made or left.
            if (step.event.type === 'bulk.cancel')
              expect(within(bar()!).getByRole('status')).toHaveTextContent(t.selectedCount(MODEL_ITEMS.length));
            else expect(bar()).toBeNull();
            break;
          case 'confirming':
            expect(dialog(t.confirmHeader)).toHaveTextContent(
              t.confirmMessage(ACTION, MODEL_ITEMS.length, lt.bulkWhat),
            );
            expect(calls.count()).toBe(0);
            break;
          case 'running':
            expect(dialog(t.confirmHeader)).toBeNull();
            expectResults();
            // The last item's report is followed at once by the runner's completion: that
            // snapshot only lasts a tick on the screen, so it is checked by its results.
            if (context.results.length < context.items.length) {
              expect(within(dialog(RESULTS)!).getByRole('status')).toHaveTextContent(
                t.running(context.results.length, context.items.length),
              );
              // While it runs the footer offers only キャンセル (no further item starts), never 閉じる.
              const footer = within(dialog(RESULTS)!.querySelector<HTMLElement>('.p-dialog-footer')!);
              expect(footer.getByRole('button', { name: formSave.cancel })).toBeEnabled();
              expect(footer.queryByRole('button', { name: common.close })).toBeNull();
            }
            break;
          case 'finished': {
            expectResults();
            expect(within(dialog(RESULTS)!).queryByRole('status')).toBeNull();
            expect(within(dialog(RESULTS)!).getAllByRole('button', { name: common.close }).length).toBeGreaterThan(0);
            const counts = summarise(context.results);
            expect(toastTexts()).toContain(t.summary(ACTION, counts.done, counts.failed, counts.skipped));
            // What the mock holds now: a re-activated licence is ACTIVE, a refused or failed one is not.
            for (const r of context.results) {
              expect(licenceStatus(realFor(r.id).id)).toBe(
                r.outcome.kind === 'done' || r.outcome.kind === 'skipped' ? 'ACTIVE' : 'REVOKED',
              );
            }
            break;
          }
          default:
            throw new Error(`no check for ${id}`);
        }
      });
    },
  };
  await run.drive(path, driver);
}
