import { BRAND_LABELS, type Brand, PRODUCT_SLUG_PATTERN } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { type CatalogueEntry, findCatalogueEntry } from '../product-info/catalogue-repo';
import { IMAGE_HEIGHT, IMAGE_WIDTH, productImageSvg } from './product-images-svg';

/** The path of a product's image; the web builds the same path for its cards. */
export const productImagePath = (slug: string) => `/api/services/productImages/${slug}.svg`;

/** The catalogue product of a slug (and brand, when given), or spec §8 "Product not found.". */
async function imageProduct(db: Queryable, slug: string, brand?: Brand): Promise<CatalogueEntry> {
  const product = PRODUCT_SLUG_PATTERN.test(slug) ? await findCatalogueEntry(db, slug) : undefined;
  if (!product || (brand && product.brand !== brand)) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/** Spec §7 `productImages (slug, brand, culture_code)`: the images of a product, as addresses. */
export async function productImages(
  db: Queryable,
  query: { slug: string; brand?: Brand; cultureCode: string },
) {
  const product = await imageProduct(db, query.slug, query.brand);
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
export async function productImageFile(db: Queryable, slug: string): Promise<string> {
  return productImageSvg(await imageProduct(db, slug));
}
