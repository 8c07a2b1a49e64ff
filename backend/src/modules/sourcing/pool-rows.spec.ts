import { columnName, profileInsert, unknownColumnsProblem, validateProfileRow } from './pool-rows.js';

const GOOD = {
  name: ' Ana Silva ',
  title: 'Senior Backend Engineer',
  company: 'Nubank',
  location: 'São Paulo, Brazil',
  industry: 'Fintech',
  skills: 'Go; Kubernetes ;;PostgreSQL',
  languages: 'Portuguese;English',
  years_experience: '8',
  open_to_work: 'Yes',
  summary: 'Builds payment APIs.',
  profile_url: 'https://www.linkedin.com/in/ana-silva',
  external_id: '',
};

describe('validating an imported profile row', () => {
  it('trims values, splits lists on ";", reads yes/no and defaults the external id to the line', () => {
    expect(validateProfileRow(GOOD, 7)).toEqual({
      ok: true,
      defaultExternalId: true,
      profile: {
        externalId: '7',
        name: 'Ana Silva',
        title: 'Senior Backend Engineer',
        company: 'Nubank',
        location: 'São Paulo, Brazil',
        industry: 'Fintech',
        skills: ['Go', 'Kubernetes', 'PostgreSQL'],
        languages: ['Portuguese', 'English'],
        yearsExperience: 8,
        openToWork: true,
        summary: 'Builds payment APIs.',
        profileUrl: 'https://www.linkedin.com/in/ana-silva',
      },
    });
  });

  it('needs only a name and a title; the rest default to empty, 0 and false', () => {
    expect(validateProfileRow({ name: 'A', title: 'B' }, 2)).toEqual({
      ok: true,
      defaultExternalId: true,
      profile: {
        externalId: '2',
        name: 'A',
        title: 'B',
        company: '',
        location: '',
        industry: '',
        skills: [],
        languages: [],
        yearsExperience: 0,
        openToWork: false,
        summary: '',
        profileUrl: '',
      },
    });
  });

  it('takes JSON types: arrays, numbers and booleans', () => {
    const result = validateProfileRow(
      { name: 'A', title: 'B', skills: ['Go ', 'Rust'], years_experience: 3, open_to_work: true, external_id: 42 },
      1,
    );
    expect(result).toMatchObject({
      ok: true,
      defaultExternalId: false,
      profile: { skills: ['Go', 'Rust'], yearsExperience: 3, openToWork: true, externalId: '42' },
    });
  });

  it('gives every reason a row is refused, in one line', () => {
    expect(validateProfileRow({ ...GOOD, name: '  ', title: '', years_experience: '71', open_to_work: 'maybe' }, 3)).toEqual({
      ok: false,
      reason:
        'name is missing. title is missing. years_experience must be a whole number from 0 to 70. open_to_work must be true, false, yes or no.',
    });
    expect(validateProfileRow({ ...GOOD, years_experience: '2.5' }, 3)).toMatchObject({ ok: false });
    expect(validateProfileRow({ ...GOOD, years_experience: -1 }, 3)).toMatchObject({ ok: false });
  });

  it('refuses long values, control characters, bad lists and addresses', () => {
    const reason = (raw: Record<string, unknown>) => {
      const result = validateProfileRow({ name: 'A', title: 'B', ...raw }, 1);
      return result.ok ? null : result.reason;
    };
    // Unknown columns are the file's to report, once (unknownColumnsProblem).
    expect(reason({ salary: 1 })).toBeNull();
    expect(reason({ title: 'x'.repeat(201) })).toBe('title is longer than 200 characters.');
    expect(reason({ summary: 'x'.repeat(2001) })).toBe('summary is longer than 2000 characters.');
    expect(reason({ summary: 'x'.repeat(2000) })).toBeNull();
    expect(reason({ company: 'Acme\u0000' })).toBe('company contains a control character.');
    expect(reason({ skills: [1, 2] })).toBe('skills must be a list of text (separated by ";" in CSV).');
    expect(reason({ skills: Array.from({ length: 51 }, (_, index) => `s${index}`) })).toBe('skills has more than 50 entries.');
    expect(reason({ languages: ['x'.repeat(101)] })).toBe('Each of languages must be at most 100 characters.');
    expect(reason({ name: { first: 'A' } })).toBe('name must be text.');
    expect(reason({ profile_url: 'javascript:alert(1)' })).toBe('profile_url must be a web address starting with https:// or http://.');
    expect(reason({ profile_url: 'linkedin.com/in/a' })).toBe('profile_url must be a web address starting with https:// or http://.');
    expect(reason({ external_id: 'x'.repeat(101) })).toBe('external_id is longer than 100 characters.');
  });
});

describe('import column names', () => {
  it('reads a header in any case, with outer spaces, and inner spaces or hyphens for underscores', () => {
    expect(['Name', ' TITLE ', 'Years Experience', 'years-experience', 'open - to  work', 'external_id'].map(columnName)).toEqual([
      'name',
      'title',
      'years_experience',
      'years_experience',
      'open_to_work',
      'external_id',
    ]);
  });

  it('names the unknown columns in one sentence, or nothing', () => {
    expect(unknownColumnsProblem(['name', 'salary'])).toBe('Unknown column: salary.');
    expect(unknownColumnsProblem(['salary', 'name', 'age'])).toBe('Unknown columns: salary, age.');
    expect(unknownColumnsProblem(['name', 'title', 'external_id'])).toBeNull();
    expect(unknownColumnsProblem([])).toBeNull();
  });
});

describe('a profile ready to insert', () => {
  it('carries the tsvector literal of each field and the site key', () => {
    const result = validateProfileRow(GOOD, 1);
    if (!result.ok) throw new Error(result.reason);
    const insert = profileInsert(result.profile);
    expect(insert.siteKey).toBe('linkedin.com/in/ana-silva');
    expect(insert.tsv.skills).toBe("'go':1 'kubernetes':6 'postgresql':11");
    expect(insert.tsv.location).toBe("'sao':1 'paulo':2 'brazil':3");
    expect(insert.tsv.title).toBe("'senior':1 'backend':2 'engineer':3");
    expect(insert.tsv.text).toContain("'fintech':");
  });
});
