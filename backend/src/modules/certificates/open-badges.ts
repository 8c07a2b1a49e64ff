import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { BODY_LABELS, certificateCreditLine, ONE_CREDIT, type BodyCredits } from '../credits/public/credit-rules.js';

/**
 * Open Badges 3.0 credentials (W3C Verifiable Credentials 2.0) and their revocation list (W3C
 * Bitstring Status List): plain builders, signed as VC-JWTs by CredentialsService.
 */

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** The id of the academy's one signing key within its DID document. */
export const KEY_FRAGMENT = 'key-1';
/** The Bitstring Status List's minimum length (16 KB), so that a list says nothing about how many credentials exist. */
export const MIN_STATUS_LIST_BITS = 131_072;

/** `did:web` of the host PUBLIC_URL names: `http://localhost:3000` → `did:web:localhost%3A3000`. */
export function didWebOf(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host.toLowerCase())}`;
}

// An Ed25519 private key in PKCS #8 is this fixed prefix followed by the 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface SigningKey {
  privateKey: KeyObject;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
}

/** The key pair of a 32-byte Ed25519 seed in base64url (the CREDENTIAL_SIGNING_KEY format). */
export function signingKeyFromSeed(seed: string): SigningKey {
  const bytes = Buffer.from(seed, 'base64url');
  if (bytes.length !== 32) throw new Error('An Ed25519 private key is 32 bytes');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, bytes]), format: 'der', type: 'pkcs8' });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x: x! } };
}

/** The DID document served at /.well-known/did.json: the one key, for assertions (credentials) and authentication. */
export function didDocument(did: string, publicJwk: SigningKey['publicJwk']) {
  const keyId = `${did}#${KEY_FRAGMENT}`;
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: did,
    verificationMethod: [{ id: keyId, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk }],
    assertionMethod: [keyId],
    authentication: [keyId],
  };
}

export interface Issuer {
  did: string;
  name: string;
  url: string;
}

export interface BadgeFacts {
  /** The verification page: the credential's id. */
  verificationUrl: string;
  /** The course's page, or the learning path's. */
  courseUrl: string;
  /** The course's title, or the path's certificate title ("Certified Recruiter — Practitioner"). */
  courseTitle: string;
  /** The learning path a path certificate certifies (its title); absent for a course's certificate. */
  pathTitle?: string;
  learnerName: string;
  hours: number;
  issuedAt: Date;
  /** When it expires; null: never. */
  validUntil: Date | null;
  statusListUrl: string;
  statusListIndex: number;
  /** The continuing-education credits the certificate earned (its snapshot); none by default. */
  credits?: readonly BodyCredits[];
}

/**
 * Open Badges 3.0 has one number for credits (`creditsAvailable` on the achievement, `creditsEarned` on
 * the subject): the largest of the bodies' totals, since the same hours count once for each body. Each
 * body's own figure and activity ID are in the description and in `otherIdentifier`.
 */
function creditFields(credits: readonly BodyCredits[]): {
  achievement: { creditsAvailable?: number; otherIdentifier?: { type: string; identifier: string; identifierType: string }[] };
  subject: { creditsEarned?: number };
  description: string;
} {
  if (credits.length === 0) return { achievement: {}, subject: {}, description: '' };
  const hours = Math.max(...credits.map((credit) => credit.hundredths)) / ONE_CREDIT;
  const identifiers = credits.flatMap((credit) =>
    credit.activityId
      ? [{ type: 'IdentifierEntry', identifier: credit.activityId, identifierType: `ext:${BODY_LABELS[credit.body]}ActivityID` }]
      : [],
  );
  return {
    achievement: { creditsAvailable: hours, ...(identifiers.length > 0 ? { otherIdentifier: identifiers } : {}) },
    subject: { creditsEarned: hours },
    description: ` Continuing-education credits: ${credits.map(certificateCreditLine).join('; ')}.`,
  };
}

/** The OpenBadgeCredential of a certificate (unsigned). The holder is named by an IdentityObject: learners have no DID. */
export function openBadgeCredential(issuer: Issuer, facts: BadgeFacts) {
  const credits = creditFields(facts.credits ?? []);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: facts.verificationUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: facts.courseTitle,
    issuer: { id: issuer.did, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: facts.issuedAt.toISOString(),
    ...(facts.validUntil ? { validUntil: facts.validUntil.toISOString() } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: facts.learnerName, identityType: 'name', hashed: false }],
      ...credits.subject,
      achievement: {
        id: facts.courseUrl,
        type: ['Achievement'],
        ...(facts.pathTitle === undefined
          ? {
              achievementType: 'Certificate',
              name: facts.courseTitle,
              description: `Completion of the ${facts.hours}-hour course "${facts.courseTitle}" at ${issuer.name}.${credits.description}`,
              criteria: { narrative: 'Complete every lesson of the course, passing each of its quizzes that has a pass mark.' },
            }
          : {
              achievementType: 'Certification',
              name: facts.courseTitle,
              description: `Completion of every required step of the ${facts.hours}-hour learning path "${facts.pathTitle}" at ${issuer.name}.${credits.description}`,
              criteria: {
                narrative:
                  'Complete every required step of the learning path: earn the certificate of each of its courses, and pass each practice conversation or sourcing exercise it names.',
              },
            }),
        ...credits.achievement,
      },
    },
    credentialStatus: {
      id: `${facts.statusListUrl}#${facts.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.statusListIndex),
      statusListCredential: facts.statusListUrl,
    },
  };
}

/**
 * The revocation bitstring: at least MIN_STATUS_LIST_BITS long and covering `length` indexes, with
 * the bits of `revoked` set (index 0 is the left-most bit of the first byte), GZIP-compressed and
 * multibase-encoded as base64url ("u" prefix), as the Bitstring Status List's `encodedList`.
 */
export function encodeStatusList(revoked: readonly number[], length: number): string {
  const bits = Math.max(MIN_STATUS_LIST_BITS, Math.ceil(length / MIN_STATUS_LIST_BITS) * MIN_STATUS_LIST_BITS);
  const list = Buffer.alloc(bits / 8);
  for (const index of revoked) list[index >> 3] |= 0x80 >> (index & 7);
  return `u${gzipSync(list).toString('base64url')}`;
}

/** The BitstringStatusListCredential (unsigned) at `url`. */
export function statusListCredential(issuer: Issuer, url: string, encodedList: string, now: Date) {
  return {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.did,
    validFrom: now.toISOString(),
    credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList },
  };
}

/**
 * The JWT claims of a VC-JWT as Open Badges 3.0 maps them: `iss` the issuer's id, `jti` the
 * credential's id, `nbf` its validFrom, `exp` its validUntil when it has one, `sub` the subject's id
 * when it has one, and the credential as `vc`.
 */
export function vcJwtClaims(credential: {
  id: string;
  issuer: string | { id: string };
  validFrom: string;
  validUntil?: string;
  credentialSubject: object;
}) {
  const subject: { id?: unknown } = credential.credentialSubject;
  return {
    iss: typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
    ...(credential.validUntil ? { exp: Math.floor(Date.parse(credential.validUntil) / 1000) } : {}),
    ...(typeof subject.id === 'string' ? { sub: subject.id } : {}),
    vc: credential,
  };
}
