import { gunzipSync } from 'node:zlib';
import { randomBytes, sign, verify } from 'node:crypto';
import { didDocument, didWebOf, encodeStatusList, MIN_STATUS_LIST_BITS, signingKeyFromSeed, vcJwtClaims } from './open-badges.js';

const decode = (encoded: string) => gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
const bit = (list: Buffer, index: number) => (list[index >> 3] >> (7 - (index & 7))) & 1;

describe('Open Badges helpers', () => {
  it('names the academy did:web after the host of PUBLIC_URL, with the port percent-encoded', () => {
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebOf('https://Academy.Example.com')).toBe('did:web:academy.example.com');
    expect(didWebOf('https://academy.example.com:443/')).toBe('did:web:academy.example.com');
    expect(didWebOf('https://academy.example.com:8443/some/path')).toBe('did:web:academy.example.com%3A8443');
  });

  it('derives the same public key from a seed every time, and the key signs Ed25519', () => {
    const seed = randomBytes(32).toString('base64url');
    const key = signingKeyFromSeed(seed);
    expect(signingKeyFromSeed(seed).publicJwk).toEqual(key.publicJwk);
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const signature = sign(null, Buffer.from('hello'), key.privateKey);
    expect(verify(null, Buffer.from('hello'), { key: { ...key.publicJwk }, format: 'jwk' }, signature)).toBe(true);
    expect(() => signingKeyFromSeed('too-short')).toThrow();
  });

  it('publishes the one key in the DID document for assertions and authentication', () => {
    const { publicJwk } = signingKeyFromSeed(randomBytes(32).toString('base64url'));
    const document = didDocument('did:web:localhost%3A3000', publicJwk);
    expect(document).toMatchObject({
      id: 'did:web:localhost%3A3000',
      verificationMethod: [
        { id: 'did:web:localhost%3A3000#key-1', type: 'JsonWebKey2020', controller: 'did:web:localhost%3A3000', publicKeyJwk: publicJwk },
      ],
      assertionMethod: ['did:web:localhost%3A3000#key-1'],
      authentication: ['did:web:localhost%3A3000#key-1'],
    });
  });

  it('encodes the status list as a GZIP-compressed bitstring of at least 16 KB, left-most bit first, multibase base64url', () => {
    const encoded = encodeStatusList([0, 9, 131_071], 200);
    expect(encoded.startsWith('u')).toBe(true);
    const list = decode(encoded);
    expect(list.length * 8).toBe(MIN_STATUS_LIST_BITS);
    expect(list[0]).toBe(0x80);
    expect(list[1]).toBe(0x40);
    expect([0, 1, 8, 9, 10, 131_071].map((index) => bit(list, index))).toEqual([1, 0, 0, 1, 0, 1]);
    // More certificates than the minimum: the list grows by whole 16 KB blocks.
    expect(decode(encodeStatusList([200_000], 200_001)).length * 8).toBe(2 * MIN_STATUS_LIST_BITS);
    expect(decode(encodeStatusList([], 0)).every((byte) => byte === 0)).toBe(true);
  });

  it('maps a credential to the VC-JWT claims: iss, jti, nbf, sub only when the subject has an id', () => {
    const credential = {
      id: 'https://a.test/certificates/X',
      issuer: { id: 'did:web:a.test' },
      validFrom: '2026-11-22T10:00:00.000Z',
      credentialSubject: {},
    };
    expect(vcJwtClaims(credential)).toEqual({ iss: 'did:web:a.test', jti: credential.id, nbf: 1795341600, vc: credential });
    expect(vcJwtClaims({ ...credential, issuer: 'did:web:b.test', credentialSubject: { id: 'did:example:1' } })).toMatchObject({
      iss: 'did:web:b.test',
      sub: 'did:example:1',
    });
    // A credential that expires: its validUntil is the JWT's exp.
    expect(vcJwtClaims({ ...credential, validUntil: '2028-11-22T10:00:00.000Z' })).toMatchObject({ nbf: 1795341600, exp: 1858500000 });
  });
});
