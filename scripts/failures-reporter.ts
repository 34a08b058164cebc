/**
 * A `node --test` reporter that writes one JSON line per failed test (file, name, first line of the error),
 * so `scripts/test.ts` can name the failures at the very end of a long run and rerun just their files.
 */
import type { TestEvent } from 'node:test/reporters';

export default async function* failures(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const data = event.data as { name: string; file?: string; details?: { error?: { message?: string; cause?: unknown } } };
    // (a suite fails when a test in it fails; the test's own line says more)
    const error = data.details?.error;
    const cause = error?.cause instanceof Error ? error.cause.message : typeof error?.cause === 'string' ? error.cause : '';
    const message = String(cause || error?.message || '')
      .split('\n')[0]
      .slice(0, 300);
    yield `${JSON.stringify({ file: data.file ?? '', name: data.name, message })}\n`;
  }
}
