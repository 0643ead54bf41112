// The profile module: me, profile update, phones, interests, staff lookup.
export { ProfileCache } from './profile-cache';
export { getProfile } from './profile-service';
export { isStaffEmail } from './profile-view';
export { profileRoutes } from './routes';
