// The gear-transfers module: handing a registered product on to its next owner (transfer, cancel or decline,
// accept with the mailed code) and the unit's history (docs/product.md#gear-transfer).
export { gearTransferRoutes } from './routes';
export { isBeingHandedOn } from './transfer-service';
