// Scripts the local OpenAI-compatible model server (backend/test/support/local-llm) that the served app
// talks to. One server serves every worker: give each answer a `match` that only your test's requests
// contain (the persona's name), so parallel files do not take each other's answers.
import type { APIRequestContext } from '@playwright/test';
import type { ScriptedAnswer } from '@academy/backend/testing';
import { llmApiBase } from '../playwright.config.js';

export type { ScriptedAnswer };

/** Queues answers for the next chat requests that contain each answer's `match`. */
export async function scriptLlm(request: APIRequestContext, ...answers: ScriptedAnswer[]): Promise<void> {
  const response = await request.post(`${llmApiBase}/__control/script`, { data: { answers } });
  if (!response.ok()) throw new Error(`The local model server refused the script: ${response.status()} ${await response.text()}`);
}

export interface LlmRequest {
  path: string;
  authorization: string | null;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[]; response_format?: { type: string } };
}

/** The chat requests the app sent whose body contains `match`, oldest first. */
export async function llmRequests(request: APIRequestContext, match: string): Promise<LlmRequest[]> {
  const response = await request.get(`${llmApiBase}/__control/requests`, { params: { match } });
  const { requests } = (await response.json()) as { requests: LlmRequest[] };
  return requests.filter((entry) => entry.path === '/v1/chat/completions');
}
