import type { CloudProduct } from '@backstage/domain';
import type { TFunction } from 'i18next';

/**
 * A Roland Cloud product's description in the visitor's language (issue #39): the catalogue the server ships
 * writes it in English, the `cloud` namespace has it per product code; a product added to the catalogue since
 * shows the catalogue's words until it has its texts.
 */
export function productDescription(
  t: TFunction<'cloud'>,
  product: Pick<CloudProduct, 'productCode' | 'description'>,
) {
  return t(`productDescriptions.${product.productCode}`, { defaultValue: product.description });
}
