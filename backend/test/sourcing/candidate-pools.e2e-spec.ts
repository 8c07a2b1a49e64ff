import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

const HEADER = 'name,title,company,location,industry,skills,languages,years_experience,open_to_work,summary,profile_url,external_id';

const CSV_ROWS = [
  'Ana Silva,Senior Backend Engineer,Nubank,"São Paulo, Brazil",Fintech,Go;Kubernetes;PostgreSQL,Portuguese;English,8,yes,Builds payment APIs.,https://www.linkedin.com/in/ana-silva,a1',
  'Jonas Müller,Frontend Developer,Zalando,"München, Germany",E-commerce,React;TypeScript,German,3,no,,https://github.com/jonas,a2',
  'Ola Nowak,Data Engineer,Allegro,"Kraków, Poland",E-commerce,Python;Spark,Polish;English,5,true,"Pipelines, ""lakes"" and more",https://ola.dev,a3',
];

describe('candidate pools (admin)', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let learner: TestAgent;
  let adminId: number;

  const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
  const upload = (agent: TestAgent, name: string, data: string | Buffer, filename: string) =>
    agent
      .post('/api/admin/candidate-pools/import')
      .set('Origin', testApp.config.publicUrl)
      .field('name', name)
      .field('description', 'For the tests')
      .attach('file', Buffer.isBuffer(data) ? data : Buffer.from(data), { filename, contentType: 'application/octet-stream' });
  const db = () => testApp.app.get(EntityManager).fork().getConnection();
  const profileCount = async (name: string) =>
    Number(
      (
        await db().execute<{ count: string }[]>(
          'select count(*) as count from candidate_profiles p join candidate_pools cp on cp.id = p.pool_id where lower(cp.name) = lower(?)',
          [name],
        )
      )[0]!.count,
    );
  const poolCount = async (name: string) =>
    Number(
      (await db().execute<{ count: string }[]>('select count(*) as count from candidate_pools where lower(name) = lower(?)', [name]))[0]!
        .count,
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    const signedIn = await signedInAgent(testApp, 'admin');
    admin = signedIn.agent;
    adminId = signedIn.user.id;
    learner = (await signedInAgent(testApp)).agent;
  });
  afterAll(() => testApp.close());

  it('imports a CSV file: lists split on ";", yes/no, quoted values, diacritics; searchable at once', async () => {
    const name = uniqueName('CSV pool');
    const created = await upload(admin, name, [HEADER, ...CSV_ROWS].join('\r\n') + '\r\n', 'pool.csv').expect(201);
    expect(created.body).toMatchObject({ name, description: 'For the tests', profileCount: 3, isDefault: false, exerciseCount: 0 });

    const listed = (await admin.get('/api/admin/candidate-pools').expect(200)).body as { id: number; name: string }[];
    expect(listed.find((pool) => pool.id === created.body.id)).toMatchObject({ name, profileCount: 3 });

    const search = await admin
      .post(`/api/admin/candidate-pools/${created.body.id}/search`)
      .set('Origin', testApp.config.publicUrl)
      .send({ query: 'location:sao OR location:munchen', fields: ['text'] })
      .expect(200);
    expect(search.body.total).toBe(2);
    expect(search.body.results.map((card: { name: string }) => card.name)).toEqual(['Ana Silva', 'Jonas Müller']);
    const ana = search.body.results[0];
    expect(ana).toMatchObject({
      skills: ['Go', 'Kubernetes', 'PostgreSQL'],
      languages: ['Portuguese', 'English'],
      yearsExperience: 8,
      openToWork: true,
      profileUrl: 'https://www.linkedin.com/in/ana-silva',
    });
    expect(ana.highlights).toContainEqual({ field: 'location', index: 0, start: 0, end: 3 });

    const ola = await admin
      .post(`/api/admin/candidate-pools/${created.body.id}/search`)
      .set('Origin', testApp.config.publicUrl)
      .send({ query: 'site:ola.dev', fields: ['text'] })
      .expect(200);
    expect(ola.body.results.map((card: { summary: string }) => card.summary)).toEqual(['Pipelines, "lakes" and more']);

    const ids = search.body.results.map((card: { id: number }) => card.id).join(',');
    const profiles = await admin.get(`/api/admin/candidate-pools/${created.body.id}/profiles?ids=${ids},999999999`).expect(200);
    expect(profiles.body.map((card: { name: string }) => card.name)).toEqual(['Ana Silva', 'Jonas Müller']);
  });

  it('imports a JSON array: lists as arrays, external ids defaulting to the item number', async () => {
    const name = uniqueName('JSON pool');
    const items = [
      {
        name: 'Zoe Chen',
        title: 'Staff Engineer',
        company: 'Stripe',
        location: 'Zürich, Switzerland',
        skills: ['Rust', 'Go'],
        open_to_work: false,
        years_experience: 12,
      },
      { name: 'Li Wei', title: 'Recruiter', skills: 'Sourcing; Boolean search', languages: ['Mandarin'] },
    ];
    const created = await upload(admin, name, JSON.stringify(items, null, 2), 'pool.json').expect(201);
    expect(created.body.profileCount).toBe(2);
    const rows = await db().execute<{ external_id: string; skills: string[]; location_tsv: string }[]>(
      'select external_id, skills, location_tsv::text from candidate_profiles where pool_id = ? order by id',
      [created.body.id],
    );
    expect(rows.map((row) => row.external_id)).toEqual(['1', '2']);
    expect(rows[1]!.skills).toEqual(['Sourcing', 'Boolean search']);
    expect(rows[0]!.location_tsv).toBe("'switzerland':2 'zurich':1");
  });

  it('refuses a file with bad rows whole, listing every bad row with its line and reason', async () => {
    const name = uniqueName('Bad pool');
    const csv = [
      HEADER,
      CSV_ROWS[0],
      ',Recruiter,Acme,Berlin,,,,,,,,b1', // line 3: no name
      CSV_ROWS[1],
      'Sam Lee,Engineer,Acme,Berlin,,,,abc,maybe,,ftp://x,b2', // line 5: years, open_to_work, url
      'Too,few,values', // line 6
      'Ana Twin,Engineer,Acme,Berlin,,,,,,,,a1', // line 7: duplicate external id
    ].join('\n');
    const refused = await upload(admin, name, csv, 'pool.csv').expect(400);
    expect(refused.body).toMatchObject({
      code: 'POOL_IMPORT_INVALID',
      message: '4 rows could not be imported; nothing was imported.',
      badRowCount: 4,
    });
    expect(refused.body.rows).toEqual([
      { line: 3, reason: 'name is missing.' },
      {
        line: 5,
        reason:
          'years_experience must be a whole number from 0 to 70. open_to_work must be true, false, yes or no. profile_url must be a web address starting with https:// or http://.',
      },
      { line: 6, reason: 'The row does not have as many values as the header has columns.' },
      { line: 7, reason: 'external_id "a1" is on line 2 too.' },
    ]);
    expect(await poolCount(name)).toBe(0);
    expect(await profileCount(name)).toBe(0);
  });

  it('refuses a large file with one bad row near its end: the batches already inserted are rolled back', async () => {
    const name = uniqueName('Big bad pool');
    const lines = [HEADER];
    for (let index = 0; index < 1600; index++)
      lines.push(`Person ${index},Engineer,Acme,Berlin,,Go,,1,no,,https://example.com/${index},e${index}`);
    lines.push('Bad Person,,Acme,Berlin,,,,,,,,zz');
    const refused = await upload(admin, name, lines.join('\n'), 'big.csv').expect(400);
    expect(refused.body.rows).toEqual([{ line: 1602, reason: 'title is missing.' }]);
    expect(await poolCount(name)).toBe(0);
    expect(await profileCount(name)).toBe(0);
  });

  it('refuses JSON that is not an array of objects, unknown keys and other files', async () => {
    const notArray = await upload(admin, uniqueName('Object'), '{"name": "x"}', 'pool.json').expect(400);
    expect(notArray.body.rows).toEqual([{ line: 1, reason: 'The file must hold a JSON array of profiles: [{"name": …}, …].' }]);
    const unknown = await upload(admin, uniqueName('Unknown'), '[{"name":"A","title":"B","salary":3}, 5]', 'pool.json').expect(400);
    expect(unknown.body.rows).toEqual([
      { line: 1, reason: 'Unknown column: salary.' },
      { line: 2, reason: 'The item is not an object.' },
    ]);
    const broken = await upload(admin, uniqueName('Broken'), '[{"name":"A","title":"B"}, {"name": ', 'pool.json').expect(400);
    expect(broken.body.rows).toEqual([
      { line: expect.any(Number), reason: 'The JSON is not valid from this item on (a missing bracket, comma or quote?).' },
    ]);
    const empty = await upload(admin, uniqueName('Empty'), HEADER + '\n', 'pool.csv').expect(400);
    expect(empty.body.message).toBe('The file has no profiles; nothing was imported.');
    const repeated = await upload(admin, uniqueName('Repeated'), 'name,title,Name\na,b,c\n', 'pool.csv').expect(400);
    expect(repeated.body.rows).toEqual([{ line: 1, reason: 'The header names the column name more than once.' }]);
    const unnamed = await upload(admin, uniqueName('Unnamed'), 'name,,title\na,b,c\n', 'pool.csv').expect(400);
    expect(unnamed.body.rows).toEqual([{ line: 1, reason: 'Column 2 of the header has no name.' }]);
    const pdf = await upload(admin, uniqueName('Pdf'), '%PDF-1.7', 'pool.pdf').expect(400);
    expect(pdf.body.code).toBe('FILE_TYPE_NOT_ACCEPTED');
  });

  it('reads header variants and says plainly what is wrong: unknown columns once, unclosed quotes, default external ids', async () => {
    const variants = uniqueName('Header variants');
    const created = await upload(admin, variants, 'Name, TITLE ,Years Experience,open-to-work\nAna,Engineer,3,yes\n', 'pool.csv').expect(
      201,
    );
    const stored = await db().execute<{ years_experience: number; open_to_work: boolean }[]>(
      'select years_experience, open_to_work from candidate_profiles where pool_id = ?',
      [created.body.id],
    );
    expect(stored).toEqual([{ years_experience: 3, open_to_work: true }]);

    const refused = async (data: string, filename: string) => (await upload(admin, uniqueName('Refused'), data, filename).expect(400)).body;
    expect(await refused('name,title,salary\nA,B,1\nC,D,2\nE,F,3\n', 'pool.csv')).toMatchObject({
      badRowCount: 1,
      rows: [{ line: 1, reason: 'Unknown column: salary.' }],
    });
    expect((await refused('name,title\nA,B\n"A,B\nC\nD,E,F', 'pool.csv')).rows).toEqual([
      { line: 3, reason: 'The quote opened on line 3 is never closed.' },
    ]);
    const json = (items: object[]) => JSON.stringify(items);
    expect(
      (
        await refused(
          json([
            { name: 'A', title: 'B', external_id: '2' },
            { name: 'C', title: 'D' },
          ]),
          'pool.json',
        )
      ).rows,
    ).toEqual([{ line: 2, reason: 'The row has no external_id, and its default, its line number (2), is the external_id of line 1.' }]);
    expect(
      (
        await refused(
          json([
            { name: 'A', title: 'B' },
            { name: 'C', title: 'D', external_id: 1 },
          ]),
          'pool.json',
        )
      ).rows,
    ).toEqual([{ line: 2, reason: 'external_id "1" is the default of line 1, which has no external_id and so uses its line number.' }]);
    expect(
      (
        await refused(
          json([
            { name: 'A', title: 'B', age: 1 },
            { name: 'C', title: '', age: 2 },
            { name: 'E', title: 'F', age: 3 },
          ]),
          'pool.json',
        )
      ).rows,
    ).toEqual([
      { line: 1, reason: 'Unknown column: age.' },
      { line: 2, reason: 'title is missing.' },
    ]);
  });

  it('refuses a name in use (ignoring case) and a missing name', async () => {
    const name = uniqueName('Taken');
    await upload(admin, name, [HEADER, CSV_ROWS[0]].join('\n'), 'pool.csv').expect(201);
    const taken = await upload(admin, name.toUpperCase(), [HEADER, CSV_ROWS[0]].join('\n'), 'pool.csv').expect(409);
    expect(taken.body.code).toBe('CANDIDATE_POOL_EXISTS');
    const noName = await admin
      .post('/api/admin/candidate-pools/import')
      .set('Origin', testApp.config.publicUrl)
      .attach('file', Buffer.from([HEADER, CSV_ROWS[0]].join('\n')), { filename: 'pool.csv' })
      .expect(400);
    expect(noName.body.message).toContain('Give the pool a name');
    const cutShort = await admin
      .post('/api/admin/candidate-pools/import')
      .set('Origin', testApp.config.publicUrl)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated')
      .expect(400);
    expect(cutShort.body).toMatchObject({ code: 'UPLOAD_MALFORMED', message: 'The upload did not arrive completely. Please try again.' });
    const notMultipart = await admin
      .post('/api/admin/candidate-pools/import')
      .set('Origin', testApp.config.publicUrl)
      .send({ name: 'x' })
      .expect(400);
    expect(notMultipart.body.code).toBe('UPLOAD_MALFORMED');
  });

  it('makes a pool the only default and deletes pools; unknown pools are 404', async () => {
    const first = (await upload(admin, uniqueName('Default A'), [HEADER, CSV_ROWS[0]].join('\n'), 'a.csv').expect(201)).body;
    const second = (await upload(admin, uniqueName('Default B'), [HEADER, CSV_ROWS[0]].join('\n'), 'b.csv').expect(201)).body;
    await admin.put(`/api/admin/candidate-pools/${first.id}/default`).set('Origin', testApp.config.publicUrl).expect(204);
    await admin.put(`/api/admin/candidate-pools/${second.id}/default`).set('Origin', testApp.config.publicUrl).expect(204);
    const pools = (await admin.get('/api/admin/candidate-pools').expect(200)).body as { id: number; isDefault: boolean }[];
    expect(pools.filter((pool) => pool.isDefault).map((pool) => pool.id)).toEqual([second.id]);
    expect(pools[0]!.id).toBe(second.id);

    await admin.delete(`/api/admin/candidate-pools/${first.id}`).set('Origin', testApp.config.publicUrl).expect(204);
    expect(
      Number((await db().execute<{ c: string }[]>('select count(*) as c from candidate_profiles where pool_id = ?', [first.id]))[0]!.c),
    ).toBe(0);
    const gone = await admin.delete(`/api/admin/candidate-pools/${first.id}`).set('Origin', testApp.config.publicUrl).expect(404);
    expect(gone.body.code).toBe('CANDIDATE_POOL_NOT_FOUND');
    await admin.put('/api/admin/candidate-pools/999999999/default').set('Origin', testApp.config.publicUrl).expect(404);
    await admin.get('/api/admin/candidate-pools/abc/profiles?ids=1').expect(404);
  });

  it('makes one pool the default when several requests ask at the same time', async () => {
    const pools: { id: number }[] = [];
    for (const label of ['Race A', 'Race B', 'Race C', 'Race D'])
      pools.push((await upload(admin, uniqueName(label), [HEADER, CSV_ROWS[0]].join('\n'), 'race.csv').expect(201)).body);
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        pools.map((pool) => admin.put(`/api/admin/candidate-pools/${pool.id}/default`).set('Origin', testApp.config.publicUrl)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
      const defaults = await db().execute<{ id: number }[]>('select id from candidate_pools where is_default');
      expect(defaults).toHaveLength(1);
      expect(pools.map((pool) => pool.id)).toContain(defaults[0]!.id);
    }
  });

  it('answers a syntax error with its position and hint, and bad input with sentences', async () => {
    const pool = (await upload(admin, uniqueName('Syntax'), [HEADER, CSV_ROWS[0]].join('\n'), 'a.csv').expect(201)).body;
    const searchPool = (body: object) =>
      admin.post(`/api/admin/candidate-pools/${pool.id}/search`).set('Origin', testApp.config.publicUrl).send(body);
    const error = await searchPool({ query: '(go OR rust', fields: ['skills'] }).expect(400);
    expect(error.body).toMatchObject({ code: 'SEARCH_QUERY_INVALID', position: expect.any(Number), hint: expect.any(String) });
    expect(error.body.message).toMatch(/parenthesis/i);
    expect((await searchPool({ query: 'go', fields: [] }).expect(400)).body.message).toContain('Choose at least one field to search');
    expect((await searchPool({ query: 'go', fields: ['salary'] }).expect(400)).body.message[0]).toMatch(/Fields must be among/);
    expect((await searchPool({ query: 'x'.repeat(1001), fields: ['text'] }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const ids = await admin.get(`/api/admin/candidate-pools/${pool.id}/profiles?ids=1,x`).expect(400);
    expect(ids.body.message).toContain('ids must be profile ids separated by commas');
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await admin.get(`/api/admin/candidate-pools/${pool.id}/profiles?ids=${tooMany}`).expect(400)).body.message).toContain(
      'Give at most 100 profile ids',
    );
    await searchPool({ query: 'go', fields: ['skills'] }).expect(200);
    expect(adminId).toBeGreaterThan(0);
  });

  it("gives every hit's id to the admin's preview, never to a learner's search", async () => {
    const pool = (await upload(admin, uniqueName('Hit ids'), [HEADER, ...CSV_ROWS].join('\n'), 'pool.csv').expect(201)).body;
    const ids = (await db().execute<{ id: number }[]>('select id from candidate_profiles where pool_id = ? order by id', [pool.id])).map(
      (row) => row.id,
    );
    const preview = await admin
      .post(`/api/admin/candidate-pools/${pool.id}/search`)
      .set('Origin', testApp.config.publicUrl)
      .send({ query: 'engineer', fields: ['title'] })
      .expect(200);
    expect(preview.body).toMatchObject({ total: 2, hitIds: [ids[0], ids[2]] });
    const nobody = await admin
      .post(`/api/admin/candidate-pools/${pool.id}/search`)
      .set('Origin', testApp.config.publicUrl)
      .send({ query: 'xyzzy', fields: ['title'] })
      .expect(200);
    expect(nobody.body).toMatchObject({ total: 0, results: [], hitIds: [] });

    const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'quiz' });
    const quiz = await admin.put(`/api/admin/lessons/${lessons[0].id}/quiz`).send({ title: 'Sourcing lab' }).expect(200);
    const question = await admin
      .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
      .send({
        type: 'boolean_search',
        question: 'Find the engineers',
        search: { poolId: pool.id, referenceQuery: 'engineer', fields: ['title'], passF1: 70 },
      })
      .expect(201);
    const someone = await signedInAgent(testApp);
    await enroll(testApp, someone.user, course);
    const attempt = await someone.agent.post(`/api/quizzes/${quiz.body.id}/attempts`).expect(200);
    const found = await someone.agent
      .post(`/api/quiz-attempts/${attempt.body.id}/questions/${question.body.id}/search`)
      .send({ query: 'engineer' })
      .expect(200);
    expect(found.body.total).toBe(2);
    expect(found.body).not.toHaveProperty('hitIds');
  });

  it('is for admins only', async () => {
    await learner.get('/api/admin/candidate-pools').expect(403);
    await upload(learner, uniqueName('Learner'), [HEADER, CSV_ROWS[0]].join('\n'), 'pool.csv').expect(403);
    await learner
      .post('/api/admin/candidate-pools/1/search')
      .set('Origin', testApp.config.publicUrl)
      .send({ query: 'go', fields: ['text'] })
      .expect(403);
    await learner.get('/api/admin/candidate-pools/1/profiles?ids=1').expect(403);
    await learner.put('/api/admin/candidate-pools/1/default').set('Origin', testApp.config.publicUrl).expect(403);
    await learner.delete('/api/admin/candidate-pools/1').set('Origin', testApp.config.publicUrl).expect(403);
    await testApp.http().get('/api/admin/candidate-pools').expect(401);
  });
});

