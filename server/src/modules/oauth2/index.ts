// The oauth2 module: single sign-on for the brand sites (authorization code with PKCE) on the browser session.
export { oauth2Routes } from './routes';
