// Applications of the owner (docs/product.md §2, §7): fetchers, query keys, query options and
// hooks.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../client/api-context.tsx';
import { merged } from '../reading/changed-record.ts';
import type { ApiClient, CallOptions } from '../client/client.ts';
import { orIfStatus } from '../client/errors.ts';
import { orContractFallback } from './helper-fallback.ts';
import { useResourceMutation } from './list-adapter.ts';
import { quotaKeys } from './accounts/owner.ts';
import type {
  AdminApplicationPayload,
  Application,
  ApplicationKeyKind,
  ApplicationSetupPayload,
  ApplicationUpdatePayload,
  CreateFromProductPayload,
} from '../schemas/application.ts';
import { MAX_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { callQuery } from './call-query.ts';
import { callKeys } from './resource-keys.ts';

// Fetchers: one per catalog call.
/** A 404 means the owner has no application yet (docs/product.md §7): null. */
export const getMyApplication = (api: ApiClient): Promise<Application | null> =>
  orIfStatus(
    api.call('getMyApplication', {}).then((r) => r.application),
    [404],
    null,
  );
export const createMyApplication = (api: ApiClient, body: ApplicationSetupPayload, call?: CallOptions) =>
  api.call('createMyApplication', { body }, call).then((r) => r.application);
export const updateMyApplication = (api: ApiClient, body: ApplicationUpdatePayload, call?: CallOptions) =>
  api.call('updateMyApplication', { body }, call).then((r) => r.application);
/** The owner's applications; on a server without the helper, every application of GET /applications. */
export const listMyApplications = (api: ApiClient) =>
  orContractFallback(
    () => api.call('listMyApplications', {}).then((r) => r.applications),
    () => listEveryApplication(api),
  );
/** GET /applications, every row the server sends for the largest page the console asks. */
export const listEveryApplication = (api: ApiClient) =>
  api.call('listApplications', { query: { page: 1, pageSize: MAX_LIST_PAGE_SIZE } }).then((r) => r.applications);
/** From a product setting; on a server without the helper, POST /applications naming the product (its id and name). */
export const createApplicationFromProduct = (api: ApiClient, body: CreateFromProductPayload, call?: CallOptions) =>
  orContractFallback(
    () => api.call('createApplicationFromProduct', { body }, call).then((r) => r.application),
    () => api.call('createApplication', { body }, call).then((r) => r.application),
  );
export const revealMyApplicationKey = (api: ApiClient, which: ApplicationKeyKind) =>
  api.call('revealMyApplicationKey', { body: { which } }).then((r) => r.key);

/**
 * The whole key (an extension), for the reveal button only. Deliberately not a query nor a
 * mutation: the answer lives in the caller's component state, never in TanStack Query's caches.
 */
export function useRevealMyApplicationKey(): (which: ApplicationKeyKind) => Promise<string> {
  const api = useApi();
  return useCallback((which) => revealMyApplicationKey(api, which), [api]);
}

export const applicationKeys = callKeys('applications', { mine: 'mine', myList: 'my-list' });

export const getMyApplicationQueryOptions = callQuery(applicationKeys.mine, getMyApplication);
export const getMyApplicationsQueryOptions = callQuery(applicationKeys.myList, listMyApplications);

export const useMyApplication = () => useQuery(getMyApplicationQueryOptions(useApi()));
export const useMyApplications = () => useQuery(getMyApplicationsQueryOptions(useApi()));

/**
 * An application mutation on the app's client: the saved application becomes "mine" when
 * `setMine`, and applications appear in every application view and in the quota's
 * per-application table.
 */
const useApplicationMutation = <V>(
  fetcher: (api: ApiClient, variables: V, call?: CallOptions) => Promise<Application | null>,
  { setMine }: { setMine: boolean },
) =>
  useResourceMutation(fetcher, (queryClient, application) => {
    // Another server may answer a save with nothing: the view then reads it again.
    if (setMine && application) queryClient.setQueryData(applicationKeys.mine(), application);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
    ]);
  });

export const useCreateMyApplication = () => useApplicationMutation(createMyApplication, { setMine: true });
export const useUpdateMyApplication = () => useApplicationMutation(updateMyApplication, { setMine: true });
export const deleteApplication = (api: ApiClient, id: string) => api.call('deleteApplication', { params: { id } });

/** A deleted application leaves the cards at once (a 204 holds nothing to wait for); everything is read again anyway. */
export const useDeleteApplication = () =>
  useResourceMutation(deleteApplication, (queryClient, _answer, id) => {
    queryClient.setQueryData<Application[]>(applicationKeys.myList(), (apps) =>
      apps?.filter((app) => app.application_id !== id),
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
    ]);
  });

export const updateApplication = (
  api: ApiClient,
  { id, body }: { id: string; body: AdminApplicationPayload },
  call?: CallOptions,
) => api.call('updateApplication', { params: { id }, body }, call).then((r) => r.application);
/** The answer as it came: its record (when it holds one) carries the new key, whole or masked. */
export const regenerateApplicationKey = (api: ApiClient, id: string) =>
  api.call('regenerateApplicationKey', { params: { id } }).then((r) => r.application);

/** The changed application in its card at once when the answer holds it (its id read); all read again after. */
const useApplicationChange = <V>(
  fetcher: (api: ApiClient, variables: V, call?: CallOptions) => Promise<Application | null>,
) =>
  useResourceMutation(fetcher, (queryClient, answer) => {
    const record = answer && answer.application_id ? answer : null;
    if (record)
      queryClient.setQueryData<Application[]>(applicationKeys.myList(), (apps) =>
        apps?.map((app) => (app.application_id === record.application_id ? merged(app, record) : app)),
      );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
    ]);
  });

export const useUpdateApplication = () => useApplicationChange(updateApplication);
export const useRegenerateApplicationKey = () => useApplicationChange(regenerateApplicationKey);

export const useCreateApplicationFromProduct = () =>
  useApplicationMutation(createApplicationFromProduct, { setMine: false });
