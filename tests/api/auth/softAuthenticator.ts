/**
 * A software passkey for tests: an ES256 key made with node:crypto, answering WebAuthn ceremonies as a browser would
 * hand them to the server (attestation `none`), with a CBOR encoder just big enough for that.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export function softAuthenticator(origin: string, rpID: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counter = () => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(signCount);
    return b;
  };

  return {
    id: b64(credentialId),
    /** navigator.credentials.create's answer to `challenge` */
    register(challenge: string) {
      const cose = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([sha256(rpID), Buffer.from([0x45]), counter(), Buffer.alloc(16), idLength, credentialId, cose]);
      const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64(credentialId), rawId: b64(credentialId), type: 'public-key', clientExtensionResults: {},
        response: { clientDataJSON: b64(clientData('webauthn.create', challenge)), attestationObject: b64(attestationObject), transports: ['internal'] },
      };
    },
    /** navigator.credentials.get's answer to `challenge` */
    assert(challenge: string) {
      signCount += 1;
      const authData = Buffer.concat([sha256(rpID), Buffer.from([0x05]), counter()]);
      const json = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(json)]), privateKey);
      return {
        id: b64(credentialId), rawId: b64(credentialId), type: 'public-key', clientExtensionResults: {},
        response: { clientDataJSON: b64(json), authenticatorData: b64(authData), signature: b64(signature) },
      };
    },
  };
}
