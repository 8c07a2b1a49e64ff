import { defineEntity, p } from '@mikro-orm/core';

/**
 * The academy's Ed25519 key for signing credentials when CREDENTIAL_SIGNING_KEY is not set: one row,
 * written once by whichever process needs it first, so that every replica and restart signs with it.
 */
const CredentialSigningKeySchema = defineEntity({
  name: 'CredentialSigningKey',
  tableName: 'credential_signing_keys',
  checks: [{ name: 'credential_signing_keys_single_row', expression: '(id = 1)' }],
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** The 32-byte private key (seed), base64url. */
    privateKey: p.string().length(43),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CredentialSigningKey extends CredentialSigningKeySchema.class {}
CredentialSigningKeySchema.setClass(CredentialSigningKey);
export { CredentialSigningKeySchema };
