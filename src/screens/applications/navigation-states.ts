// What travels between the application screens in navigation state (spec §2): the chosen
// product setting into create-from-product, and the result back to the list.
import * as z from 'zod';
import { productSettingSchema, type ProductSetting } from '../../api/schemas/billing.ts';

export const createFromProductStateSchema = z.object({ productSetting: productSettingSchema });
export type CreateFromProductState = { productSetting: ProductSetting };

export const applicationCreatedStateSchema = z.object({ message: z.string(), applicationId: z.string() });
export type ApplicationCreatedState = z.infer<typeof applicationCreatedStateSchema>;

export const CREATE_FROM_PRODUCT_PATH = '/applications/create-from-product';
export const APPLICATIONS_PATH = '/applications';
