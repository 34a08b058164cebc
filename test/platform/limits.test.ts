import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { z } from 'zod';
import { Credits, RateLimiter } from '../../src/identity/limits.ts';
import { ServiceError } from '../../src/platform/errors.ts';
import { ToolRunner } from '../../src/platform/runner.ts';
import { defineTool } from '../../src/platform/tool.ts';
import { buildService } from '../../src/server.ts';
import { restClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

describe(`limits shared through the database [${TEST_DB}]`, () => {
  let svc: TestService;
  before(async () => {
    svc = await startTestService();
  });
  after(() => svc.stop());

  it('two server processes on one store share a token rate limit', async () => {
    // Reached on its own port: the operator lists the nodes' host names (any port) in SVC_ALLOWED_HOSTS.
    const config = { ...svc.config, allowedHosts: ['127.0.0.1'] };
    const second = await buildService(config, { db: svc.reopenDb(), logger: pino({ level: 'silent' }) });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const addr = second.app.server.address() as { port: number };
      const owner = await svc.createAccount();
      const token = await svc.createToken(owner.id, { per_minute: 1000, per_day: 4 });
      const a = restClient(svc.baseUrl, token);
      const b = restClient(`http://127.0.0.1:${addr.port}`, token);
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await (i % 2 ? b : a).call('get_recommended_workflow', {}));
      assert.deepEqual(
        outcomes.map((o) => o.ok),
        [true, true, true, true, false, false],
      );
      assert.ok(outcomes.slice(4).every((o) => !o.ok && o.kind === 'rate_limited'));
    } finally {
      // The whole shutdown: the second node's background loops (mail, webhooks, domains, …) stop
      // before its store closes, or a tick after close fails with "database is not open".
      await second.close();
    }
  });

  it('concurrent rate-limit checks never let more calls through than the limit', async () => {
    const owner = await svc.createAccount();
    const limiter = new RateLimiter(svc.services.db);
    const otherDb = svc.reopenDb();
    const other = new RateLimiter(otherDb);
    const principal = {
      accountId: owner.id,
      email: owner.email,
      tokenId: 'tok_concurrent',
      scopes: new Set<never>(),
      appLock: null,
      perMinute: 10,
      perDay: 1000,
      isPlatformTeam: false,
    };
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => (i % 2 ? limiter : other).consume(principal, now)));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 10);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    assert.equal((rejected.reason as ServiceError).data?.retry_after, 30);
    // The next minute is a new window.
    await limiter.consume(principal, now + 30_000);
    await otherDb.close();
  });

  it('large limits are leased in chunks and still never exceeded across processes', async () => {
    const db2 = svc.reopenDb();
    const a = new RateLimiter(svc.services.db);
    const b = new RateLimiter(db2);
    const principal = {
      accountId: 'acc',
      email: 'e',
      tokenId: 'tok_lease',
      scopes: new Set<never>(),
      appLock: null,
      perMinute: 1000,
      perDay: 1_000_000,
      isPlatformTeam: false,
    };
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    let allowed = 0;
    for (let i = 0; i < 1100; i++) {
      try {
        await (i % 3 ? a : b).consume(principal, now);
        allowed++;
      } catch (err) {
        assert.equal((err as ServiceError).kind, 'rate_limited');
      }
    }
    assert.ok(allowed <= 1000 && allowed >= 1000 - 2 * 10, `allowed ${allowed}`);
    const writes = await svc.services.db.get<{ count: number }>(
      "SELECT count FROM rate_counters WHERE token_id = 'tok_lease' AND bucket LIKE 'm%'",
    );
    assert.ok(writes!.count >= allowed);
    await db2.close();
  });

  it('credits: concurrent consumers never exceed the daily allowance; refunds give credits back', async () => {
    const owner = await svc.createAccount();
    const credits = new Credits(svc.services.db, 3);
    const elsewhereDb = svc.reopenDb();
    const elsewhere = new Credits(elsewhereDb, 3);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => (i % 2 ? credits : elsewhere).consume(owner.id, 1)));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 3);
    for (const r of results) if (r.status === 'rejected') assert.equal((r.reason as ServiceError).kind, 'credits_exhausted');
    assert.equal(await credits.available(owner.id), false);
    await credits.refund(owner.id, 1);
    assert.equal(await credits.available(owner.id), true);
    await credits.consume(owner.id, 1);
    await assert.rejects(credits.consume(owner.id, 1), (e: ServiceError) => e.kind === 'credits_exhausted');
    // Another day starts afresh.
    await credits.consume(owner.id, 1, Date.now() + 86_400_000);
    await elsewhereDb.close();
  });

  it('a tool that costs credits takes them before running, refunds on failure, and fails -32003 when exhausted', async () => {
    const owner = await svc.createAccount();
    const token = await svc.services.identity.createToken(owner.id, { scopes: 'all' });
    const principal = (await svc.services.identity.authenticate(token.token))!;
    let ran = 0;
    const costly = defineTool({
      name: 'costly_test_tool',
      description: 'test',
      scopes: ['create'],
      input: z.strictObject({ fail: z.boolean().default(false) }),
      annotations: { readOnlyHint: false },
      app: 'none',
      credits: 1,
      handler: async ({ fail }) => {
        ran++;
        if (fail) throw new ServiceError('invalid_request', 'failed on purpose');
        return { ran };
      },
    });
    const services = { ...svc.services, credits: new Credits(svc.services.db, 2) };
    const runner = new ToolRunner(services, [costly]);
    await assert.rejects(runner.call(principal, 'costly_test_tool', { fail: true }, 'internal'), /failed on purpose/);
    await runner.call(principal, 'costly_test_tool', {}, 'internal');
    await runner.call(principal, 'costly_test_tool', {}, 'internal');
    await assert.rejects(runner.call(principal, 'costly_test_tool', {}, 'internal'), (e: ServiceError) => e.kind === 'credits_exhausted');
    assert.equal(ran, 3, 'the handler does not run without credits');
  });
});
