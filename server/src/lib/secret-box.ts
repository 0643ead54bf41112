import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { OperatorError } from './operator-error';

const PREFIX = 'enc:v1:';

/** The AES-256 key an operator's KEYS_ENCRYPTION_KEY stands for (any string of 32+ characters). */
const aesKey = (encryptionKey: string) => createHash('sha256').update(encryptionKey).digest();

/** Seals a key or secret for storage (AES-256-GCM) when an encryption key is configured; else as it is. */
export function sealSecret(plain: string, encryptionKey: string | undefined): string {
  if (!encryptionKey) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(encryptionKey), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`;
}

/** Opens a stored key or secret; a sealed one needs the encryption key it was sealed with. */
export function openSecret(stored: string, encryptionKey: string | undefined): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!encryptionKey)
    throw new OperatorError(
      'The stored keys are encrypted: set KEYS_ENCRYPTION_KEY to the key they were sealed with',
    );
  const [iv, tag, sealed] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(encryptionKey), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  } catch {
    throw new OperatorError(
      'KEYS_ENCRYPTION_KEY does not open the stored keys: it is not the key they were sealed with',
    );
  }
}
