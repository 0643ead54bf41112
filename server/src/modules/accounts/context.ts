import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { Kv } from '../../plugins/kv';
import type { Mailer } from '../../plugins/mailer';
import type { SigningKey } from '../tokens/signing-key';

/** What the account services work with. */
export interface AccountContext {
  db: Db;
  kv: Kv;
  mailer: Mailer;
  config: Config;
  signingKey: SigningKey;
}
