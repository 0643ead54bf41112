import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

/**
 * The client a portal sign-in is for: the brand of the site it came from (`X-Client-Id`, as at sign-up), else
 * the first configured client; a client the configuration does not name is "Invalid client id"
 * (docs/product.md#security-centre names sessions by it).
 */
export function signInClient(config: Pick<Config, 'CLIENT_IDS'>, header: unknown): string {
  if (typeof header !== 'string' || !header) return config.CLIENT_IDS[0]!;
  if (!config.CLIENT_IDS.includes(header)) throw new AppError('INVALID_CLIENT_ID');
  return header;
}
