/** The services API's image of a catalogue product (spec §7 productImages), drawn for every product. */
export const productImageUrl = (slug: string) =>
  `/api/services/productImages/${encodeURIComponent(slug)}.svg`;
