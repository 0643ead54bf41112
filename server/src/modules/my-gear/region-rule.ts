import { productAvailableIn, userRegionCode } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import type { CatalogueProduct } from '../master-data';

/**
 * docs/product.md#product-regions: a product sold only in some regions cannot be registered elsewhere. The user's region is the
 * profile country, or the culture code's region while the country is unset; unknown refuses limited products.
 */
export function assertProductInUserRegion(
  user: Pick<UserRow, 'country' | 'cultureCode'>,
  product: CatalogueProduct,
) {
  if (!productAvailableIn(product.regions, userRegionCode(user))) throw new AppError('PRODUCT_NOT_IN_REGION');
}
