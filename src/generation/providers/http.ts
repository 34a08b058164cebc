/** A failure talking to a model provider, with the message that ends up in result_summary.error. */
export class ProviderError extends Error {
  readonly reason: 'timeout' | 'http' | 'network' | 'malformed' | 'aborted';
  readonly status?: number;
  constructor(reason: ProviderError['reason'], message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

function describeBody(text: string): string {
  try {
    const body = JSON.parse(text);
    const m = body?.error?.message ?? body?.message ?? body?.error;
    if (typeof m === 'string' && m) return m.slice(0, 300);
  } catch {
    // not JSON
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || '(empty body)';
}

/**
 * POSTs JSON and returns the parsed JSON answer. The whole exchange (connect, headers, body) is
 * bounded by `timeoutMs`; `signal` cancels it (shutdown). Every failure is a ProviderError whose
 * message says what happened and what to do.
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<any> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  const seconds = Math.round(timeoutMs / 100) / 10;
  const fail = (err: unknown): never => {
    if (timeout.aborted) {
      throw new ProviderError(
        'timeout',
        `The ${provider} model did not answer within ${seconds} s (timeout); nothing was changed, retry the generation`,
      );
    }
    if (signal.aborted) throw new ProviderError('aborted', 'The generation was interrupted');
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? (err as Error).message;
    throw new ProviderError(
      'network',
      `Could not reach the ${provider} model at ${new URL(url).origin} (${detail}); check SVC_LLM_BASE_URL and retry`,
    );
  };
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: both,
    });
    text = await res.text();
  } catch (err) {
    return fail(err);
  }
  if (!res.ok) {
    const what = describeBody(text);
    const advice =
      res.status === 401 || res.status === 403
        ? 'check SVC_LLM_API_KEY'
        : res.status === 404
          ? 'check SVC_LLM_BASE_URL and SVC_LLM_MODEL'
          : res.status === 429
            ? 'the provider is rate limiting; retry later'
            : res.status >= 500
              ? 'the provider failed; retry'
              : 'the request was refused';
    throw new ProviderError('http', `The ${provider} model answered HTTP ${res.status}: ${what} (${advice})`, res.status);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError('malformed', `The ${provider} model answered with a body that is not JSON: ${text.slice(0, 120)}`);
  }
}
