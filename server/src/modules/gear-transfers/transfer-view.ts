import { dayOf, type GearTransferResponse } from '@backstage/domain';
import type { RegisteredProduct } from '../my-gear';
import type { TransferRow } from './transfer-repo';

/**
 * A transfer as either side sees it (docs/product.md#gear-transfer): the sender sees the address it went
 * to and the registration's id, the recipient only the sender's first name.
 */
export function transferView(
  row: TransferRow,
  registration: RegisteredProduct,
  viewer: { userId: string },
  senderFirstName: string,
): GearTransferResponse {
  const outgoing = row.fromUserId === viewer.userId;
  const { slug, name, modelCode, brand } = registration.product;
  return {
    id: row.id,
    direction: outgoing ? 'outgoing' : 'incoming',
    status: row.status,
    ...(outgoing
      ? { registeredProductId: row.registeredProductId, recipientEmail: row.recipientEmail }
      : { fromFirstName: senderFirstName }),
    product: { name, slug, modelCode, brand },
    ...(registration.serialCode && { serialCode: registration.serialCode }),
    ...(registration.purchaseDate && { purchaseDate: registration.purchaseDate }),
    warranty: registration.warranty,
    createDate: new Date(row.createDate).toISOString(),
    expiresOn: dayOf(row.expiresAt),
  };
}
