import { BRAND_LABELS, isBrand } from '@backstage/domain';

/** The name people know a client by: the brand's label for a brand client id, else the id as sent. */
export function clientLabel(clientId: string): string {
  const brand = clientId.toUpperCase();
  if (isBrand(brand)) return BRAND_LABELS[brand];
  return clientId === 'backstage' ? 'Backstage' : clientId;
}
