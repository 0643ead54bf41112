// The my-gear module: registered products (My Gear list, register, edit or complete, unregister).
export type { RegistrationHolds } from './edit-guard';
export { getRegisteredProduct, listMyGear } from './list-service';
export { registrationsPurchasedBetween } from './my-gear-repo';
export { moveRegistration, ownsRegistration } from './registered-product-repo';
export type { RegisteredProduct } from './registered-product-view';
export { myGearRoutes } from './routes';
export type { DisputeDesk, DisputeOrigin, OwnershipDispute } from './unit-disputes';
