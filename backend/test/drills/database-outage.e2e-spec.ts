import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { freePort } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A TCP relay to PostgreSQL that can drop every connection and refuse new ones, as a stopped server
 * would, or accept new ones and never answer, as a host that drops packets would.
 */
class CuttableRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private silent = false;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    this.port ||= await freePort();
    this.server = createServer((client) => {
      if (this.silent) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => undefined);
        client.resume(); // read and ignore: the connection stays open and nothing ever answers
        return;
      }
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

  /** Drops every connection; new ones are accepted (true) and left unanswered, or relayed again (false). */
  goSilent(silent: boolean): void {
    this.silent = silent;
    for (const socket of this.sockets) socket.destroy();
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
    testApp = await createTestApp({ DATABASE_URL: database.toString(), DATABASE_CONNECT_TIMEOUT_MS: '1000' });
  });
  // Closing waits for the pool's connections that the silent outage left hanging: slow on a busy machine.
  afterAll(async () => {
    await testApp.close();
    await relay.cut();
  }, 90_000);

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
      expect(response.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable, please try again' });
    }
    const health = await testApp.http().get('/api/health').expect(503);
    expect(health.body).toEqual({ status: 'error' });

    await relay.open();
    await testApp.http().get('/api/health').expect(200);
    const completed = await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    expect(completed.body.progress).toEqual({ completed: 1, total: lessons.length });
  });

  it('answers 503 when the database stops answering at all, instead of keeping the request waiting', async () => {
    const { agent } = await signedInAgent(testApp);
    relay.goSilent(true);
    for (const response of [await agent.get('/api/courses'), await testApp.http().get('/api/courses/public')]) {
      expect(response.status).toBe(503);
      expect(response.body.message).toBe('Service temporarily unavailable, please try again');
    }

    relay.goSilent(false);
    await testApp.http().get('/api/health').expect(200);
    await agent.get('/api/courses').expect(200);
  });
});
