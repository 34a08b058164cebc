import type { ChatProvider, ChatSession, ModelTurn } from './chat.ts';
import { WRITE_FILES_DESCRIPTION, WRITE_FILES_SCHEMA, WRITE_FILES_TOOL } from './format.ts';
import { postJson, ProviderError } from './http.ts';

export interface AnthropicOptions {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  maxTokens: number;
}

const TOOLS = [{ name: WRITE_FILES_TOOL, description: WRITE_FILES_DESCRIPTION, input_schema: WRITE_FILES_SCHEMA }];
export const ANTHROPIC_VERSION = '2023-06-01';

/** `https://api.anthropic.com` or `…/v1` → `…/v1/messages`. */
export function messagesUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`;
}

/** The Anthropic Messages API with the write_files tool and tool_choice forcing it. */
export class AnthropicProvider implements ChatProvider {
  readonly name = 'anthropic';
  private readonly opts: AnthropicOptions;
  constructor(opts: AnthropicOptions) {
    this.opts = opts;
  }

  open(system: string, user: string): ChatSession {
    const { baseUrl, model, apiKey, timeoutMs, maxTokens } = this.opts;
    const url = messagesUrl(baseUrl);
    const headers: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION, ...(apiKey ? { 'x-api-key': apiKey } : {}) };
    const messages: any[] = [{ role: 'user', content: user }];
    return {
      async next(signal) {
        const body = {
          model,
          max_tokens: maxTokens,
          system,
          messages,
          tools: TOOLS,
          tool_choice: { type: 'tool', name: WRITE_FILES_TOOL },
        };
        const res = await postJson('anthropic', url, headers, body, timeoutMs, signal);
        if (!res || !Array.isArray(res.content)) {
          throw new ProviderError('malformed', 'The anthropic model answered without a content list (not a Messages API response)');
        }
        const blocks: any[] = res.content;
        const turn: ModelTurn = {
          calls: blocks
            .filter((b) => b?.type === 'tool_use')
            .map((b, i) => ({ id: String(b.id ?? `toolu_${i}`), name: String(b.name ?? ''), input: b.input })),
          text: blocks
            .filter((b) => b?.type === 'text' && typeof b.text === 'string')
            .map((b) => b.text)
            .join('\n'),
          truncated: res.stop_reason === 'max_tokens',
        };
        messages.push({ role: 'assistant', content: blocks });
        return turn;
      },
      reply(turn, text) {
        if (!turn.calls.length) messages.push({ role: 'user', content: text });
        else {
          messages.push({
            role: 'user',
            content: turn.calls.map((c) => ({ type: 'tool_result', tool_use_id: c.id, content: text, is_error: true })),
          });
        }
      },
    };
  }
}
