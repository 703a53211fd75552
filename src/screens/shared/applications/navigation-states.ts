// What travels between the application screens in navigation state (docs/product.md §2): the chosen
// product setting into create-from-product, and the result back to the list.
import * as z from 'zod';
import { readable } from '../../../api/reading/lenient.ts';
import { productSettingSchema, type ProductSetting } from '../../../api/schemas/accounts/billing.ts';

// The product travels as the dialog read it (nulls for what the server did not send), so it is
// checked with the same lenient reader; the cast names the reader's output type (read-types.ts).
const readProductSetting = readable(productSettingSchema) as z.ZodType<ProductSetting>;
export const createFromProductStateSchema = z.object({ productSetting: readProductSetting });
export type CreateFromProductState = { productSetting: ProductSetting };

/** The new application's id, when the server's answer named it. */
export const applicationCreatedStateSchema = z.object({ message: z.string(), applicationId: z.string().nullable() });
export type ApplicationCreatedState = z.infer<typeof applicationCreatedStateSchema>;

/** Why the user was sent to the owner settings (a product list answered 404: no owner linked). */
export const ownerRequiredStateSchema = z.object({ ownerRequired: z.string() });
export type OwnerRequiredState = z.infer<typeof ownerRequiredStateSchema>;

export const OWNER_SETTINGS_PATH = '/owner-settings';
export const CREATE_FROM_PRODUCT_PATH = '/applications/create-from-product';
export const APPLICATIONS_PATH = '/applications';
