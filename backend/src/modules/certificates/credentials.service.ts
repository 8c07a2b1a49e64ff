import { Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { BodyCredits } from '../credits/public/credit-rules.js';
import { CertificatesRepository, type CertificateRow } from './certificates.repository.js';
import {
  didDocument,
  didWebOf,
  encodeStatusList,
  KEY_FRAGMENT,
  openBadgeCredential,
  signingKeyFromSeed,
  statusListCredential,
  vcJwtClaims,
  type Issuer,
  type SigningKey,
} from './open-badges.js';

export const ACADEMY_NAME = 'Recruiting Academy';
/** Where the revocation status list is served (CertificatesController). */
export const STATUS_LIST_PATH = '/api/credentials/status/revocation';

/** Hours with one decimal: 150 minutes → 2.5. */
export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/**
 * The academy as an Open Badges issuer: its did:web, its signing key, the signed credential of each
 * certificate and the signed revocation list.
 */
@Injectable()
export class CredentialsService {
  readonly issuer: Issuer;
  private key: Promise<SigningKey> | undefined;

  constructor(
    private readonly certificates: CertificatesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.issuer = { did: didWebOf(config.publicUrl), name: ACADEMY_NAME, url: config.publicUrl };
  }

  async didDocument() {
    return didDocument(this.issuer.did, (await this.signingKey()).publicJwk);
  }

  /**
   * The certificate's OpenBadgeCredential as a VC-JWT, with the credits it earned, expiring
   * (`validUntil`, `exp`) with the certificate. Its status list index is the certificate's id, which never changes.
   */
  credentialJwt(row: CertificateRow, verificationUrl: string, credits: readonly BodyCredits[] = []): Promise<string> {
    const credential = openBadgeCredential(this.issuer, {
      verificationUrl,
      courseUrl: row.path ? `${this.config.publicUrl}/paths/${row.path.slug}` : `${this.config.publicUrl}/courses/${row.course_id}`,
      courseTitle: row.course_title,
      ...(row.path ? { pathTitle: row.path.title } : {}),
      learnerName: row.learner_name,
      hours: hoursOf(row.minutes),
      issuedAt: new Date(row.issued_at),
      validUntil: row.valid_until ? new Date(row.valid_until) : null,
      statusListUrl: this.statusListUrl(),
      statusListIndex: row.id,
      credits,
    });
    return this.sign(vcJwtClaims(credential));
  }

  /** The signed revocation list: the bit of every revoked certificate set. One statement. */
  async statusListJwt(): Promise<string> {
    const { last_id, revoked } = await this.certificates.revocations();
    const encodedList = encodeStatusList(revoked ?? [], (last_id ?? 0) + 1);
    return this.sign(vcJwtClaims(statusListCredential(this.issuer, this.statusListUrl(), encodedList, new Date())));
  }

  private statusListUrl(): string {
    return `${this.config.publicUrl}${STATUS_LIST_PATH}`;
  }

  private async sign(claims: ReturnType<typeof vcJwtClaims>): Promise<string> {
    const { privateKey } = await this.signingKey();
    return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${this.issuer.did}#${KEY_FRAGMENT}` }).sign(privateKey);
  }

  /** Loaded once per process; a failed load (database down) is tried again on the next call. */
  private signingKey(): Promise<SigningKey> {
    this.key ??= this.loadSigningKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  /**
   * CREDENTIAL_SIGNING_KEY when set; otherwise the key stored in the database, created by whichever
   * process needs it first (the insert does nothing when another one won), so that every replica and
   * every restart signs with the same key and credentials issued earlier keep verifying.
   */
  private async loadSigningKey(): Promise<SigningKey> {
    if (this.config.credentialSigningKey) return signingKeyFromSeed(this.config.credentialSigningKey);
    let stored = await this.certificates.signingKey();
    if (!stored) {
      await this.certificates.insertSigningKey(randomBytes(32).toString('base64url'));
      stored = await this.certificates.signingKey();
    }
    if (!stored) throw new Error('The credential signing key could not be stored');
    return signingKeyFromSeed(stored.private_key);
  }
}
