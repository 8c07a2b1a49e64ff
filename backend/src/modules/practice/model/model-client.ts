import { Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { InjectConfig } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { ModelTimeout, toModelError } from './model-errors.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelAnswer {
  content: string;
  /** Prompt and completion tokens as the provider counted them (estimated when it reports none). */
  tokens: number;
}

export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

/** The longest persona reply asked for: a few sentences of conversation. */
export const PERSONA_REPLY_MAX_TOKENS = 600;

/** Ollama and some local servers take no key, but the SDK needs one to build its Authorization header. */
const NO_KEY = 'not-needed';

/**
 * The academy's model provider: any OpenAI-compatible Chat Completions endpoint, through the `openai`
 * SDK. Null client when LLM_BASE_URL and LLM_MODEL are not both set: AI practice is then off. The SDK
 * never retries on its own (the learner sees a failure at once and retries it); each call has a
 * deadline of its own, enforced by aborting the request.
 */
@Injectable()
export class ModelClient {
  private readonly client: OpenAI | null;
  private readonly model: string | null;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    const { configured, baseUrl, apiKey, model } = config.model;
    this.model = configured ? model! : null;
    this.client = configured
      ? new OpenAI({
          baseURL: baseUrl!,
          apiKey: apiKey || NO_KEY,
          organization: null,
          project: null,
          maxRetries: 0,
        })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** The model name the provider serves, or null when AI practice is off. */
  get modelName(): string | null {
    return this.model;
  }

  /**
   * The persona's reply, streamed: `onDelta` gets each piece as it arrives. Fails with a ModelError
   * (MODEL_TIMEOUT after LLM_REPLY_TIMEOUT_MS for the whole reply).
   */
  async streamReply(messages: ChatMessage[], onDelta: (text: string) => void): Promise<ModelAnswer> {
    const { client, model } = this.require();
    let content = '';
    const reply = this.withDeadline(this.config.model.replyTimeoutMs, async (signal) => {
      const stream = await client.chat.completions.create(
        {
          model,
          messages: messages as ChatCompletionMessageParam[],
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: PERSONA_REPLY_MAX_TOKENS,
        },
        { signal },
      );
      let tokens: number | undefined;
      let finished = false;
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) {
          content += piece;
          onDelta(piece);
        }
        if (chunk.choices[0]?.finish_reason) finished = true;
        if (chunk.usage) tokens = chunk.usage.total_tokens;
      }
      // The SDK ends an aborted stream quietly; a stream cut off by the provider ends without a finish reason.
      if (signal.aborted) throw signal.reason;
      if (!finished) throw new Error('The reply stream ended before the model finished');
      return { content, tokens: tokens ?? estimateTokens(messages, content) };
    });
    try {
      return await reply;
    } catch (error) {
      const failure = toModelError(error);
      failure.partial = content;
      throw failure;
    }
  }

  /** One non-streamed answer in structured output (`response_format: json_schema`, strict). */
  async completeJson(messages: ChatMessage[], format: JsonSchemaFormat, timeoutMs: number): Promise<ModelAnswer> {
    const { client, model } = this.require();
    return this.withDeadline(timeoutMs, async (signal) => {
      const completion = await client.chat.completions.create(
        {
          model,
          messages: messages as ChatCompletionMessageParam[],
          response_format: { type: 'json_schema', json_schema: { name: format.name, strict: true, schema: format.schema } },
        },
        { signal },
      );
      const content = completion.choices[0]?.message?.content ?? '';
      return { content, tokens: completion.usage?.total_tokens ?? estimateTokens(messages, content) };
    });
  }

  private require(): { client: OpenAI; model: string } {
    if (!this.client || !this.model) throw new Error('The model provider is not configured');
    return { client: this.client, model: this.model };
  }

  private async withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new ModelTimeout(ms));
    }, ms);
    try {
      return await work(controller.signal);
    } catch (error) {
      throw toModelError(error, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** About four characters a token, for a provider that reports no usage. */
export function estimateTokens(messages: ChatMessage[], answer: string): number {
  const characters = messages.reduce((sum, message) => sum + message.content.length, 0) + answer.length;
  return Math.ceil(characters / 4);
}
