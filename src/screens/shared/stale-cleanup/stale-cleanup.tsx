// Device health's clean-up: a button that previews deactivating the stale devices
// (how many, which licences regain a slot), asks for confirmation, and runs the deactivations
// through the bulk-action machine, whose dialog reports per device. The flow is the
// stale-cleanup statechart; this component injects its calls.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../state/actor-inspection.tsx';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { fromPromise } from 'xstate';
import { useListAdapter } from '../../../api/resources/list-adapter.ts';
import { messageOf } from '../../../api/client/errors.ts';
import type { StaleDevicesPreview, StaleThresholdHours } from '../../../api/schemas/reports/trends.ts';
import { usePreviewStaleDevices } from '../../../api/resources/reports/trends.ts';
import { deviceListAdapter } from '../../../api/resources/licensing/devices.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { staleCleanupMachine, type StaleCleanupState } from '../../../machines/stale-cleanup/stale-cleanup-machine.ts';
import { STALE_PREVIEW_ROWS } from '../../../shared/constants.ts';
import { formatDateTime, orNone, usedOfMax } from '../../../shared/format.ts';
import { common } from '../../../shared/messages/common.ts';
import { devices as dt } from '../../../shared/messages/licensing/devices.ts';
import { deviceHealth as t } from '../../../shared/messages/reports/trends.ts';
import { BulkDialogs } from '../list/bulk/bulk-dialogs.tsx';
import { useBulkRun } from '../list/bulk/use-bulk-run.ts';
import { ListTable, type ListColumn } from '../../../ui/table/list-table.tsx';
import { ErrorState, LoadingRows } from '../feedback/query-state.tsx';
import { deviceBulkOutcome } from './device-bulk-outcome.ts';

type PreviewDevice = StaleDevicesPreview['devices'][number];
const deactivateLabel = () => dt.deactivate;
type PreviewLicense = StaleDevicesPreview['licenses'][number];

const DEVICE_COLUMNS: ListColumn<PreviewDevice, never>[] = [
  { id: 'name', header: t.deviceName, cell: (d) => d.name || d.id },
  {
    id: 'lastHeartbeat',
    header: t.lastHeartbeat,
    nowrap: true,
    cell: (d) => (d.lastHeartbeat ? formatDateTime(d.lastHeartbeat) : dt.notReceived),
  },
];
const LICENSE_COLUMNS: ListColumn<PreviewLicense, never>[] = [
  { id: 'key', header: t.licenseKey, cell: (l) => <code>{orNone(l.key)}</code> },
  { id: 'freed', header: t.freed, nowrap: true, cell: (l) => orNone(l.freed) },
  {
    id: 'after',
    header: t.activationsAfter,
    nowrap: true,
    cell: (l) =>
      usedOfMax(
        l.currentActivations !== null && l.freed !== null ? l.currentActivations - l.freed : null,
        l.maxActivations,
      ),
  },
];

function Preview({ preview, hours }: { preview: StaleDevicesPreview; hours: number }) {
  const shown = preview.devices.slice(0, STALE_PREVIEW_ROWS);
  return (
    <>
      <p className="mt-0">{t.previewIntro(preview.devices.length, preview.licenses.length, hours)}</p>
      <h3 className="text-base">{t.previewDevices}</h3>
      <ListTable<PreviewDevice, never>
        label={t.previewDevices}
        rows={shown}
        rowKey={(d) => d.id}
        columns={DEVICE_COLUMNS}
      />
      {preview.devices.length > shown.length ? (
        <p className="text-color-secondary">{t.moreDevices(preview.devices.length - shown.length)}</p>
      ) : null}
      {preview.licenses.length ? (
        <>
          <h3 className="text-base">{t.previewLicenses}</h3>
          <ListTable<PreviewLicense, never>
            label={t.previewLicenses}
            rows={preview.licenses.slice(0, STALE_PREVIEW_ROWS)}
            rowKey={(l) => l.id}
            columns={LICENSE_COLUMNS}
          />
        </>
      ) : null}
    </>
  );
}

/** The clean-up needs the preview call, an extension: 整理する shows once the server is known to have it. */
export function StaleCleanup({ hours }: { hours: StaleThresholdHours }) {
  return useExtension('staleDevices', { probe: true }) === 'present' ? <StaleCleanupFlow hours={hours} /> : null;
}

function StaleCleanupFlow({ hours }: { hours: StaleThresholdHours }) {
  const loadPreview = usePreviewStaleDevices();
  // The device list's bulk run: the audit log shows the clean-up as one bulk run.
  const bulk = useBulkRun({
    adapter: useListAdapter(deviceListAdapter),
    outcomeOf: deviceBulkOutcome,
    actionLabel: deactivateLabel,
  });
  // The machine is created once; the calls it holds (the preview call, `bulk.send`) are stable.
  const [logic] = useState(() =>
    staleCleanupMachine.provide({
      actors: {
        loadPreview: fromPromise(({ input }: { input: { hours: number } }) =>
          loadPreview(input.hours as StaleThresholdHours),
        ),
      },
      actions: {
        startBulk: (_, { preview }) => {
          bulk.send({
            type: 'bulk.request',
            action: 'deactivate',
            items: preview.devices.map((d) => ({ id: d.id, label: d.name || d.id })),
          });
          bulk.send({ type: 'bulk.confirm' });
        },
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  const state = useSelector(actor, (s) => s.value as StaleCleanupState);
  const context = useSelector(actor, (s) => s.context);
  const close = () => actor.send({ type: 'cleanup.close' });
  const runHours = context.hours ?? hours;

  return (
    <>
      <Button
        type="button"
        label={t.cleanUp}
        aria-label={t.cleanUpLabel(hours)}
        icon="pi pi-eraser"
        severity="warning"
        outlined
        onClick={() => actor.send({ type: 'cleanup.open', hours })}
      />
      <Dialog
        visible={state !== 'idle'}
        header={t.previewHeader}
        style={{ width: 'min(44rem, 95vw)' }}
        onHide={close}
        footer={
          <div>
            <Button
              type="button"
              label={common.cancel}
              severity="secondary"
              text
              onClick={close}
              autoFocus={state !== 'reviewing'}
            />
            {state === 'reviewing' ? (
              <Button
                type="button"
                label={t.run}
                icon="pi pi-power-off"
                severity="warning"
                onClick={() => actor.send({ type: 'cleanup.confirm' })}
              />
            ) : null}
          </div>
        }
      >
        {state === 'loading' ? <LoadingRows rows={4} label={t.previewLoading} /> : null}
        {state === 'failed' ? (
          <ErrorState
            message={messageOf(context.error, t.previewFailed)}
            onRetry={() => actor.send({ type: 'cleanup.retry' })}
          />
        ) : null}
        {state === 'empty' ? <Message severity="info" text={t.previewEmpty(runHours)} /> : null}
        {state === 'reviewing' && context.preview ? <Preview preview={context.preview} hours={runHours} /> : null}
      </Dialog>
      <BulkDialogs {...bulk} actionLabel={deactivateLabel} what={dt.bulkWhat} />
    </>
  );
}
