import type { Config } from '../../config.ts';
import { AnthropicProvider } from './anthropic.ts';
import { LlmGenerator } from './llm.ts';
import { OfflineGenerator } from './offline.ts';
import { OpenAiProvider } from './openai.ts';
import type { Generator, Issue } from './types.ts';

export type { Generator, GenerationOutcome, GenerationRequest, Issue } from './types.ts';

export const GENERATORS = ['offline', 'openai', 'anthropic'] as const;

const DEFAULT_BASE_URL: Record<string, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
};

/**
 * The generator chosen by SVC_GENERATOR. A misconfigured LLM generator fails at start-up with a
 * message naming the missing setting, not at the first job.
 */
export function createGenerator(config: Config, validate: (files: ReadonlyMap<string, string>) => Issue[] | Promise<Issue[]>): Generator {
  const kind = config.generator.trim().toLowerCase();
  if (kind === 'offline') return new OfflineGenerator();
  if (kind !== 'openai' && kind !== 'anthropic') {
    throw new Error(`SVC_GENERATOR must be one of ${GENERATORS.join(', ')}; got "${config.generator}"`);
  }
  if (!config.llmModel) throw new Error(`SVC_GENERATOR=${kind} needs SVC_LLM_MODEL (the model name)`);
  const opts = {
    baseUrl: config.llmBaseUrl ?? DEFAULT_BASE_URL[kind]!,
    model: config.llmModel,
    apiKey: config.llmApiKey,
    timeoutMs: config.llmTimeoutMs,
  };
  if (!config.llmBaseUrl && !config.llmApiKey) {
    throw new Error(
      `SVC_GENERATOR=${kind} with the provider's public endpoint needs SVC_LLM_API_KEY (or set SVC_LLM_BASE_URL to a local server)`,
    );
  }
  // No output limit is sent to OpenAI-compatible servers (they default to the model's own, and newer
  // OpenAI models refuse `max_tokens`); Anthropic requires one.
  const provider = kind === 'openai' ? new OpenAiProvider(opts) : new AnthropicProvider({ ...opts, maxTokens: config.llmMaxOutputTokens });
  return new LlmGenerator(provider, { maxRepairRounds: config.llmRepairRounds, contextTokens: config.llmContextTokens, validate });
}
