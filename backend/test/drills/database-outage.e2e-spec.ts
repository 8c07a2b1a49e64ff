import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { freePort } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, as a stopped server would. */
class CuttableRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    this.port ||= await freePort();
    this.server = createServer((client) => {
      const upstream = createConnection(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server!.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('the database goes away and comes back', () => {
  let relay: CuttableRelay;
  let testApp: TestApp;

  beforeAll(async () => {
    const database = new URL(process.env.ACADEMY_TEST_DATABASE_URL!);
    relay = new CuttableRelay(database.hostname, Number(database.port || 5432));
    await relay.open();
    database.hostname = '127.0.0.1';
    database.port = String(relay.port);
    testApp = await createTestApp({ DATABASE_URL: database.toString() });
  });
  afterAll(() => testApp.close());

  it('answers 503 (not 500, not "sign in") while it is unreachable, and recovers without a restart', async () => {
    const { agent, user } = await signedInAgent(testApp);
    const { course, lessons } = await createCourse(testApp);
    await enroll(testApp, user, course);

    await relay.cut();
    for (const response of [
      await agent.get('/api/courses'),
      await agent.post(`/api/lessons/${lessons[0].id}/complete`),
      await testApp.http().get('/api/courses/public'),
      await testApp.http().post('/api/login').send({ email: user.email, password: 'correct-horse-battery' }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.body.message).toBe('Service temporarily unavailable, please try again');
    }
    const health = await testApp.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'error', db: 'down' });

    await relay.open();
    await testApp.http().get('/api/health').expect(200);
    const completed = await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    expect(completed.body.progress).toEqual({ completed: 1, total: lessons.length });
  });
});
