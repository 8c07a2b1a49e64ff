import type { EntityManager } from '@mikro-orm/postgresql';
import { profileInsert, type ProfileInput } from '../pool-rows.js';
import { INSERT_BATCH } from '../pool-import.service.js';
import { SourcingRepository } from '../sourcing.repository.js';

export const DEMO_POOL_NAME = 'Demo talent pool';

/**
 * Inserts a pool with its profiles in batches in one transaction (within `em`'s when it has one: the
 * seed's), and gives its id. The profiles are trusted (generated, not imported): they are not validated again.
 */
export async function createCandidatePool(
  em: EntityManager,
  pool: { name: string; description: string; isDefault: boolean; createdById?: number | null },
  profiles: readonly ProfileInput[],
): Promise<number> {
  return em.transactional(async (tx) => {
    const repository = new SourcingRepository(tx);
    const id = await repository.insertPool({
      name: pool.name,
      description: pool.description,
      isDefault: false,
      createdById: pool.createdById ?? null,
    });
    if (pool.isDefault) await repository.makeDefault(id);
    for (let start = 0; start < profiles.length; start += INSERT_BATCH) {
      await repository.insertProfiles(id, profiles.slice(start, start + INSERT_BATCH).map(profileInsert));
    }
    return id;
  });
}

/** The demo academy's default pool, from `demoTalentProfiles()` (talent-pool-generator.ts). */
export async function createDemoTalentPool(em: EntityManager, profiles: readonly ProfileInput[]): Promise<number> {
  return createCandidatePool(
    em,
    {
      name: DEMO_POOL_NAME,
      description:
        'Synthetic candidates for the sourcing lab: engineers, data, product, design, recruiting and sales people across Europe and the Americas.',
      isDefault: true,
    },
    profiles,
  );
}
