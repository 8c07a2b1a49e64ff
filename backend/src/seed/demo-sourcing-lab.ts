import type { demoTalentProfiles } from '../modules/sourcing/public/talent-pool-generator.js';
import { matchesProfile, parseQuery, profileDocument, siteKey } from '../modules/sourcing/public/search-language.js';
import type { DemoQuestion } from './demo-quizzes.data.js';

type DemoProfile = Awaited<ReturnType<typeof demoTalentProfiles>>[number];

/**
 * The external ids of the demo profiles a Sourcing Lab exercise targets: the hits of its reference
 * query, found by the in-memory matcher (which the SQL search agrees with).
 */
export function demoSearchTargets(profiles: readonly DemoProfile[], search: NonNullable<DemoQuestion['search']>): string[] {
  const parsed = parseQuery(search.referenceQuery);
  if (!parsed.ok) throw new Error(`Demo reference query does not parse: ${search.referenceQuery}: ${parsed.error.message}`);
  return profiles
    .filter((profile) => matchesProfile(parsed.query, profileDocument(profile), siteKey(profile.profileUrl), search.fields))
    .map((profile) => profile.externalId);
}
