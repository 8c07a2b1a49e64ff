import { signXml } from '@node-saml/node-saml/lib/xml.js';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/**
 * A SAML 2.0 identity provider for tests and the offline demo: metadata, the AuthnRequest by the
 * HTTP-Redirect binding, a small sign-in form (NameID e-mail, names), and a real SAML Response whose
 * assertion is signed (RSA-SHA256, exclusive canonicalization; node-saml's signer, xml-crypto) with a
 * fixed test-only key (fixture-idp-signing.*.pem), posted back to the service provider's Assertion
 * Consumer Service by an auto-submitting form. Scriptable to answer badly: another audience, an
 * expired assertion, no signature, another key's signature.
 */
export const SAML_VARIANTS = ['valid', 'wrong_audience', 'expired', 'unsigned', 'wrong_key'] as const;
export type SamlVariant = (typeof SAML_VARIANTS)[number];

export interface SamlPerson {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface SamlAnswer {
  acsUrl: string;
  SAMLResponse: string;
  RelayState: string;
}

const FIXTURES = import.meta.dirname;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const id = () => `_${randomBytes(16).toString('hex')}`;
const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export class LocalSaml {
  private server?: Server;
  private baseUrl = '';
  readonly privateKey = readFileSync(join(FIXTURES, 'fixture-idp-signing.key.pem'), 'utf8');
  readonly certificate = readFileSync(join(FIXTURES, 'fixture-idp-signing.cert.pem'), 'utf8');
  private readonly otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

  get entityId(): string {
    return `${this.baseUrl}/metadata`;
  }

  get metadataUrl(): string {
    return `${this.baseUrl}/metadata`;
  }

  get ssoUrl(): string {
    return `${this.baseUrl}/sso`;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response).catch((error: Error) => fail(response, error)));
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(port, host, resolve));
    this.baseUrl = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  metadata(): string {
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escape(this.entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certificateBody(this.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escape(this.ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /**
   * The answer to the AuthnRequest in `authorizeUrl` (the service provider's redirect to this
   * provider): what the browser would post to the service provider.
   */
  respond(authorizeUrl: string, person: SamlPerson, variant: SamlVariant = 'valid'): SamlAnswer {
    const url = new URL(authorizeUrl);
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const requestId = /\bID="([^"]+)"/.exec(request)?.[1];
    const acsUrl = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)?.[1];
    const audience = /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(request)?.[1];
    if (!requestId || !acsUrl || !audience) throw new Error('not an AuthnRequest with an ID, an ACS URL and an issuer');
    return {
      acsUrl,
      SAMLResponse: Buffer.from(this.response({ requestId, acsUrl, audience, person, variant })).toString('base64'),
      RelayState: url.searchParams.get('RelayState') ?? '',
    };
  }

  private response(input: { requestId: string; acsUrl: string; audience: string; person: SamlPerson; variant: SamlVariant }): string {
    const { requestId, acsUrl, person, variant } = input;
    const now = Date.now();
    const minutes = (count: number) => new Date(now + count * 60_000).toISOString();
    const expired = variant === 'expired';
    const issued = expired ? minutes(-20) : minutes(0);
    const notOnOrAfter = expired ? minutes(-10) : minutes(5);
    const audience = variant === 'wrong_audience' ? 'https://another-service.example/saml/metadata' : input.audience;
    const attribute = (name: string, value: string | undefined) =>
      value ? `<saml:Attribute Name="${name}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>` : '';
    const assertion =
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${issued}">` +
      `<saml:Issuer>${escape(this.entityId)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${escape(person.email)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escape(requestId)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${expired ? minutes(-21) : minutes(-1)}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement>${attribute('email', person.email)}${attribute('firstName', person.firstName)}${attribute('lastName', person.lastName)}</saml:AttributeStatement>` +
      `</saml:Assertion>`;
    const xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${issued}" Destination="${escape(acsUrl)}" InResponseTo="${escape(requestId)}">` +
      `<saml:Issuer>${escape(this.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    if (variant === 'unsigned') return xml;
    return signXml(
      xml,
      "//*[local-name(.)='Assertion']",
      { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
      {
        privateKey: variant === 'wrong_key' ? this.otherKey : this.privateKey,
        ...(variant === 'wrong_key' ? {} : { publicCert: this.certificate }),
        signatureAlgorithm: 'sha256',
        digestAlgorithm: 'sha256',
      },
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (url.pathname === '/__control/health') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (url.pathname === '/metadata')
      return void response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(this.metadata());
    if (url.pathname === '/sso' && request.method === 'GET') {
      if (!url.searchParams.get('SAMLRequest')) throw new Error('no SAMLRequest');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(loginPage(url.href));
    }
    if (url.pathname === '/sso/login' && request.method === 'POST') {
      const form = new URLSearchParams(await body(request));
      const variant = (SAML_VARIANTS as readonly string[]).includes(form.get('variant') ?? '')
        ? (form.get('variant') as SamlVariant)
        : 'valid';
      const answer = this.respond(
        form.get('request') ?? '',
        { email: form.get('email') ?? '', firstName: form.get('firstName') ?? undefined, lastName: form.get('lastName') ?? undefined },
        variant,
      );
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(postBackPage(answer));
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function fail(response: ServerResponse, error: Error): void {
  if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
  response.end(`Local SAML identity provider: ${error.message}`);
}

function loginPage(requestUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local SAML identity provider</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem">
<h1>Local SAML identity provider</h1>
<form method="post" action="/sso/login">
<input type="hidden" name="request" value="${escape(requestUrl)}">
<p><label>E-mail <input name="email" type="email" required></label></p>
<p><label>First name <input name="firstName"></label></p>
<p><label>Last name <input name="lastName"></label></p>
<p><label>Answer <select name="variant">${SAML_VARIANTS.map((variant) => `<option value="${variant}">${variant}</option>`).join('')}</select></label></p>
<p><button type="submit">Sign in</button></p>
</form></body></html>`;
}

function postBackPage(answer: SamlAnswer): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing you in…</title></head>
<body onload="document.forms[0].submit()">
<form method="post" action="${escape(answer.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escape(answer.SAMLResponse)}">
<input type="hidden" name="RelayState" value="${escape(answer.RelayState)}">
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`;
}
