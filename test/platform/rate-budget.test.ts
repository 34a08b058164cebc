import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POLLS_PER_MINUTE } from '../../src/identity/limits.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

/** Fixed windows: a test that counts within one minute starts early in a minute (waits at most 15 s). */
async function freshMinute() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
}

describe(`honest rate limits for agents [${TEST_DB}]`, () => {
  let svc: TestService;
  before(async () => {
    svc = await startTestService(); // the spec defaults: 30 a minute, 500 a day
  });
  after(() => svc?.stop());

  const rest = async (token: string, tool: string, args: unknown = {}) => {
    const res = await fetch(`${svc.baseUrl}/api/mcp/tools/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(args),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const budgetOf = (h: Headers) => ({
    limit: Number(h.get('ratelimit-limit')),
    remaining: Number(h.get('ratelimit-remaining')),
    reset: Number(h.get('ratelimit-reset')),
    policy: h.get('ratelimit-policy'),
  });

  it('a session that polls a job every few seconds never spends its request budget on polls', async () => {
    await freshMinute();
    const owner = await svc.createAccount();
    const token = await svc.createToken(owner.id);
    const created = await rest(token, 'create_app', { name: 'Polls', prompt: 'A task tracker with projects and tasks' });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.deepEqual(budgetOf(created.headers).remaining, 29);
    // 40 polls: two generations' worth at one poll every 3 s, more than the minute's whole budget.
    for (let i = 0; i < 40; i++) {
      const poll = await rest(token, 'get_job_status', { job_id: created.body.job_id });
      assert.equal(poll.status, 200, `poll ${i + 1}: ${JSON.stringify(poll.body)}`);
      assert.equal(budgetOf(poll.headers).remaining, 29, 'a poll reports the budget without spending it');
    }
    // …and the editing calls of the session still have all their budget.
    for (let i = 0; i < 29; i++) {
      const r = await rest(token, 'get_app_status', { app_id: created.body.app_id });
      assert.equal(r.status, 200, `call ${i + 2}`);
      assert.equal(budgetOf(r.headers).remaining, 28 - i);
    }
    const over = await rest(token, 'get_app_status', { app_id: created.body.app_id });
    assert.equal(over.status, 429);
  });

  it(`polling faster than once a second is refused after ${POLLS_PER_MINUTE} polls a minute`, async () => {
    await freshMinute();
    const owner = await svc.createAccount();
    const token = await svc.createToken(owner.id);
    let refused: any = null;
    for (let i = 0; i < POLLS_PER_MINUTE + 1 && !refused; i++) {
      const r = await rest(token, 'get_job_status', { job_id: 'job_missing' });
      if (r.status === 429) refused = { i, ...r };
      else assert.equal(r.body.error.kind, 'not_found');
    }
    assert.ok(refused, 'the poll allowance is bounded');
    assert.equal(refused.i, POLLS_PER_MINUTE);
    assert.match(refused.body.error.message, /job status polls per minute/);
  });

  it('every answer carries RateLimit-* headers; -32002 carries the budget in its data', async () => {
    await freshMinute();
    const owner = await svc.createAccount();
    const token = await svc.createToken(owner.id, { per_minute: 3, per_day: 500 });
    const first = await rest(token, 'list_apps');
    const b = budgetOf(first.headers);
    assert.deepEqual(
      { limit: b.limit, remaining: b.remaining, policy: b.policy },
      { limit: 3, remaining: 2, policy: '3;w=60, 500;w=86400' },
    );
    assert.ok(b.reset >= 1 && b.reset <= 60, `reset ${b.reset}`);
    // Refused calls count too, and report it.
    const bad = await rest(token, 'list_apps', { nope: 1 });
    assert.equal(bad.status, 400);
    assert.equal(budgetOf(bad.headers).remaining, 1);

    const mcp = async (id: number) => {
      const res = await fetch(`${svc.baseUrl}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'list_apps', arguments: {} } }),
      });
      return { headers: res.headers, body: (await res.json()) as any };
    };
    const third = await mcp(1);
    assert.ok(third.body.result, JSON.stringify(third.body));
    assert.equal(budgetOf(third.headers).remaining, 0);
    const limited = await mcp(2);
    assert.equal(limited.body.error.code, -32002);
    const data = limited.body.error.data;
    assert.deepEqual(
      { limit: data.limit, remaining: data.remaining, window: data.window, policy: data.policy },
      { limit: 3, remaining: 0, window: 'minute', policy: '3;w=60, 500;w=86400' },
    );
    assert.ok(data.retry_after >= 1 && data.retry_after === data.reset);
    assert.equal(budgetOf(limited.headers).remaining, 0);
    const restLimited = await rest(token, 'list_apps');
    assert.equal(restLimited.status, 429);
    assert.equal(restLimited.headers.get('retry-after'), String(restLimited.body.error.data.retry_after));
    assert.equal(budgetOf(restLimited.headers).remaining, 0);
  });

  it('the window that binds first is the one reported', async () => {
    await freshMinute();
    const owner = await svc.createAccount();
    const token = await svc.createToken(owner.id, { per_minute: 30, per_day: 4 });
    const r = await rest(token, 'list_apps');
    const b = budgetOf(r.headers);
    assert.deepEqual({ limit: b.limit, remaining: b.remaining }, { limit: 4, remaining: 3 });
    assert.ok(b.reset > 60, 'seconds until the day ends');
  });
});
