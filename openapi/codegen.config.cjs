/** RTK Query code generation from the committed OpenAPI document (`npm run codegen -w openapi`). */
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: process.env.OPENAPI_SCHEMA_FILE ?? './openapi.json',
  apiFile: './src/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: process.env.OPENAPI_OUTPUT_FILE ?? './src/academyApi.gen.ts',
  exportName: 'academyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // No cache tags from the OpenAPI tags: openapi/src/cacheTags.ts gives every endpoint its own.
  tag: false,
};
