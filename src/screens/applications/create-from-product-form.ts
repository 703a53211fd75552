// The create-from-product form's defaults (docs/product.md §5): name = product name + ' App';
// description = the product's description, then "license management application for <name>";
// version 1.0.0. What the product lacks (a name, a description) is left for the user to type.
import type { ProductSetting } from '../../api/schemas/accounts/billing.ts';
import { applications as t } from '../../shared/messages/applications.ts';

export const DEFAULT_VERSION = '1.0.0';

export interface CreateFromProductFormValues {
  name: string;
  description: string;
  version: string;
  product_setting_id: string;
  product_setting_name: string;
}

export function createFromProductDefaults(p: ProductSetting): CreateFromProductFormValues {
  const name = p.name ?? '';
  const purpose = name ? `${name}${t.descriptionSuffix}` : '';
  const description = p.description?.trim() ?? '';
  return {
    name: name ? `${name} App` : '',
    description: [description, purpose].filter(Boolean).join(' - '),
    version: DEFAULT_VERSION,
    product_setting_id: p.id,
    product_setting_name: name,
  };
}