describe('deleting a candidate pool that exercises use', () => {
  // A database of its own: the test adds a table that refers to pools, which the shared database's schema check must not see.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_pool_in_use');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('answers 409 with a sentence when a row still refers to the pool, and deletes nothing', async () => {
    const created = await admin
      .post('/api/admin/candidate-pools/import')
      .set('Origin', testApp.config.publicUrl)
      .field('name', 'Used pool')
      .attach('file', Buffer.from([HEADER, CSV_ROWS[0]].join('\n')), { filename: 'pool.csv' })
      .expect(201);
    const connection = testApp.app.get(EntityManager).fork().getConnection();
    // Stands in for an exercise's reference (quiz_questions.search_pool_id, on delete restrict).
    await connection.execute(
      'create table if not exists exercise_pool_refs (pool_id int not null references candidate_pools (id) on delete restrict)',
    );
    await connection.execute('insert into exercise_pool_refs (pool_id) values (?)', [created.body.id]);
    const refused = await admin.delete(`/api/admin/candidate-pools/${created.body.id}`).set('Origin', testApp.config.publicUrl).expect(409);
    expect(refused.body).toMatchObject({ code: 'CANDIDATE_POOL_IN_USE', message: 'Used by exercises: remove them first.' });
    const pools = (await admin.get('/api/admin/candidate-pools').expect(200)).body as { id: number; profileCount: number }[];
    expect(pools.find((pool) => pool.id === created.body.id)?.profileCount).toBe(1);
  });
});
