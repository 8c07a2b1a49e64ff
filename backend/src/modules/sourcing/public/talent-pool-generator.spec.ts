import { validateProfileRow } from '../pool-rows.js';
import { generateTalentPool } from './talent-pool-generator.js';

describe('the synthetic talent pool', () => {
  it('is the same on every run, and different for another seed', async () => {
    const first = await generateTalentPool(300);
    const again = await generateTalentPool(300);
    expect(again).toEqual(first);
    expect((await generateTalentPool(300, 7)).map((profile) => profile.name)).not.toEqual(first.map((profile) => profile.name));
  });

  it('gives 2,000 profiles that an import would accept, with unique ids and a realistic mix', async () => {
    const profiles = await generateTalentPool(2000);
    expect(profiles).toHaveLength(2000);
    expect(new Set(profiles.map((profile) => profile.externalId)).size).toBe(2000);
    for (const [index, profile] of profiles.entries()) {
      const row = {
        name: profile.name,
        title: profile.title,
        company: profile.company,
        location: profile.location,
        industry: profile.industry,
        skills: profile.skills,
        languages: profile.languages,
        years_experience: profile.yearsExperience,
        open_to_work: profile.openToWork,
        summary: profile.summary,
        profile_url: profile.profileUrl,
        external_id: profile.externalId,
      };
      expect(validateProfileRow(row, index + 1)).toEqual({ ok: true, defaultExternalId: false, profile });
    }
    const share = (test: (profile: (typeof profiles)[number]) => boolean) => profiles.filter(test).length / profiles.length;
    expect(share((profile) => profile.profileUrl.startsWith('https://www.linkedin.com/in/'))).toBeGreaterThan(0.7);
    expect(share((profile) => profile.profileUrl.startsWith('https://github.com/'))).toBeGreaterThan(0.05);
    expect(share((profile) => profile.openToWork)).toBeGreaterThan(0.2);
    for (const city of ['Zürich', 'München', 'São Paulo', 'Kraków'])
      expect(profiles.some((profile) => profile.location.startsWith(city))).toBe(true);
    expect(new Set(profiles.map((profile) => profile.industry)).size).toBeGreaterThan(8);
    expect(profiles.some((profile) => /^Senior /.test(profile.title))).toBe(true);
  });
});
