// 延長 and 譲渡 refused without a usable reason show the flow's own text; a reason shows as sent.
// The screens always reject with a message, so only the machines themselves can be asked this.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { licenseExtendMachine } from '../../../src/machines/license-extend/license-extend-machine.ts';
import { licenseTransferMachine } from '../../../src/machines/license-transfer/license-transfer-machine.ts';
import { lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { REJECTIONS_WITHOUT_REASON } from './rejections.ts';

async function extendRefusedWith(rejection: unknown): Promise<string | null> {
  const machine = licenseExtendMachine.provide({
    actors: { saveExtension: fromPromise(() => Promise.reject(rejection)) },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'extend.open', license: { id: 'l', key: 'K', expiresAt: '2099-06-30T14:59:59.999Z' } });
  actor.send({
    type: 'extend.preview',
    choice: { kind: 'period', period: { value: 30, unit: 'day' } },
    at: Date.parse('2030-01-01T00:00:00Z'),
  });
  actor.send({ type: 'extend.confirm' });
  return (await waitFor(actor, (s) => s.matches('refused'))).context.error;
}

async function transferRefusedWith(rejection: unknown): Promise<string | null> {
  const machine = licenseTransferMachine.provide({
    actors: { saveTransfer: fromPromise(() => Promise.reject(rejection)) },
  });
  const actor = createActor(machine).start();
  actor.send({
    type: 'transfer.open',
    license: { id: 'l', key: 'K', holderId: 'a', holderLabel: 'A', activeDevices: 0 },
  });
  actor.send({ type: 'transfer.next', choice: { userId: 'b', userLabel: 'B', resetActivations: false } });
  actor.send({ type: 'transfer.confirm' });
  return (await waitFor(actor, (s) => s.matches('refused'))).context.error;
}

describe('a refused 延長 or 譲渡 says why', () => {
  it.each(REJECTIONS_WITHOUT_REASON)('延長 rejected with %s shows its own failure text', async (_what, rejection) => {
    expect(await extendRefusedWith(rejection)).toBe(t.extendFailed);
  });
  it.each(REJECTIONS_WITHOUT_REASON)('譲渡 rejected with %s shows its own failure text', async (_what, rejection) => {
    expect(await transferRefusedWith(rejection)).toBe(t.transferFailed);
  });
  it("shows the server's reason as sent", async () => {
    expect(await extendRefusedWith({ message: '理由' })).toBe('理由');
    expect(await transferRefusedWith({ message: '理由' })).toBe('理由');
  });
});
