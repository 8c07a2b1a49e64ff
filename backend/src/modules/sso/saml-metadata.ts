import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import { X509Certificate } from 'node:crypto';

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

/** What is read of an element (the DOM types are not in the backend's libraries). */
interface XmlElement {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
const read = (node: unknown) => node as XmlElement;

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** A certificate as PEM, from PEM or bare base64 (as metadata carries it); null when it is not an X.509 certificate. */
export function certificatePem(value: string): string | null {
  const body = value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/**
 * The identity provider's entity id, single sign-on address (HTTP-Redirect binding) and signing
 * certificates, from its SAML 2.0 metadata. Throws an Error saying what is missing.
 */
export async function parseIdpMetadata(xml: string): Promise<IdpMetadata> {
  let doc: Document;
  try {
    doc = await parseDomFromString(xml);
  } catch {
    throw new Error('The metadata is not well-formed XML.');
  }
  const [entity] = xpath.selectElements(doc, "//*[local-name()='EntityDescriptor']");
  const entityId = entity ? read(entity).getAttribute('entityID')?.trim() : undefined;
  if (!entityId) throw new Error('The metadata names no entity (EntityDescriptor entityID).');
  const [idp] = xpath.selectElements(entity, "./*[local-name()='IDPSSODescriptor']");
  if (!idp) throw new Error('The metadata describes no identity provider (IDPSSODescriptor).');
  const services = xpath.selectElements(idp, "./*[local-name()='SingleSignOnService']");
  const service = services.map(read).find((candidate) => candidate.getAttribute('Binding') === REDIRECT_BINDING);
  const ssoUrl = service?.getAttribute('Location')?.trim();
  if (!ssoUrl) throw new Error('The metadata has no single sign-on address for the HTTP-Redirect binding.');
  const certificates = xpath
    .selectElements(idp, "./*[local-name()='KeyDescriptor'][not(@use) or @use='signing']//*[local-name()='X509Certificate']")
    .map((node) => certificatePem(read(node).textContent ?? ''));
  if (certificates.length === 0) throw new Error('The metadata has no signing certificate.');
  if (certificates.some((pem) => pem === null)) throw new Error('A signing certificate in the metadata is not a valid X.509 certificate.');
  return { entityId, ssoUrl, certificates: [...new Set(certificates as string[])] };
}
