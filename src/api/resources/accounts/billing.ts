// The billing provider's side (docs/product.md §2, §7): tenant users
// and product settings, read through our server.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { callQuery } from '../call-query.ts';
import { callKeys } from '../resource-keys.ts';

// Fetchers: one per catalog call.
/** {success, users, error}: `success: false` carries the provider's reason in `error`. */
export const listTenantUsers = (api: ApiClient) => api.call('listTenantUsers', {});
export type TenantUserList = Awaited<ReturnType<typeof listTenantUsers>>;
/** A 404 means no owner is linked yet (docs/product.md §8). */
export const listProductSettings = (api: ApiClient) =>
  api.call('listProductSettings', {}).then((r) => r.product_settings);

export const billingKeys = callKeys('billing', { tenantUsers: 'tenant-users', productSettings: 'product-settings' });

export const getTenantUsersQueryOptions = callQuery(billingKeys.tenantUsers, listTenantUsers);
export const getProductSettingsQueryOptions = callQuery(billingKeys.productSettings, listProductSettings);

export const useTenantUsers = () => useQuery(getTenantUsersQueryOptions(useApi()));
export const useProductSettings = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getProductSettingsQueryOptions(useApi()), enabled: options.enabled ?? true });
