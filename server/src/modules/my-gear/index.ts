// The my-gear module: registered products (My Gear list, register, edit or complete, unregister).
export { listMyGear } from './list-service';
export { myGearRoutes } from './routes';
