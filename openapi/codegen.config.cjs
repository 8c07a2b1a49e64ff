/** RTK Query code generation from the committed OpenAPI document (`npm run codegen -w openapi`). */

/**
 * The admin app's endpoints (every /api/admin URL) go to adminApi.gen.ts, behind the entry
 * `@academy/api/admin` that only the admin remote loads; every page loads academyApi.gen.ts.
 * /api/admin/health stays with the rest: the shell's /test page shows it to admins.
 */
const ADMIN_PATH = /^\/api\/admin(\/|$)/;
const EVERY_PAGE_ADMIN_PATHS = ['/api/admin/health'];
const isAdminOnly = (_name, { path }) => ADMIN_PATH.test(path) && !EVERY_PAGE_ADMIN_PATHS.includes(path);

/** Prefixes both file names; scripts/check-openapi.ts generates beside them to compare. */
const prefix = process.env.OPENAPI_OUTPUT_PREFIX ?? '';

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: process.env.OPENAPI_SCHEMA_FILE ?? './openapi.json',
  apiFile: './src/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // No cache tags from the OpenAPI tags: openapi/src/cacheTags.ts and adminCacheTags.ts give every endpoint its own.
  tag: false,
  outputFiles: {
    [`./src/${prefix}academyApi.gen.ts`]: {
      exportName: 'academyApi',
      filterEndpoints: (name, definition) => !isAdminOnly(name, definition),
    },
    // Its endpoints join the shared slice of '@academy/api' (src/adminBase.ts says why not './baseApi').
    [`./src/${prefix}adminApi.gen.ts`]: {
      apiFile: './src/adminBase.ts',
      apiImport: 'api',
      exportName: 'academyAdminApi',
      filterEndpoints: isAdminOnly,
    },
  },
};
