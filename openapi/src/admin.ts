import { academyAdminApi } from './adminApi.gen.js';
import { ADMIN_CACHE_TAGS, ADMIN_NO_REFETCH, ADMIN_TAG_TYPES } from './adminCacheTags.js';

export * from './adminApi.gen.js';

/**
 * The admin's endpoints (every /api/admin URL) with their cache tags (openapi/src/adminCacheTags.ts),
 * in the one api slice of '@academy/api', with the tag types only they name. Only the admin app imports
 * this entry, so no other page loads them.
 */
export const adminApi = academyAdminApi.enhanceEndpoints({
  addTagTypes: ADMIN_TAG_TYPES,
  endpoints: {
    ...ADMIN_CACHE_TAGS,
    ...Object.fromEntries(Object.keys(ADMIN_NO_REFETCH).map((name) => [name, { invalidatesTags: [] }])),
  },
});
