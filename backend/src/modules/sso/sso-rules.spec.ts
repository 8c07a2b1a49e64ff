import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { certificatePem, parseIdpMetadata } from './saml-metadata.js';
import { openSecret, sealSecret } from './secret-box.js';
import { belongsToDomains, emailDomain, normalizeDomain, oidcRefusal, samlRefusal } from './sso-rules.js';

const CERT = readFileSync(join(import.meta.dirname, '../../../test/support/local-saml/fixture-idp-signing.cert.pem'), 'utf8');
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('single sign-on domains', () => {
  it.each([
    ['acme.com', 'acme.com'],
    [' @ACME.co.uk. ', 'acme.co.uk'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('keeps %s as %s', (value, expected) => expect(normalizeDomain(value)).toBe(expected));

  it.each([
    '',
    'localhost',
    'acme',
    'acme..com',
    '-acme.com',
    'acme-.com',
    'ac me.com',
    'acme.c0m',
    'ada@acme.com',
    `${'a'.repeat(64)}.com`,
  ])('refuses %p', (value) => expect(normalizeDomain(value)).toBeNull());

  it("matches an address's domain exactly: a subdomain or a look-alike is another domain", () => {
    expect(emailDomain('Ada@Acme.com')).toBe('acme.com');
    expect(emailDomain('nobody')).toBeNull();
    expect(belongsToDomains('ada@acme.com', ['acme.com'])).toBe(true);
    expect(belongsToDomains('ada@eu.acme.com', ['acme.com'])).toBe(false);
    expect(belongsToDomains('ada@acme.com.evil.example', ['acme.com'])).toBe(false);
  });
});

describe('refusal reasons', () => {
  it.each([
    ['InResponseTo is not valid', 'unknown_request'],
    ['InResponseTo is missing from response', 'unknown_request'],
    ['SAML assertion audience mismatch. Expected: a Received: b', 'wrong_audience'],
    ['SAML assertion expired: clocks skewed too much', 'expired'],
    ['No valid subject confirmation found among those available in the SAML assertion', 'expired'],
    ['Invalid signature', 'bad_signature'],
    ['Unknown SAML issuer. Expected: a Received: b', 'wrong_issuer'],
    ['something else', 'failed'],
  ])('SAML %p is %s', (message, reason) => expect(samlRefusal(message)).toBe(reason));

  it.each([
    ['invalid response encountered: unexpected "state" response parameter value', 'state_mismatch'],
    ['unexpected JWT "nonce" (nonce) claim value', 'nonce_mismatch'],
    ['unexpected "iss" (issuer) response parameter value', 'wrong_issuer'],
    ['invalid_grant', 'failed'],
  ])('OIDC %p is %s', (message, reason) => expect(oidcRefusal(message)).toBe(reason));
});

describe('client secrets at rest', () => {
  it('round-trips, differs every time, and is unreadable with another secret, purpose or a changed byte', () => {
    const sealed = sealSecret(SECRET, 'purpose', 'client-secret');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('client-secret');
    expect(sealSecret(SECRET, 'purpose', 'client-secret')).not.toBe(sealed);
    expect(openSecret(SECRET, 'purpose', sealed)).toBe('client-secret');
    expect(openSecret(`${SECRET}-rotated`, 'purpose', sealed)).toBeNull();
    expect(openSecret(SECRET, 'other', sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('client-secreT').toString('base64url');
    expect(openSecret(SECRET, 'purpose', parts.join('.'))).toBeNull();
    expect(openSecret(SECRET, 'purpose', 'garbage')).toBeNull();
  });
});

describe('SAML metadata', () => {
  const body = CERT.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  const metadata = (descriptor: string) =>
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.acme.com">${descriptor}</md:EntityDescriptor>`;
  const idp = (inner: string) =>
    metadata(`<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor>`);
  const key = (certificate: string, use = 'signing') =>
    `<md:KeyDescriptor use="${use}"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
  const redirect =
    '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.acme.com/post"/><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.acme.com/sso"/>';

  it('reads the entity id, the redirect-binding address and the signing certificates', async () => {
    const parsed = await parseIdpMetadata(idp(`${key(body)}${key('not-used-for-signing', 'encryption')}${redirect}`));
    expect(parsed).toEqual({ entityId: 'https://idp.acme.com', ssoUrl: 'https://idp.acme.com/sso', certificates: [certificatePem(body)] });
  });

  it.each([
    ['<not xml', 'The metadata is not well-formed XML.'],
    ['<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>', 'The metadata names no entity (EntityDescriptor entityID).'],
    [metadata(''), 'The metadata describes no identity provider (IDPSSODescriptor).'],
    [idp(key(body)), 'The metadata has no single sign-on address for the HTTP-Redirect binding.'],
    [idp(redirect), 'The metadata has no signing certificate.'],
    [idp(`${key('bm90IGEgY2VydA==')}${redirect}`), 'A signing certificate in the metadata is not a valid X.509 certificate.'],
  ])('refuses metadata that lacks something (%#)', async (xml, message) => {
    await expect(parseIdpMetadata(xml)).rejects.toThrow(message);
  });

  it('takes a certificate as PEM or bare base64, and refuses anything else', () => {
    expect(certificatePem(CERT)).toContain('-----BEGIN CERTIFICATE-----');
    expect(certificatePem(body)).toBe(certificatePem(CERT));
    expect(certificatePem('hello')).toBeNull();
    expect(certificatePem('')).toBeNull();
  });
});
