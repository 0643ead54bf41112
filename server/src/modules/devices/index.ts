// The devices module: the app client's devices of the signed-in user.
export { listDevices } from './device-service';
export { deviceRoutes } from './routes';
