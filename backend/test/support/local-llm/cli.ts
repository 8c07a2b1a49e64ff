import { LocalLlm } from './local-llm.js';

/**
 * The local OpenAI-compatible model server on its own, for the browser tests and the offline demo:
 *   npm run llm:local -w backend
 * Settings: LOCAL_LLM_PORT (11435), LOCAL_LLM_API_KEY (sk-local-llm; empty: any key), LOCAL_LLM_MODEL
 * (local-model). Point the app at it with LLM_BASE_URL=http://127.0.0.1:11435/v1, the same LLM_API_KEY
 * and LLM_MODEL.
 */
const port = Number(process.env.LOCAL_LLM_PORT ?? 11435);
const llm = new LocalLlm({
  apiKey: process.env.LOCAL_LLM_API_KEY ?? 'sk-local-llm',
  models: [process.env.LOCAL_LLM_MODEL ?? 'local-model'],
});
const url = await llm.start(port);
console.log(
  `[local-llm] listening on ${url}/v1 (model ${process.env.LOCAL_LLM_MODEL ?? 'local-model'}); script it at ${url}/__control/script`,
);
const stop = () => void llm.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
