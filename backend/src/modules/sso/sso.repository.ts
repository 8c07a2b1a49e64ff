import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

/** The advisory lock that queues changes of connections' domains (a domain belongs to one connection at most). */
const DOMAINS_LOCK_KEY = 7_301_845_233;

@Injectable()
export class SsoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * The connections, other than `exceptId`, that already have one of `domains`. Run it in a
   * transaction: its advisory lock, held until the transaction ends, queues concurrent saves, so two
   * cannot both take a free domain (an array column has no unique index per element).
   */
  @GenerateSql({ params: [['acme.com', 'acme.co.uk'], 1] })
  async lockAndFindDomainOwners(domains: string[], exceptId: number | null) {
    await sql`select pg_advisory_xact_lock(${DOMAINS_LOCK_KEY})`.execute(this.db);
    let query = this.db
      .selectFrom('sso_connections')
      .select(['id', 'display_name', 'email_domains'])
      .where('email_domains', '&&', sql<string[]>`${sql.val(domains)}::text[]`);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return query.execute();
  }

  /** The connection of an address's domain (the GIN index on the domains serves it). */
  @GenerateSql({ params: ['acme.com'] })
  async byDomain(domain: string) {
    return this.db
      .selectFrom('sso_connections')
      .select(['id', 'display_name', 'protocol', 'required'])
      .where('email_domains', '@>', sql<string[]>`array[${domain}]::text[]`)
      .executeTakeFirst();
  }

  /** The connections that require their domains to sign in through them (a handful: cached in memory by the service). */
  @GenerateSql()
  async requiredConnections() {
    return this.db.selectFrom('sso_connections').select(['id', 'display_name', 'email_domains']).where('required', '=', true).execute();
  }

  /** The account signed in through the connection with the connection's subject, if any. */
  @GenerateSql({ params: ['sso:1', 'subject-1'] })
  async linkedUser(provider: string, subject: string) {
    return this.db
      .selectFrom('user_identities')
      .select(['id', 'user_id'])
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  /** Every sign-in linked through a connection being deleted. */
  @GenerateSql({ params: ['sso:1'] })
  async unlinkAll(provider: string): Promise<void> {
    await this.db.deleteFrom('user_identities').where('provider', '=', provider).execute();
  }
}
