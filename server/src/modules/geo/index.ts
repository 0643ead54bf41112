// The geo module: the caller's country from their address (`GET /api/services/geoip`), and the lookup itself
// for modules that place an address (the security centre's sessions).
export { type GeoLookup, geoLookupFromConfig } from './geo-lookup';
export { lookupCountry } from './geo-service';
export { geoRoutes } from './routes';
