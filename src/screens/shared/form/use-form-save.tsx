// Every form's save as the formSave statechart (src/machines/form-save): the form hands `run` the
// save, which gets the controller its call listens to; while it runs the form's キャンセル aborts
// it, after 30 s without an answer the form says so, and a cancelled save says what may have happened.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { formSaveMachine } from '../../../machines/form-save/form-save-machine.ts';
import { useActorInspect } from '../state/actor-inspection.tsx';

/** What a save's call is sent with (the API client's call options): the controller that aborts it. */
export interface SaveCall {
  abort: AbortController;
}

/** What a save came to: its answer, or cancelled by the user (nothing more to do, the form says so). */
export type SaveOutcome<R> = { saved: true; value: R } | { saved: false };

export interface FormSaveOptions {
  /** What the save may have changed: read again when it is cancelled. */
  rereads: readonly QueryKey[];
  /** The notice's deadline (tests shorten it; the app keeps the default). */
  slowAfterMs?: number;
}

export interface FormSave {
  /** Runs `save` with the call options that cancel it; rejects as `save` does. */
  run: <R>(save: (call: SaveCall) => Promise<R>) => Promise<SaveOutcome<R>>;
  /** Aborts the running save. */
  cancel: () => void;
  pending: boolean;
  /** No answer by the deadline: still waiting. */
  slow: boolean;
  cancelled: boolean;
}

interface Running {
  save: (call: SaveCall) => Promise<unknown>;
  abort: AbortController;
  settle: (outcome: SaveOutcome<unknown>) => void;
  fail: (error: unknown) => void;
}

/** The latest value, for an actor made once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function useFormSave({ rereads, slowAfterMs }: FormSaveOptions): FormSave {
  const queryClient = useQueryClient();
  // Held across renders for the actor made once: the running save, and the latest keys to re-read.
  const [running] = useState(() => ({ current: null as Running | null }));
  const rereadKeys = useLatest(rereads);
  const [logic] = useState(() =>
    formSaveMachine.provide({
      actors: {
        save: fromPromise(async () => {
          const current = running.current!;
          try {
            const value = await current.save({ abort: current.abort });
            current.settle(current.abort.signal.aborted ? { saved: false } : { saved: true, value });
            return value;
          } catch (error) {
            if (current.abort.signal.aborted) current.settle({ saved: false });
            else current.fail(error);
            throw error;
          }
        }),
      },
      actions: {
        abortSave: () => {
          running.current?.abort.abort();
          running.current?.settle({ saved: false });
        },
        reread: () => {
          for (const queryKey of rereadKeys.current) void queryClient.invalidateQueries({ queryKey });
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input: { slowAfterMs }, inspect: useActorInspect() });
  const pending = useSelector(actor, (s) => s.hasTag('busy'));
  const slow = useSelector(actor, (s) => s.matches({ saving: 'slow' }));
  const cancelled = useSelector(actor, (s) => s.matches('cancelled'));

  const run = <R,>(save: (call: SaveCall) => Promise<R>) =>
    new Promise<SaveOutcome<R>>((resolve, reject) => {
      // One save at a time (the submit is held while one runs): a second is not sent.
      if (actor.getSnapshot().hasTag('busy')) return resolve({ saved: false });
      running.current = {
        save,
        abort: new AbortController(),
        settle: resolve as (outcome: SaveOutcome<unknown>) => void,
        fail: reject,
      };
      actor.send({ type: 'save.submit', at: Date.now() });
    });

  return { run, cancel: () => actor.send({ type: 'save.cancel' }), pending, slow, cancelled };
}
