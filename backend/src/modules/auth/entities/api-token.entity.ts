import { defineEntity, p } from '@mikro-orm/core';
import { API_TOKEN_SCOPES } from '../../../common/decorators/token-scope.decorator.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A credential an admin made for an outside tool (an ATS, a CRM, a spreadsheet script). Only a
 * SHA-256 of the secret is kept: the secret has 256 random bits, so a fast hash cannot be reversed,
 * and it lets each request find its token in one indexed lookup. The token acts as the admin who
 * created it, limited to its scopes, and only while that person is still an admin.
 */
const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_tokens',
  checks: [
    {
      name: 'api_tokens_scopes_known',
      expression: `cardinality(scopes) > 0 and scopes <@ array[${API_TOKEN_SCOPES.map((scope) => `'${scope}'`).join(', ')}]::text[]`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    createdBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: p.string().length(64).unique(),
    /** The secret's first characters, shown so people can tell their tokens apart. */
    secretPrefix: p.string().length(12),
    scopes: p.array().columnType('text[]'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** Why the academy revoked it by itself (its creator stopped being an admin); null when an admin revoked it. */
    revokedReason: p.string().length(200).nullable(),
    /** Updated at most once a minute, so busy integrations do not write on every request. */
    lastUsedAt: p.datetime().nullable(),
    lastUsedIp: p.string().length(45).nullable(),
  },
});

export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);
export { ApiTokenSchema };
