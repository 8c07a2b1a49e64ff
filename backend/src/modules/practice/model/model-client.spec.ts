import type { AppConfig } from '../../../config/config.js';
import { LocalLlm } from '../../../../test/support/local-llm/local-llm.js';
import { ModelClient } from './model-client.js';
import { ModelError } from './model-errors.js';

const KEY = 'sk-model-client-spec';

/** The real SDK against the local OpenAI-compatible server. */
describe('ModelClient', () => {
  const llm = new LocalLlm({ apiKey: KEY });
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = `${await llm.start()}/v1`;
  });
  afterAll(() => llm.stop());
  beforeEach(() => llm.reset());

  const client = (overrides: Partial<AppConfig['model']> = {}) =>
    new ModelClient({
      model: {
        configured: true,
        baseUrl,
        apiKey: KEY,
        model: 'local-model',
        replyTimeoutMs: 2000,
        gradingTimeoutMs: 2000,
        attemptTokenBudget: 1000,
        dailyTokenBudget: 1000,
        ...overrides,
      },
    } as AppConfig);
  const messages = [
    { role: 'system' as const, content: 'You are Dana.' },
    { role: 'user' as const, content: 'Hello there' },
  ];
  async function failure(work: Promise<unknown>): Promise<ModelError> {
    try {
      await work;
    } catch (error) {
      return error as ModelError;
    }
    throw new Error('Expected the call to fail');
  }

  it('streams the reply piece by piece and reports the tokens the provider counted', async () => {
    llm.script({ kind: 'text', text: 'Hi, I am Dana.', chunkSize: 3, usage: { prompt_tokens: 30, completion_tokens: 5 } });
    const pieces: string[] = [];
    const answer = await client().streamReply(messages, (piece) => pieces.push(piece));
    expect(pieces).toEqual(['Hi,', ' I ', 'am ', 'Dan', 'a.']);
    expect(answer).toEqual({ content: 'Hi, I am Dana.', tokens: 35 });
    const [request] = llm.chatRequests();
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: 'local-model', stream: true, stream_options: { include_usage: true }, messages });
  });

  it('asks for structured output with a strict JSON schema', async () => {
    llm.script({ kind: 'json', json: { criteria: [] }, usage: { prompt_tokens: 100, completion_tokens: 20 } });
    const answer = await client().completeJson(messages, { name: 'practice_grading', schema: { type: 'object' } }, 2000);
    expect(answer).toEqual({ content: '{"criteria":[]}', tokens: 120 });
    expect(llm.chatRequests()[0].body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'practice_grading', strict: true, schema: { type: 'object' } },
    });
  });

  it.each([
    [429, 'MODEL_RATE_LIMITED'],
    [500, 'MODEL_UNAVAILABLE'],
    [503, 'MODEL_UNAVAILABLE'],
    [401, 'MODEL_KEY_REFUSED'],
  ])('turns HTTP %i into %s at once, without retrying', async (status, code) => {
    llm.script({ kind: 'status', status });
    const error = await failure(client().streamReply(messages, () => undefined));
    expect(error).toBeInstanceOf(ModelError);
    expect(error.code).toBe(code);
    expect(llm.chatRequests()).toHaveLength(1);
  });

  it('refuses a wrong key as MODEL_KEY_REFUSED', async () => {
    const error = await failure(client({ apiKey: 'sk-wrong' }).streamReply(messages, () => undefined));
    expect(error.code).toBe('MODEL_KEY_REFUSED');
  });

  it('gives up on a reply that hangs, or stalls half-way, after LLM_REPLY_TIMEOUT_MS', async () => {
    llm.script({ kind: 'hang' }, { kind: 'text', text: 'Half of a sentence that never ends', chunkSize: 5, stallAfterChunks: 2 });
    const fast = client({ replyTimeoutMs: 150 });
    expect((await failure(fast.streamReply(messages, () => undefined))).code).toBe('MODEL_TIMEOUT');
    const pieces: string[] = [];
    expect((await failure(fast.streamReply(messages, (piece) => pieces.push(piece)))).code).toBe('MODEL_TIMEOUT');
    expect(pieces.join('')).toBe('Half of a ');
  });

  it('cannot reach a server that is not there: MODEL_UNAVAILABLE', async () => {
    const error = await failure(client({ baseUrl: 'http://127.0.0.1:9/v1' }).streamReply(messages, () => undefined));
    expect(error.code).toBe('MODEL_UNAVAILABLE');
  });

  it('sends a placeholder key when none is configured (Ollama takes none)', async () => {
    const open = new LocalLlm();
    const url = await open.start();
    try {
      await client({ baseUrl: `${url}/v1`, apiKey: undefined }).streamReply(messages, () => undefined);
      expect(open.chatRequests()[0].authorization).toBe('Bearer not-needed');
    } finally {
      await open.stop();
    }
  });
});
