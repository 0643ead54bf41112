import { z } from 'zod';

/**
 * A client's redirect URI (RFC 6749 §3.1.2): absolute, without a fragment; http(s), or a native app's own
 * scheme named after a domain (RFC 8252 §7.1, `com.example.app:/cb`), never javascript: or data:.
 */
const redirectUri = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (
      !value.includes('#') &&
      (/^https?:$/.test(url.protocol) || /^[a-z][a-z0-9+-]*\.[a-z0-9+.-]+:$/.test(url.protocol))
    );
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL (or an app scheme such as com.example.app:/cb) without a fragment');

/** `OIDC_CLIENTS` (README.md#configuration, docs/decisions/063-*): the relying parties as a JSON array. */
export const oidcClients = z
  .string()
  .default('[]')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array such as [{"client_id":"forum",…}]' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.strictObject({
          client_id: z.string().regex(/^[A-Za-z0-9._~-]{1,64}$/, 'must be 1-64 of A-Z a-z 0-9 . _ ~ -'),
          client_secret: z
            .string()
            .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
            .optional(),
          redirect_uris: z.array(redirectUri).min(1),
          post_logout_redirect_uris: z.array(redirectUri).default([]),
          name: z.string().min(1).max(100).optional(),
          // The maker's own site: no consent screen, refresh tokens without offline_access (docs/decisions/088-*).
          first_party: z.boolean().optional(),
          // RS256 unless the client asks for ES256 (docs/decisions/063-*).
          id_token_signed_response_alg: z
            .enum(['RS256', 'ES256'], { error: 'must be RS256 or ES256' })
            .default('RS256'),
        }),
      )
      .refine(
        (clients) => new Set(clients.map((client) => client.client_id)).size === clients.length,
        'client_id must be unique',
      ),
  );
