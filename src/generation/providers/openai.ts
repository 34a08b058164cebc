import type { ChatProvider, ChatSession, ModelTurn } from './chat.ts';
import { WRITE_FILES_DESCRIPTION, WRITE_FILES_SCHEMA, WRITE_FILES_TOOL } from './format.ts';
import { postJson, ProviderError } from './http.ts';

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

const TOOLS = [
  { type: 'function', function: { name: WRITE_FILES_TOOL, description: WRITE_FILES_DESCRIPTION, parameters: WRITE_FILES_SCHEMA } },
];

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp, LM Studio):
 * POST <base>/chat/completions with the write_files function and tool_choice forcing it.
 */
export class OpenAiProvider implements ChatProvider {
  readonly name = 'openai';
  private readonly opts: OpenAiOptions;
  constructor(opts: OpenAiOptions) {
    this.opts = opts;
  }

  open(system: string, user: string): ChatSession {
    const { baseUrl, model, apiKey, timeoutMs } = this.opts;
    const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
    const messages: any[] = [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ];
    return {
      async next(signal) {
        const body = {
          model,
          messages,
          tools: TOOLS,
          tool_choice: { type: 'function', function: { name: WRITE_FILES_TOOL } },
        };
        const res = await postJson('openai', url, headers, body, timeoutMs, signal);
        const choice = res?.choices?.[0];
        const message = choice?.message;
        if (!message || typeof message !== 'object') {
          throw new ProviderError('malformed', 'The openai model answered without choices[0].message (not a chat-completions response)');
        }
        const rawCalls: any[] = Array.isArray(message.tool_calls) ? message.tool_calls : [];
        const turn: ModelTurn = {
          calls: rawCalls.map((c, i) => {
            const args = c?.function?.arguments;
            let input: unknown = args;
            if (typeof args === 'string') {
              try {
                input = JSON.parse(args);
              } catch {
                input = args;
              }
            }
            return { id: String(c?.id ?? `call_${i}`), name: String(c?.function?.name ?? ''), input };
          }),
          text: typeof message.content === 'string' ? message.content : '',
          truncated: choice.finish_reason === 'length',
        };
        messages.push({
          role: 'assistant',
          content: turn.text || null,
          ...(rawCalls.length ? { tool_calls: rawCalls } : {}),
        });
        return turn;
      },
      reply(turn, text) {
        if (!turn.calls.length) messages.push({ role: 'user', content: text });
        else for (const call of turn.calls) messages.push({ role: 'tool', tool_call_id: call.id, content: text });
      },
    };
  }
}
