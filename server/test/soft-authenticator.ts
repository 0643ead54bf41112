import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A software WebAuthn authenticator for API tests (docs/product.md#passkeys): an ES256 key pair, attestation
// "none" and assertions built byte by byte as the WebAuthn spec lays them out, so the server's checks run on
// real signatures without a browser.

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftAuthenticatorOptions {
  origin: string;
  rpId: string;
}

/** What a test may change in one ceremony to play an attacker or a broken authenticator. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  type?: string;
  challenge?: string;
  /** The signature counter to report (assertions); the next one by default. */
  counter?: number;
  /** Clears the user-verified flag. */
  unverified?: boolean;
  /** Signs with this key instead of the credential's own. */
  signingKey?: KeyObject;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The user handle of the registration (a discoverable credential gives it back at sign-in). */
  userHandle = '';
  counter = 0;

  constructor(private readonly defaults: SoftAuthenticatorOptions) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, o: CeremonyOverrides) {
    const json = JSON.stringify({
      type: o.type ?? type,
      challenge: o.challenge ?? challenge,
      origin: o.origin ?? this.defaults.origin,
      crossOrigin: false,
    });
    return Buffer.from(json, 'utf8');
  }

  private authData(flags: number, counter: number, o: CeremonyOverrides, extra = Buffer.alloc(0)) {
    const rpIdHash = sha256(o.rpId ?? this.defaults.rpId);
    const f = o.unverified ? flags & ~UV : flags;
    return Buffer.concat([rpIdHash, Buffer.from([f]), uint32(counter), extra]);
  }

  /** The COSE form of the public key (EC2, P-256, ES256). */
  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  /** `navigator.credentials.create` for registration options: attestation "none". */
  register(options: { challenge: string; user: { id: string } }, o: CeremonyOverrides = {}) {
    this.userHandle = options.user.id;
    const credentialData = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([0, this.credentialId.length]),
      this.credentialId,
      this.coseKey(),
    ]);
    const authData = this.authData(UP | UV | AT, this.counter, o, credentialData);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, o)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** `navigator.credentials.get` for sign-in options: an assertion with the next signature counter. */
  assert(options: { challenge: string }, o: CeremonyOverrides = {}) {
    const counter = o.counter ?? this.counter + 1;
    if (o.counter === undefined) this.counter = counter;
    const authData = this.authData(UP | UV, counter, o);
    const clientData = this.clientData('webauthn.get', options.challenge, o);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      o.signingKey ?? this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
