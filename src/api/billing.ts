// The billing provider's side (spec §2 User creation / Application list, §7): tenant users
// and product settings, read through our server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './http.ts';

// Fetchers: one per catalog call.
/** {success, users, error}: `success: false` carries the provider's reason in `error`. */
export const listTenantUsers = () => callApi('listTenantUsers', {});
/** A 404 means no owner is linked yet (spec §8). */
export const listProductSettings = () => callApi('listProductSettings', {}).then((r) => r.product_settings);
export const getProductSetting = (id: string) => callApi('getProductSetting', { params: { id } }).then((r) => r.product_setting);

export const billingKeys = {
  all: ['billing'] as const,
  tenantUsers: () => [...billingKeys.all, 'tenant-users'] as const,
  productSettings: () => [...billingKeys.all, 'product-settings'] as const,
  productSetting: (id: string) => [...billingKeys.productSettings(), id] as const,
};

export const getTenantUsersQueryOptions = () => queryOptions({ queryKey: billingKeys.tenantUsers(), queryFn: listTenantUsers });
export const getProductSettingsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.productSettings(), queryFn: listProductSettings });
export const getProductSettingQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.productSetting(id), queryFn: () => getProductSetting(id) });

export const useTenantUsers = () => useQuery(getTenantUsersQueryOptions());
export const useProductSettings = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getProductSettingsQueryOptions(), enabled: options.enabled ?? true });
export const useProductSetting = (id: string) => useQuery(getProductSettingQueryOptions(id));
