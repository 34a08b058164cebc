import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local model server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions) and
 * the Anthropic Messages protocol (POST /v1/messages), answering from a script set per test. Each
 * request takes the next step; the requests are recorded for assertions.
 */
export type Protocol = 'openai' | 'anthropic';

export interface WriteFilesArgs {
  files: Array<{ path: string; content: string }>;
  deletes?: string[];
  summary: string;
  [extra: string]: unknown;
}

export type Step =
  /** A proper write_files tool call. */
  | { write: WriteFilesArgs | Record<string, unknown> }
  /** A tool call whose arguments are this raw text (OpenAI: the arguments string; Anthropic: input is the string). */
  | { rawArgs: string }
  /** A chat answer without any tool call. */
  | { text: string }
  /** An HTTP error status with a provider-style error body. */
  | { http: number; message?: string }
  /** Never answers (the client must time out). */
  | { hang: true }
  /** A 200 whose body is not the protocol's shape. */
  | { body: unknown }
  /** The answer stops at the output token limit with a half-written call. */
  | { truncated: true };

export interface RecordedRequest {
  protocol: Protocol;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

let seq = 0;

function render(protocol: Protocol, step: Step): { status: number; body: unknown } {
  const id = `id_${++seq}`;
  if ('http' in step) {
    const message = step.message ?? `scripted HTTP ${step.http}`;
    return {
      status: step.http,
      body:
        protocol === 'openai'
          ? { error: { message, type: 'invalid_request_error' } }
          : { type: 'error', error: { type: 'api_error', message } },
    };
  }
  if ('body' in step) return { status: 200, body: step.body };
  if (protocol === 'openai') {
    const message: Record<string, unknown> = { role: 'assistant', content: null };
    let finish = 'tool_calls';
    if ('text' in step) {
      message.content = step.text;
      finish = 'stop';
    } else {
      let args = '{"files":[{"path":"pages/Home.jsx","content":"expo';
      if ('write' in step) args = JSON.stringify(step.write);
      else if ('rawArgs' in step) args = step.rawArgs;
      else finish = 'length';
      message.tool_calls = [{ id: `call_${id}`, type: 'function', function: { name: 'write_files', arguments: args } }];
    }
    return {
      status: 200,
      body: { id: `chatcmpl_${id}`, object: 'chat.completion', model: 'scripted', choices: [{ index: 0, message, finish_reason: finish }] },
    };
  }
  let content: unknown[];
  let stop = 'tool_use';
  if ('text' in step) {
    content = [{ type: 'text', text: step.text }];
    stop = 'end_turn';
  } else if ('truncated' in step) {
    content = [{ type: 'tool_use', id: `toolu_${id}`, name: 'write_files', input: {} }];
    stop = 'max_tokens';
  } else if ('write' in step) {
    content = [{ type: 'tool_use', id: `toolu_${id}`, name: 'write_files', input: step.write }];
  } else if ('rawArgs' in step) {
    content = [{ type: 'tool_use', id: `toolu_${id}`, name: 'write_files', input: step.rawArgs }];
  } else {
    throw new Error('a hang step is never rendered');
  }
  return { status: 200, body: { id: `msg_${id}`, type: 'message', role: 'assistant', model: 'scripted', content, stop_reason: stop } };
}

export interface ScriptedLlm {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the script; the last step repeats when the script runs out. */
  script(steps: Step[]): void;
  /** Runs before each answer (reset by script()): e.g. something else changing the app meanwhile. */
  beforeAnswer: (() => Promise<void>) | null;
  close(): Promise<void>;
}

export async function startScriptedLlm(): Promise<ScriptedLlm> {
  let steps: Step[] = [];
  let next = 0;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const path = req.url ?? '';
      const protocol: Protocol | null = path.endsWith('/chat/completions') ? 'openai' : path.endsWith('/messages') ? 'anthropic' : null;
      if (!protocol || req.method !== 'POST') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
        return;
      }
      let body: any = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      requests.push({ protocol, path, headers: req.headers, body });
      const step = steps[Math.min(next++, steps.length - 1)];
      if (self.beforeAnswer) await self.beforeAnswer();
      if (!step) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no script' } }));
        return;
      }
      if ('hang' in step) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      const out = render(protocol, step);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const self: ScriptedLlm = {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    beforeAnswer: null,
    script(s) {
      steps = s;
      next = 0;
      requests.length = 0;
      self.beforeAnswer = null;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return self;
}
