import { randomUUID } from 'node:crypto';
import { type Brand, fullName, isDrumBrand } from '@backstage/domain';
import { SignJWT } from 'jose';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { acceptsToken, findUser } from '../accounts';
import { tokenVerifier } from '../tokens';

export interface SsoInput {
  idToken: string;
  returnTo?: string;
  brand?: Brand;
  product?: string;
  serialCode?: string;
}

/**
 * Help-centre single sign-on (docs/product.md#help-centre): a Zendesk JWT (HS256 with ZENDESK_SSO_SECRET;
 * jti, iat, name, email, external_id) in the help centre's `/access/jwt` address. `returnTo` must be on the
 * help centre's own host, so the portal never sends a signed-in user elsewhere.
 */
export async function helpCenterSso(deps: Deps, input: SsoInput): Promise<{ redirectUrl: string }> {
  const failed = () =>
    new AppError(
      input.brand && isDrumBrand(input.brand) ? 'HELP_CENTER_LOGIN_FAILED_DRUM' : 'HELP_CENTER_LOGIN_FAILED',
    );
  const { ZENDESK_SSO_SECRET: secret, ZENDESK_HELP_CENTER_URL: helpCenter } = deps.config;
  if (!secret || !helpCenter) throw failed();
  const origin = new URL(helpCenter).origin;
  const returnTo = input.returnTo ? new URL(input.returnTo, origin) : undefined;
  if (returnTo && returnTo.origin !== origin) throw new AppError('INVALID_REDIRECT_URI');
  const token = await tokenVerifier(deps.keys, deps.config)(input.idToken, 'id').catch(() => undefined);
  const user = token ? await findUser(deps, token.sub) : undefined;
  // A token ended by a credential change or its session's end signs nobody on (ADR 060).
  if (!user || !acceptsToken(user, token!)) throw failed();
  const jwt = await new SignJWT({
    name: fullName(user.cultureCode, user),
    email: user.email,
    external_id: user.id,
    // The product asked about at sign-in (docs/product.md#help-centre), as Zendesk user fields.
    ...((input.product || input.serialCode) && {
      user_fields: {
        ...(input.product && { product: input.product }),
        ...(input.serialCode && { serial_number: input.serialCode }),
      },
    }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
  const url = new URL('/access/jwt', origin);
  url.searchParams.set('jwt', jwt);
  if (returnTo) url.searchParams.set('return_to', returnTo.href);
  return { redirectUrl: url.href };
}
