import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { immutableResult, resultJson, resultJsonString } from '../../src/platform/result-json.ts';
import { clientFor, TRANSPORTS } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

describe('tool results serialised once (src/platform/result-json.ts)', () => {
  it('an immutable result is deep-frozen and its JSON is the JSON.stringify bytes', () => {
    const value = immutableResult({ a: 1, list: [{ b: 'x' }], nested: { c: null } });
    assert.equal(resultJson(value), JSON.stringify(value));
    assert.equal(resultJsonString(value, resultJson(value)), JSON.stringify(JSON.stringify(value)));
    assert.equal(resultJsonString(value, resultJson(value)), JSON.stringify(JSON.stringify(value)), 'kept');
    assert.throws(() => {
      (value.list[0] as { b: string }).b = 'changed';
    }, TypeError);
    assert.throws(() => {
      value.list.push({ b: 'more' });
    }, TypeError);
  });

  it('any other result is serialised as it is at the time', () => {
    const value = { a: 1 };
    assert.equal(resultJson(value), '{"a":1}');
    assert.equal(resultJsonString(value, resultJson(value)), '"{\\"a\\":1}"');
    value.a = 2;
    assert.equal(resultJson(value), '{"a":2}');
    assert.equal(resultJsonString(value, resultJson(value)), '"{\\"a\\":2}"');
  });
});

describe(`get_recommended_workflow's shared answer [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  before(async () => {
    svc = await startTestService();
    token = await svc.createToken((await svc.createAccount()).id, { scopes: 'read' });
  });
  after(() => svc.stop());

  for (const transport of TRANSPORTS) {
    it(`[${transport}] the goal-less answer (shared, serialised once) equals the composed one but for the goal`, async () => {
      const client = clientFor(transport, svc.baseUrl, token);
      try {
        const plain = await client.call('get_recommended_workflow', { task_type: 'publish_app' });
        const again = await client.call('get_recommended_workflow', { task_type: 'publish_app' });
        const withGoal = await client.call('get_recommended_workflow', { task_type: 'publish_app', goal: 'ship it' });
        const other = await client.call('get_recommended_workflow', { task_type: 'unknown' });
        assert.ok(plain.ok && again.ok && withGoal.ok && other.ok);
        assert.deepEqual(again.result, plain.result);
        assert.deepEqual({ ...(withGoal.result as object), goal: '' }, plain.result);
        const p = plain.result as { task_type: string; requested_task_type: string; goal: string };
        assert.deepEqual([p.task_type, p.requested_task_type, p.goal], ['publish_app', 'publish_app', '']);
        const o = other.result as { task_type: string; requested_task_type: string };
        assert.deepEqual([o.task_type, o.requested_task_type], ['unknown', 'unknown']);
      } finally {
        await client.close();
      }
    });
  }
});
