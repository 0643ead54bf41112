import { BRAND_LABELS, type Brand, PRODUCT_SLUG_PATTERN } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type CatalogueEntry, findCatalogueEntry } from '../master-data';
import { IMAGE_HEIGHT, IMAGE_WIDTH, productImageSvg } from './product-images-svg';

/** The path of a product's image; the web builds the same path for its cards. */
export const productImagePath = (slug: string) => `/api/services/productImages/${slug}.svg`;

/** The catalogue product of a slug (and brand, when given), or docs/product.md#error-catalogue "Product not found.". */
async function imageProduct(deps: Deps, slug: string, brand?: Brand): Promise<CatalogueEntry> {
  const product = PRODUCT_SLUG_PATTERN.test(slug) ? await findCatalogueEntry(deps.db, slug) : undefined;
  if (!product || (brand && product.brand !== brand)) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/** docs/product.md#product-images `productImages (slug, brand, culture_code)`: the images of a product, as addresses. */
export async function productImages(deps: Deps, query: { slug: string; brand?: Brand; cultureCode: string }) {
  const product = await imageProduct(deps, query.slug, query.brand);
  return {
    slug: product.slug,
    brand: product.brand,
    cultureCode: query.cultureCode,
    images: [
      {
        url: productImagePath(product.slug),
        type: 'image/svg+xml' as const,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        alt: `${BRAND_LABELS[product.brand]} ${product.name}`,
      },
    ],
  };
}

/** The SVG image of a product (generated from its catalogue name, brand and type; nothing downloaded). */
export async function productImageFile(deps: Deps, slug: string): Promise<string> {
  return productImageSvg(await imageProduct(deps, slug));
}
