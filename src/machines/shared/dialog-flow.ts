// What the licence dialogs' statecharts share. Each closes from any open state to idle, its context
// cleared by the machine's own `close` action (offline activation too); 延長 and 譲渡 are the same
// flow: a choice accepted by a guard or refused with a reason, confirmed, saved, and a refused save
// gone back from or confirmed again. Only names are shared here: each machine defines the actions.

/** Transitions on events of one name each (a state's `on`, typed by their literal names). */
type On<E extends string, T> = { readonly [K in E]: T };
type CloseTransition = { readonly target: `#${string}.idle`; readonly actions: 'close' };
type Closable<F extends string> = On<`${F}.close`, CloseTransition>;

/** `<flow>.close` wherever it is spread: to the machine's idle state, the context cleared by `close`. */
export function closesTo<F extends string>(machineId: string, flow: F): Closable<F> {
  const close: CloseTransition = { target: `#${machineId}.idle`, actions: 'close' };
  return { [`${flow}.close`]: close } as Closable<F>;
}

export interface ChoiceFlow {
  machineId: string;
  /** The events' prefix: `<flow>.open`, `<flow>.back`, `<flow>.confirm`, `<flow>.close`. */
  flow: string;
  /** The choice's event, `<flow>.<choose>`. */
  choose: string;
  /** The state that shows the choice to confirm. */
  step: string;
  /** The guard that accepts a choice, and the action that keeps it. */
  accept: { guard: string; actions: string };
}

type Confirmable<F extends string> = On<`${F}.confirm`, 'saving'> & Closable<F>;

export type ChoiceFlowStates<T extends ChoiceFlow, Saving> = {
  idle: { on: On<`${T['flow']}.open`, { readonly target: 'choosing'; readonly actions: 'open' }> };
  choosing: {
    on: On<`${T['flow']}.${T['choose']}`, readonly [T['accept'] & { target: T['step'] }, { actions: 'refuseChoice' }]> &
      Closable<T['flow']>;
  };
} & Record<T['step'], { on: On<`${T['flow']}.back`, 'choosing'> & Confirmable<T['flow']> }> & {
    saving: Saving;
    refused: {
      on: On<`${T['flow']}.back`, { readonly target: 'choosing'; readonly actions: 'clearError' }> &
        Confirmable<T['flow']>;
    };
    done: { on: Closable<T['flow']> };
  };

/**
 * The states of a dialog that takes a choice, confirms and saves it: idle (`open` names what the
 * dialog is for), choosing (a choice the guard refuses stays, `refuseChoice` saying why), the step,
 * `saving` (the machine's own, with its call), refused (`back` clears the reason with `clearError`)
 * and done.
 */
export function choiceFlowStates<const T extends ChoiceFlow, Saving>(
  { machineId, flow, choose, step, accept }: T,
  saving: Saving,
): ChoiceFlowStates<T, Saving> {
  const closable = closesTo(machineId, flow);
  const [back, confirm] = [`${flow}.back`, `${flow}.confirm`];
  return {
    idle: { on: { [`${flow}.open`]: { target: 'choosing', actions: 'open' } } },
    choosing: {
      on: { [`${flow}.${choose}`]: [{ ...accept, target: step }, { actions: 'refuseChoice' }], ...closable },
    },
    [step]: { on: { [back]: 'choosing', [confirm]: 'saving', ...closable } },
    saving,
    refused: { on: { [back]: { target: 'choosing', actions: 'clearError' }, [confirm]: 'saving', ...closable } },
    done: { on: closable },
  } as ChoiceFlowStates<T, Saving>;
}
