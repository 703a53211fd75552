// Applications of the owner (spec §2 My application / Application list / Create from
// product, §7 Applications): fetchers, query keys, query options and hooks.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';
import { callApi } from './http.ts';
import { quotaKeys } from './owner.ts';
import type {
  Application,
  ApplicationKeyKind,
  ApplicationSetupPayload,
  ApplicationUpdatePayload,
  CreateFromProductPayload,
} from './schemas/application.ts';

// Fetchers: one per catalog call.
/** A 404 means the owner has no application yet (spec §7): null. */
export async function getMyApplication(): Promise<Application | null> {
  try {
    return (await callApi('getMyApplication', {})).application;
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
export const createMyApplication = (body: ApplicationSetupPayload) => callApi('createMyApplication', { body }).then((r) => r.application);
export const updateMyApplication = (body: ApplicationUpdatePayload) => callApi('updateMyApplication', { body }).then((r) => r.application);
export const listMyApplications = () => callApi('listMyApplications', {}).then((r) => r.applications);
export const createApplicationFromProduct = (body: CreateFromProductPayload) =>
  callApi('createApplicationFromProduct', { body }).then((r) => r.application);

/**
 * The whole key (beyond the spec), for the reveal button only. Deliberately not a query nor a
 * mutation: the answer lives in the caller's component state, never in TanStack Query's caches.
 */
export const revealMyApplicationKey = (which: ApplicationKeyKind) => callApi('revealMyApplicationKey', { body: { which } }).then((r) => r.key);

export const applicationKeys = {
  all: ['applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  myList: () => [...applicationKeys.all, 'my-list'] as const,
};

export const getMyApplicationQueryOptions = () => queryOptions({ queryKey: applicationKeys.mine(), queryFn: getMyApplication });
export const getMyApplicationsQueryOptions = () => queryOptions({ queryKey: applicationKeys.myList(), queryFn: listMyApplications });

export const useMyApplication = () => useQuery(getMyApplicationQueryOptions());
export const useMyApplications = () => useQuery(getMyApplicationsQueryOptions());

/** Applications appear in every application view and in the quota's per-application table. */
function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
    ]);
}

export function useCreateMyApplication() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: createMyApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.mine(), application);
      return invalidate();
    },
  });
}

export function useUpdateMyApplication() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: updateMyApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.mine(), application);
      return invalidate();
    },
  });
}

export function useCreateApplicationFromProduct() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: createApplicationFromProduct, onSuccess: () => invalidate() });
}
