import { academyAdminApi } from './adminApi.gen.js';
import { ADMIN_CACHE_TAGS, ADMIN_NO_REFETCH } from './adminCacheTags.js';

export * from './adminApi.gen.js';

/**
 * The admin's endpoints (every /api/admin URL) with their cache tags (openapi/src/adminCacheTags.ts),
 * in the one api slice of '@academy/api'. Only the admin app imports this entry, so no other page
 * loads them.
 */
export const adminApi = academyAdminApi.enhanceEndpoints({
  endpoints: {
    ...ADMIN_CACHE_TAGS,
    ...Object.fromEntries(Object.keys(ADMIN_NO_REFETCH).map((name) => [name, { invalidatesTags: [] }])),
  },
});
