// The licence quota flow (docs/product.md §2, §8): one actor serves the licence list
// (re-activating a REVOKED licence) or the new-licence form (creating one); both can be refused
// for quota. The request is injected. Transitions: docs/diagrams/license-activation.md.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { QuotaInfo } from '../../api/schemas/common.ts';
import type { LicenseCreatePayload } from '../../api/schemas/licensing/license.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';

export type ActivationKind = 'activate' | 'create';

export type ActivationRequest =
  { kind: 'activate'; licenseId: string; licenseKey: string } | { kind: 'create'; payload: LicenseCreatePayload };

/** What the injected request rejects with. `quotaInfo` present = refused for lack of quota. */
export interface ActivationFailure {
  message: string;
  quotaInfo?: QuotaInfo;
  fields?: Record<string, string[]>;
}

export interface ActivationContext {
  kind: ActivationKind;
  request: ActivationRequest | null;
  quotaInfo: QuotaInfo | null;
  /** The quota dialog's message, or the failure's message. */
  message: string | null;
  fields: Record<string, string[]> | null;
  /** The id of the licence activated or created last. */
  licenseId: string | null;
}

export type ActivationEvent =
  | { type: 'activation.request'; licenseId: string; licenseKey: string }
  | { type: 'activation.confirm' }
  | { type: 'activation.cancel' }
  | { type: 'creation.submit'; payload: LicenseCreatePayload; knownQuota?: QuotaInfo | null }
  | { type: 'activation.dismiss' };

export interface ActivationOutput {
  licenseId: string;
}

export const SUBMIT_ACTOR_ID = 'submitRequest';

/** What the actor emits for the screen (toasts, navigation): `actor.on(type, handler)`. */
export type ActivationEmitted =
  | { type: 'activation.succeeded'; licenseId: string }
  | { type: 'activation.failed'; message: string; fields: Record<string, string[]> | null };

function asFailure(error: unknown): Partial<ActivationFailure> {
  if (typeof error !== 'object' || error === null) return {};
  const e = error as Partial<ActivationFailure>;
  return {
    message: typeof e.message === 'string' && e.message !== '' ? e.message : undefined,
    quotaInfo: e.quotaInfo ?? undefined,
    fields: e.fields ?? undefined,
  };
}

const fallbackText = (kind: ActivationKind) => (kind === 'create' ? t.createFailed : t.activateFailed);

const activationSetup = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as { kind: ActivationKind },
    emitted: {} as ActivationEmitted,
  },
  actors: {
    // Replaced by the screen; this default refuses so a forgotten .provide() is visible.
    submitRequest: fromPromise<ActivationOutput, ActivationRequest>(async () => {
      throw { message: 'submitRequest is not provided' } satisfies ActivationFailure;
    }),
  },
  guards: {
    isActivateFlow: ({ context }) => context.kind === 'activate',
    isCreateFlow: ({ context }) => context.kind === 'create',
    isQuotaRefusal: (_, params: { error: unknown }) => asFailure(params.error).quotaInfo !== undefined,
    /** A creation the form's own quota figures already refuse: nothing available, so no request
     *  is made. Unknown figures (null: loading, no owner, failed) leave it to the server. */
    isKnownQuotaExhausted: ({ context, event }) =>
      context.kind === 'create' &&
      event.type === 'creation.submit' &&
      event.knownQuota != null &&
      event.knownQuota.license_quota_available <= 0,
  },
  actions: {
    rememberActivation: assign(({ event }) => {
      assertEvent(event, 'activation.request');
      return {
        request: { kind: 'activate', licenseId: event.licenseId, licenseKey: event.licenseKey } as ActivationRequest,
      };
    }),
    rememberCreation: assign(({ event }) => {
      assertEvent(event, 'creation.submit');
      return { request: { kind: 'create', payload: event.payload } as ActivationRequest };
    }),
    clearOutcome: assign({ quotaInfo: null, message: null, fields: null }),
    refuseForKnownQuota: assign(({ event }) => {
      assertEvent(event, 'creation.submit');
      return {
        request: { kind: 'create', payload: event.payload } as ActivationRequest,
        quotaInfo: event.knownQuota ?? null,
        message: t.quotaDefaultMessage,
        fields: null,
      };
    }),
    storeSuccess: assign((_, params: { output: ActivationOutput }) => ({ licenseId: params.output.licenseId })),
    storeQuotaRefusal: assign((_, params: { error: unknown }) => {
      const failure = asFailure(params.error);
      return { quotaInfo: failure.quotaInfo ?? null, message: failure.message ?? t.quotaDefaultMessage };
    }),
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = asFailure(params.error);
      return { message: failure.message ?? fallbackText(context.kind), fields: failure.fields ?? null };
    }),
    clearRequest: assign({ request: null }),
    // The outcome, told to whoever listens (the screen shows toasts, navigates).
    onActivated: emit(({ context }) => ({ type: 'activation.succeeded' as const, licenseId: context.licenseId ?? '' })),
    onFailed: emit(({ context }) => ({
      type: 'activation.failed' as const,
      message: context.message ?? fallbackText(context.kind),
      fields: context.fields,
    })),
  },
});

/** A new request is accepted whenever nothing is pending or shown. */
const acceptingRequests = activationSetup.createStateConfig({
  on: {
    'activation.request': { guard: 'isActivateFlow', target: 'confirming', actions: 'rememberActivation' },
    'creation.submit': [
      { guard: 'isKnownQuotaExhausted', target: 'refusedForQuota', actions: 'refuseForKnownQuota' },
      { guard: 'isCreateFlow', target: 'activating', actions: 'rememberCreation' },
    ],
  },
});

export const licenseActivationMachine = activationSetup.createMachine({
  id: 'licenseActivation',
  context: ({ input }) => ({
    kind: input.kind,
    request: null,
    quotaInfo: null,
    message: null,
    fields: null,
    licenseId: null,
  }),
  initial: 'idle',
  states: {
    idle: acceptingRequests,
    confirming: {
      on: {
        'activation.confirm': { target: 'activating' },
        'activation.cancel': { target: 'idle', actions: 'clearRequest' },
      },
    },
    activating: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: SUBMIT_ACTOR_ID,
        src: 'submitRequest',
        input: ({ context }) => {
          if (!context.request) throw new Error('activating without a request');
          return context.request;
        },
        onDone: {
          target: 'activated',
          actions: { type: 'storeSuccess', params: ({ event }) => ({ output: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isQuotaRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refusedForQuota',
            actions: { type: 'storeQuotaRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    activated: {
      entry: 'onActivated',
      // The list goes on (another licence may be re-activated); the form is left on success.
      on: { 'activation.request': acceptingRequests.on['activation.request'] },
    },
    refusedForQuota: {
      on: { 'activation.dismiss': { target: 'idle' } },
    },
    failed: { ...acceptingRequests, entry: 'onFailed' },
  },
});
