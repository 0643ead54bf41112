// The profile module: me, profile update, phones, interests, staff lookup.
export { getProfile } from './profile-service';
export { isStaffEmail } from './profile-view';
export { profileRoutes } from './routes';
