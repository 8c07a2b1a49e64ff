import type { Type } from '@nestjs/common';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config/config.js';
import { Public } from '../decorators/public.decorator.js';
import { Roles } from '../decorators/roles.decorator.js';
import { SessionOnly, TokenScope } from '../decorators/token-scope.decorator.js';
import { BEARER_SCHEME, COOKIE_SCHEME, describeSecurity, scopeSentence, SESSION_ONLY_SENTENCE } from './security.openapi.js';

const ADMINS_ONLY = { description: 'Admins only' };

class LearnerController {
  @Public()
  listOpenCourses(): void {}

  ownDashboard(): void {}

  @Public()
  @Roles()
  openInvite(): void {}
}

@Roles('admin')
class ReportsController {
  @TokenScope('progress:read')
  readReport(): void {}

  removeCourse(): void {}

  @SessionOnly()
  manageTokens(): void {}
}

const operation = (operationId: string, description = `What ${operationId} does.`): OperationObject => ({
  operationId,
  summary: operationId,
  description,
  responses: { '200': { description: 'OK' }, '403': ADMINS_ONLY },
});

function documentOf(...operationIds: string[]): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'Test', version: '1' },
    paths: Object.fromEntries(operationIds.map((id) => [`/api/${id}`, { get: operation(id) }])),
  };
}

const describeAll = (document: OpenAPIObject, controllers: Type[] = [LearnerController, ReportsController]) =>
  describeSecurity(document, controllers);
const get = (document: OpenAPIObject, id: string) => document.paths[`/api/${id}`].get!;

describe('describeSecurity', () => {
  it('lets anyone call a public operation, signed in or with a token, and says so nowhere else', () => {
    const document = describeAll(documentOf('listOpenCourses', 'openInvite'));
    for (const id of ['listOpenCourses', 'openInvite']) {
      expect(get(document, id).security).toEqual([{}, { [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }]);
      expect(get(document, id).description).toBe(`What ${id} does.`);
      expect(get(document, id).responses['401']).toEqual({ description: expect.stringMatching(/API token/) });
    }
  });

  it("keeps a learner's own operations to sessions", () => {
    const document = describeAll(documentOf('ownDashboard'));
    const own = get(document, 'ownDashboard');
    expect(own.security).toEqual([{ [COOKIE_SCHEME]: [] }]);
    expect(own.description).toBe(`What ownDashboard does. ${SESSION_ONLY_SENTENCE}`);
    expect(own).not.toHaveProperty('x-token-scopes');
    expect(own.responses['401']).toBeDefined();
  });

  it('keeps SessionOnly operations to sessions, even admin-only ones', () => {
    const manage = get(describeAll(documentOf('manageTokens')), 'manageTokens');
    expect(manage.security).toEqual([{ [COOKIE_SCHEME]: [] }]);
    expect(manage.description).toBe(`What manageTokens does. ${SESSION_ONLY_SENTENCE}`);
  });

  it('names the scope a token needs, and admin, which covers every scope', () => {
    const document = describeAll(documentOf('readReport', 'removeCourse'));
    const scoped = get(document, 'readReport');
    expect(scoped.security).toEqual([{ [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }]);
    expect(scoped.description).toBe('What readReport does. API tokens need the `progress:read` scope (or `admin`).');
    expect(scoped).toHaveProperty('x-token-scopes', ['progress:read', 'admin']);
    expect(scoped.responses['403']).toEqual({ description: 'Admins only, or an API token without the `progress:read` scope' });
    expect(scoped.responses['429']).toBeDefined();

    const adminOnly = get(document, 'removeCourse');
    expect(adminOnly.security).toEqual([{ [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }]);
    expect(adminOnly.description).toBe('What removeCourse does. API tokens need the `admin` scope.');
    expect(adminOnly).toHaveProperty('x-token-scopes', ['admin']);
    // The controller's shared 403 object is left as it was.
    expect(ADMINS_ONLY).toEqual({ description: 'Admins only' });
  });

  it('gives the same document when run again (the server builds it per request)', () => {
    const document = describeAll(documentOf('readReport', 'ownDashboard'));
    const once = JSON.stringify(document);
    expect(JSON.stringify(describeAll(document))).toBe(once);
  });

  it('refuses an operation id that names no handler, or several', () => {
    expect(() => describeAll(documentOf('missingHandler'))).toThrow(/missingHandler/);
    class AnotherLearnerController {
      ownDashboard(): void {}
    }
    expect(() => describeAll(documentOf('ownDashboard'), [LearnerController, AnotherLearnerController])).toThrow(/ownDashboard/);
  });
});

describe('openapi.json', () => {
  type Operation = OperationObject & { 'x-token-scopes'?: string[] };
  const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi/openapi.json'), 'utf8')) as OpenAPIObject;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

  it('gives every operation a summary and a description', () => {
    expect(operations.length).toBeGreaterThan(90);
    const bare = operations.filter(({ op }) => !op.summary?.trim() || !op.description?.trim()).map(({ name }) => name);
    expect(bare).toEqual([]);
  });

  it('says on every operation how it is authenticated, in its security and its description alike', () => {
    const wrong = operations.flatMap(({ name, op }) => {
      const security = JSON.stringify(op.security);
      const scopes = op['x-token-scopes'];
      if (security === JSON.stringify([{}, { cookie: [] }, { bearer: [] }])) return scopes ? [name] : [];
      if (security === JSON.stringify([{ cookie: [] }])) return !scopes && op.description!.endsWith(SESSION_ONLY_SENTENCE) ? [] : [name];
      if (security === JSON.stringify([{ cookie: [] }, { bearer: [] }]) && scopes?.at(-1) === 'admin') {
        return op.description!.endsWith(scopeSentence(scopes[0])) ? [] : [name];
      }
      return [name];
    });
    expect(wrong).toEqual([]);
    expect(operations.filter(({ op }) => !op.responses['401']).map(({ name }) => name)).toEqual([]);
  });

  it('declares both schemes, the server and a description for every tag in use', () => {
    expect(document.components?.securitySchemes?.[COOKIE_SCHEME]).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'academy_session' });
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'API token',
    });
    expect(document.servers).toEqual([{ url: 'http://localhost:3000', description: expect.any(String) }]);
    const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const used = [...new Set(operations.flatMap(({ op }) => op.tags ?? []))];
    expect(used.filter((tag) => !described.get(tag)?.trim())).toEqual([]);
  });
});
