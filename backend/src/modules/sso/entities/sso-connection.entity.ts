import { defineEntity, p } from '@mikro-orm/core';
import { Team } from '../../teams/entities/team.entity.js';

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/**
 * An employer's identity provider that signs in the people of its e-mail domains: for one team (its
 * manager configures it) or for the whole academy (`team` null; at most one). A domain belongs to one
 * connection at most (checked under an advisory lock when saved). See docs/adr/0033.
 */
const SsoConnectionSchema = defineEntity({
  name: 'SsoConnection',
  tableName: 'sso_connections',
  indexes: [
    {
      name: 'sso_connections_academy_unique',
      expression: `create unique index "sso_connections_academy_unique" on "sso_connections" ((true)) where "team_id" is null`,
    },
    {
      name: 'sso_connections_email_domains_index',
      expression: `create index "sso_connections_email_domains_index" on "sso_connections" using gin ("email_domains")`,
    },
  ],
  checks: [
    { name: 'sso_connections_domains_check', expression: 'cardinality(email_domains) > 0' },
    { name: 'sso_connections_jit_team_check', expression: 'NOT jit_seats OR team_id IS NOT NULL' },
  ],
  properties: {
    id: p.integer().primary(),
    team: () => p.manyToOne(Team).nullable().deleteRule('cascade').unique(),
    protocol: p.enum(SSO_PROTOCOLS),
    /** The employer's name, in messages: "Acme Corp requires you to sign in through its single sign-on." */
    displayName: p.string().length(100),
    /** Lower-case host names; the addresses this connection signs in. */
    emailDomains: p.array().columnType('text[]'),
    /** People of these domains may sign in only through this connection (no password, no social sign-in). */
    required: p.boolean().default(false),
    /** Team scope: a person of these domains without a seat takes a free one at their first sign-in. */
    jitSeats: p.boolean().default(false),
    oidcIssuer: p.string().length(500).nullable(),
    oidcClientId: p.string().length(255).nullable(),
    /** AES-256-GCM under a key derived from the app's secret (`secret-box.ts`); never returned by the API. */
    oidcClientSecret: p.text().nullable(),
    samlIdpEntityId: p.string().length(500).nullable(),
    samlSsoUrl: p.string().length(1000).nullable(),
    /** The IdP's signing certificates, PEM. */
    samlCertificates: p.array().columnType('text[]').nullable(),
    samlMetadataUrl: p.string().length(1000).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class SsoConnection extends SsoConnectionSchema.class {}
SsoConnectionSchema.setClass(SsoConnection);
export { SsoConnectionSchema };
