import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port';

/** A chat message as the SDK sends it: text, or parts (text and image_url). */
export interface FakeChatMessage {
  role: string;
  content:
    | string
    | null
    | { type: string; text?: string; image_url?: { url: string; detail?: string }; [key: string]: unknown }[];
  [key: string]: unknown;
}

export interface FakeChatRequestBody {
  model: string;
  messages: FakeChatMessage[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema?: Record<string, unknown> };
  };
  [key: string]: unknown;
}

export interface RecordedRequest {
  /** 0 for the first request the server received, then 1, 2... */
  index: number;
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (an empty object when the body was not JSON). */
  body: FakeChatRequestBody;
}

export type FakeAnswer =
  | {
      content: string;
      /** Waits this long before answering, to provoke the client's timeout. */
      delayMs?: number;
      usage?: { promptTokens: number; completionTokens: number };
      finishReason?: 'stop' | 'length' | 'content_filter';
    }
  | { status: 429; retryAfterSeconds?: number }
  | { status: 400 | 401 | 403 | 404 | 500 | 502 | 503; message?: string }
  /** Sent as the body of a 200 answer as it is, to play a server that answers garbage. */
  | { raw: string };

export interface FakeOpenAi {
  /** Ends in /v1, like OpenAI's own, so it can be given to the SDK as its baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  respondWith(handler: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>): void;
  stop(): Promise<void>;
}

const chatPaths = new Set(['/v1/chat/completions', '/chat/completions']);

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
) {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function apiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

/** Roughly what a tokenizer would count, so usage is plausible and deterministic. */
const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/**
 * A local OpenAI-compatible server for tests: it records what the SDK sends to
 * /v1/chat/completions and answers as the test tells it to, including rate limits, server errors,
 * slow answers and malformed bodies.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer> = () => ({
    status: 500,
    message: 'fake OpenAI server: the test did not say how to answer (call respondWith first)',
  });
  const timers = new Set<NodeJS.Timeout>();

  async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method !== 'POST' || !chatPaths.has(path)) {
      sendJson(
        response,
        404,
        apiError(`fake OpenAI server: no route ${request.method} ${path}`, 'invalid_request_error', null),
      );
      return;
    }
    let body: FakeChatRequestBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequestBody;
    } catch {
      body = { model: '', messages: [] };
    }
    const recorded: RecordedRequest = {
      index: requests.length,
      method: request.method,
      path,
      headers: request.headers,
      body,
    };
    requests.push(recorded);

    const reply = await handler(recorded);
    if ('raw' in reply) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(reply.raw);
      return;
    }
    if ('status' in reply) {
      if (reply.status === 429) {
        const headers = reply.retryAfterSeconds === undefined ? {} : { 'retry-after': String(reply.retryAfterSeconds) };
        sendJson(response, 429, apiError('Rate limit reached (fake)', 'requests', 'rate_limit_exceeded'), headers);
      } else {
        const message = 'message' in reply && reply.message ? reply.message : `fake error ${reply.status}`;
        sendJson(
          response,
          reply.status,
          apiError(message, reply.status >= 500 ? 'server_error' : 'invalid_request_error', null),
        );
      }
      return;
    }
    const promptTokens = reply.usage?.promptTokens ?? estimateTokens(JSON.stringify(body.messages ?? []));
    const completionTokens = reply.usage?.completionTokens ?? estimateTokens(reply.content);
    const completion = {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply.content, refusal: null },
          logprobs: null,
          finish_reason: reply.finishReason ?? 'stop',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    };
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendJson(response, 200, completion);
      }, reply.delayMs);
      timers.add(timer);
      return;
    }
    sendJson(response, 200, completion);
  }

  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      sendJson(response, 500, apiError(`fake OpenAI server failed: ${String(error)}`, 'server_error', null));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      handler = next;
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // A delayed answer keeps its socket open; close it so the test process can exit.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
