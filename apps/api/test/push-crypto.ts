import crypto from 'node:crypto';

/**
 * The browser's side of Web Push, for tests: a subscription's keys (an ECDH P-256 pair and a 16-byte auth secret),
 * the decryption of an aes128gcm message (RFC 8291 over RFC 8188), and the check of a VAPID Authorization header
 * (RFC 8292). Written from the RFCs with node:crypto, so the tests do not trust the library that encrypts.
 */

export interface BrowserKeys {
  /** What the browser sends the server: PushSubscription.toJSON().keys. */
  keys: { p256dh: string; auth: string };
  /** Opens a message the push service received for this subscription. */
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const publicKey = ecdh.getPublicKey();
  const authSecret = crypto.randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // RFC 8188 §2.1: salt (16), record size (4), key id length (1), key id: the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublicKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.4.
      const sharedSecret = ecdh.computeSecret(senderPublicKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublicKey]);
      const ikm = hmac(hmac(authSecret, sharedSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3): checks that `k` is `publicKey` and that the
 * JWT is ES256-signed by it; answers the JWT's claims.
 */
export function verifyVapid(header: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('k is not the site’s VAPID public key');
  const [header64, claims64, signature64] = token.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const verifier = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${header64}.${claims64}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature64, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by the site’s key');
  if (JSON.parse(Buffer.from(header64, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return JSON.parse(Buffer.from(claims64, 'base64url').toString()) as VapidClaims;
}
