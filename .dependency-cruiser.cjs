/**
 * Import rules, checked by `npm run lint` (CONTRIBUTING.md, "Module map", says why).
 *
 * A backend feature module's public surface is what other modules may import from it:
 *   - `<module>.module.ts`, to import the Nest module;
 *   - `*.service.ts`, its providers (only those its Nest module exports can be injected);
 *   - `entities/` and `dto/`;
 *   - `public/`: plain functions, constants, types and SQL fragments meant for other modules.
 * Everything else (repositories, controllers, internal helpers) is the module's own.
 */
const MODULE_PUBLIC_SURFACE = '(?:[^/]+\\.module\\.ts|[^/]+\\.service\\.ts|entities/|dto/|public/)';

/**
 * Which backend modules each module may import (CONTRIBUTING.md, "Module map"). A new dependency is a
 * design decision: add it here and to the map, and keep the graph free of new two-way edges.
 */
const MODULE_DEPENDENCIES = {
  users: [],
  mail: [],
  web: ['auth', 'catalog', 'paths'],
  health: ['mail'],
  catalog: ['cohorts', 'users', 'learning'],
  quizzes: ['catalog', 'cohorts', 'sourcing', 'users', 'webhooks'],
  certificates: ['catalog', 'credits', 'mail', 'paths', 'scheduler', 'users', 'webhooks'],
  learning: ['catalog', 'certificates', 'cohorts', 'payments', 'practice', 'quizzes', 'scorm', 'users', 'webhooks'],
  payments: ['catalog', 'learning', 'paths', 'users', 'webhooks'],
  downloads: ['catalog', 'users'],
  admin: ['catalog', 'certificates', 'learning', 'mail', 'users'],
  auth: ['admin', 'mail', 'payments', 'users', 'webhooks'],
  account: ['admin', 'auth', 'certificates', 'credits', 'learning', 'mail', 'payments', 'practice', 'quizzes', 'users'],
  'social-images': ['catalog', 'certificates'],
  teams: ['catalog', 'learning', 'mail', 'payments', 'paths', 'quizzes', 'users', 'webhooks'],
  sso: ['auth', 'teams', 'users', 'webhooks'],
  webhooks: ['mail', 'users'],
  exports: ['credits', 'practice', 'quizzes', 'users'],
  reviews: ['catalog', 'users'],
  practice: ['catalog', 'cohorts', 'mail', 'users', 'webhooks'],
  scorm: ['catalog', 'cohorts', 'users'],
  sourcing: ['users'],
  scheduler: [],
  paths: ['catalog', 'users'],
  credits: ['catalog', 'cohorts', 'mail', 'paths', 'scheduler', 'users'],
  discussions: ['catalog', 'mail', 'scheduler', 'users'],
  cohorts: ['catalog', 'credits', 'mail', 'paths', 'scheduler', 'teams', 'users'],
};

/** Where the front-end workspaces keep their code: only cycles are checked there. */
const FRONT_END = '^(?:shell|learner-app|admin-app|ui-kit|openapi/src)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: split the shared part out into a file both sides import.',
      severity: 'error',
      from: { path: '^backend/src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-front-end',
      comment:
        'An import cycle that exists at run time: split the shared part out into a file both sides import. Cycles through type-only imports are erased by the compiler (the generated RTK Query endpoints and their base api name each other that way).',
      severity: 'error',
      from: { path: FRONT_END },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-public-surface',
      comment:
        "A backend module imports another module only through that module's public surface: its Nest module, services, entities, DTOs and public/ folder. Move what is needed into public/ (or ask the owning module's service).",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/', pathNot: [`^backend/src/modules/$1/`, `^backend/src/modules/[^/]+/${MODULE_PUBLIC_SURFACE}`] },
    },
    ...Object.entries(MODULE_DEPENDENCIES).map(([module, allowed]) => ({
      name: `module-dependencies-${module}`,
      comment: `${module} may import ${allowed.length ? allowed.join(', ') : 'no other module'} (MODULE_DEPENDENCIES, CONTRIBUTING.md "Module map").`,
      severity: 'error',
      from: { path: `^backend/src/modules/${module}/` },
      to: { path: '^backend/src/modules/', pathNot: `^backend/src/modules/(?:${[module, ...allowed].join('|')})/` },
    })),
    {
      name: 'module-not-in-the-map',
      comment: 'Every backend module has its line in MODULE_DEPENDENCIES (and in CONTRIBUTING.md "Module map").',
      severity: 'error',
      from: { path: '^backend/src/modules/', pathNot: `^backend/src/modules/(?:${Object.keys(MODULE_DEPENDENCIES).join('|')})/` },
      to: {},
    },
    {
      name: 'shared-layers-stay-below-modules',
      comment:
        'common/, config/, database/ and infrastructure/ serve every module and never depend on one; what needs the modules belongs in the composition root (backend/src/*.ts, seed/).',
      severity: 'error',
      from: { path: '^backend/src/(?:common|config|database|infrastructure)/' },
      to: { path: '^backend/src/modules/' },
    },
  ],
  options: {
    includeOnly: `^backend/src/|${FRONT_END}`,
    exclude: { path: '(?:^|/)(?:node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
