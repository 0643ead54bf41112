/** The services API's image of a catalogue product (docs/product.md#product-images productImages), drawn for every product. */
export const productImageUrl = (slug: string) =>
  `/api/services/productImages/${encodeURIComponent(slug)}.svg`;
