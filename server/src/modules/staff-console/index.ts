// The staff console (docs/product.md#staff-console): roles, the customer lookup and support's actions, the
// audit log, and the culture texts staff write over the shipped ones.
export { staffConsoleRoutes } from './routes';
export { shippedTexts } from './shipped-texts';
export { listStaff } from './staff-repo';
export { grantRole, revokeRole } from './staff-service';
