// The package ships no types; only the part we call is declared.
declare module 'geoip-country' {
  interface GeoipCountry {
    /** ISO 3166-1 alpha-2 code. */
    country: string;
    /** English name (from countries-list, as domain's COUNTRIES). */
    name: string;
  }
  const geoip: { lookup(ip: string): GeoipCountry | null };
  export default geoip;
}
