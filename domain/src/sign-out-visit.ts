/**
 * docs/product.md#sign-out, ADR 064: a page load of `/logout` that the user or the portal itself started (an
 * address typed, a bookmark, a link on the portal's own pages) signs out at once; the server marks it with this
 * cookie, which only a page at `/backstage/logout` sees. A page load from another site (a planted link) gets no
 * mark and asks first (ADR 024).
 */
export const OWN_SIGN_OUT_COOKIE = 'backstage_own_signout';
