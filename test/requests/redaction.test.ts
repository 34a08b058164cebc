/**
 * Redaction of credential-looking values: realistic shapes of many issuers (generated here, so no
 * real key is in the repository), assignments in code, config and shell, and the text that must
 * survive untouched. Then end to end: what create/reply store holds none of the values.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { redact, redactValue, type Redaction } from '../../src/requests/redact.ts';
import { restClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { REQUESTS_ENV } from './fixtures.ts';

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random string over `alphabet` (fresh each run: redaction must not depend on particular values). */
function rand(n: number, alphabet = B62): string {
  const bytes = randomBytes(n);
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[bytes[i]! % alphabet.length];
  // Random draws of letters only are possible but vanishingly rare at these lengths; keep one digit and both cases.
  return alphabet === B62 ? `${s.slice(0, -3)}a7Q` : s;
}
const b64url = (n: number) => randomBytes(n).toString('base64url');
const hex = (n: number) => randomBytes(n).toString('hex');
const jwt = () =>
  [
    Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: hex(4) })).toString('base64url'),
    Buffer.from(JSON.stringify({ sub: hex(6), iat: 1_700_000_000, scope: 'admin' })).toString('base64url'),
    b64url(64),
  ].join('.');
const pem = (label: string) =>
  `-----BEGIN ${label}-----\n${randomBytes(300)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----`;

/** [description, text, the secret that must disappear]. */
const SECRETS: Array<[string, () => [text: string, secret: string]]> = [
  ['OpenAI project key', () => ((s) => [`OPENAI key: ${s}`, s])(`sk-proj-${rand(48)}`)],
  ['Anthropic key', () => ((s) => [`the key ${s} works`, s])(`sk-ant-api03-${rand(90)}`)],
  ['Stripe live secret', () => ((s) => [`Stripe.api_key = ${s}`, s])(`sk_live_${rand(24)}`)],
  ['Stripe restricted key', () => ((s) => [`using ${s}`, s])(`rk_test_${rand(24)}`)],
  ['GitHub classic token', () => ((s) => [`git clone https://x:${s}@github.com/o/r`, s])(`ghp_${rand(36)}`)],
  ['GitHub fine-grained token', () => ((s) => [`GH=${s}`, s])(`github_pat_${rand(22)}_${rand(59)}`)],
  ['GitLab token', () => ((s) => [`token ${s} in CI`, s])(`glpat-${rand(20)}`)],
  ['Slack bot token', () => ((s) => [`SLACK ${s}`, s])(`xoxb-${rand(12, '0123456789')}-${rand(13, '0123456789')}-${rand(24)}`)],
  ['Slack user token', () => ((s) => [`(${s})`, s])(`xoxp-${rand(12, '0123456789')}-${rand(12, '0123456789')}-${rand(32)}`)],
  ['AWS access key id', () => ((s) => [`aws_access_key_id=${s}`, s])(`AKIA${rand(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`)],
  ['AWS secret key in prose', () => ((s) => [`and the secret is ${s} ok`, s])(randomBytes(30).toString('base64').slice(0, 40))],
  ['Google API key', () => ((s) => [`maps ${s}`, s])(`AIza${rand(35, `${B62}_-`)}`)],
  ['npm token', () => ((s) => [`//registry.npmjs.org/:_authToken=${s}`, s])(`npm_${rand(36)}`)],
  ['SendGrid key', () => ((s) => [`SG key ${s}`, s])(`SG.${rand(22)}.${rand(43)}`)],
  ['Hugging Face token', () => ((s) => [`hf ${s}`, s])(`hf_${rand(34)}`)],
  ['this service’s token', () => ((s) => [`Authorization failed with ${s} today`, s])(`svc_mcp_${b64url(32)}`)],
  ['bearer header (curl)', () => ((s) => [`curl -H "Authorization: Bearer ${s}" https://api.example.com`, s])(b64url(24))],
  ['bare bearer', () => ((s) => [`sent Bearer ${s} to the API`, s])(`${rand(30)}`)],
  ['basic auth header', () => ((s) => [`Authorization: Basic ${s}`, s])(Buffer.from(`admin:${rand(12)}`).toString('base64'))],
  ['x-api-key header', () => ((s) => [`X-API-Key: ${s}`, s])(hex(20))],
  ['JWT', () => ((s) => [`the session ${s} expired`, s])(jwt())],
  ['RSA private key', () => ((s) => [`key:\n${s}\nend`, s])(pem('RSA PRIVATE KEY'))],
  ['OpenSSH private key', () => ((s) => [`${s}`, s])(pem('OPENSSH PRIVATE KEY'))],
  ['PKCS#8 encrypted key', () => ((s) => [`here ${s}`, s])(pem('ENCRYPTED PRIVATE KEY'))],
  ['postgres URL', () => ((s) => [`DATABASE_URL=postgres://app:${s}@db.internal:5432/prod`, s])(rand(14))],
  ['mongodb+srv URL', () => ((s) => [`mongodb+srv://admin:${s}@cluster0.abcde.mongodb.net/test`, s])(`p${hex(6)}`)],
  ['redis URL with password only', () => ((s) => [`REDIS=redis://:${s}@cache:6379/0`, s])(rand(20))],
  ['amqp URL', () => ((s) => [`amqp://guest:${s}@mq:5672`, s])(`Pw-${hex(4)}`)],
  ['SQL Server connection string', () => ((s) => [`Server=tcp:x.database.windows.net;User ID=sa;Password=${s};`, s])(`P@ss${hex(3)}!`)],
  [
    'Azure storage account key',
    () => ((s) => [`DefaultEndpointsProtocol=https;AccountName=x;AccountKey=${s};`, s])(randomBytes(64).toString('base64')),
  ],
  ['password=… in a query', () => ((s) => [`GET /login?user=bob&password=${s}&next=/`, s])(`hunter${rand(3, '0123456789')}`)],
  ['password in JSON', () => ((s) => [`{"user": "bob", "password": "${s}"}`, s])(`correct horse ${hex(2)}`)],
  ['client_secret in JSON', () => ((s) => [`{"client_id":"abc","client_secret":"${s}"}`, s])(rand(40))],
  ['apiKey in JS', () => ((s) => [`const config = { apiKey: '${s}', region: 'eu' };`, s])(rand(32))],
  ['env file', () => ((s) => [`NODE_ENV=production\nDB_PASSWORD=${s}\nPORT=3000`, s])(`${hex(3)}winter`)],
  ['YAML secret', () => ((s) => [`database:\n  user: app\n  password: ${s}\n`, s])(`Tr0ub4dor&3`)],
  ['shell flag', () => ((s) => [`mysql -u root --password ${s} prod`, s])(`Sup3r${hex(2)}`)],
  ['webhook secret', () => ((s) => [`WEBHOOK_SECRET: ${s}`, s])(`whsec_${randomBytes(24).toString('base64')}`)],
  ['Slack webhook URL', () => ((s) => [`post to ${s}`, s])(`https://hooks.slack.com/services/T${rand(8)}/B${rand(8)}/${rand(24)}`)],
  ['unknown issuer, random key', () => ((s) => [`our vendor key is ${s} (rotated monthly)`, s])(`${rand(6).toLowerCase()}_${rand(40)}`)],
  ['unknown issuer, token: prefix', () => ((s) => [`token: ${s}`, s])(`zt1.${b64url(30)}`)],
];

/** Text that must come back exactly as written. */
const KEEP = [
  'The publish_app tool returns a 500 when the custom domain has no TXT record.',
  'Request 3f2504e0-4f89-11d3-9a0c-0305e82c3301 failed; so did 6BA7B810-9DAD-11D1-80B4-00C04FD430C8.',
  'Deployed in commit 9fceb02d0ae598e95dc970b74767f19372d61af8 (sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855).',
  'See https://example.com/docs/getting-started?lang=en#auth and http://localhost:8080/api/mcp/tools/list_apps.',
  'Connect with postgres://db.internal:5432/prod (no password in it) or https://user@example.com/repo.git.',
  'The password field is required. The token: expired. Authorization failed for app_k3j9abcd1234efgh.',
  'Set the secret with set_secret (name STRIPE_SECRET_KEY), then read process.env.STRIPE_SECRET_KEY in the function.',
  'password: ******** and token: <your token here> and api_key=${API_KEY}',
  'createPlatformRequestWithLongIdentifierName and AbstractSingletonProxyFactoryBean are class names.',
  'src/studio/ui/pages/PlatformRequestThread.tsx line 42 throws TypeError: cannot read properties of undefined.',
  'max_tokens=4096, token_type=bearer, primary_key=id, sort_key=created_at',
  'Der Schlüssel ist nicht gültig; ключ недействителен; 鍵が無効です。',
  'Use a bearer token from the token panel; never paste it here.',
  'The request id is preq_0a1b2c3d4e5f6g7h and the app is app_zz9yy8xx7ww6vv5u.',
];

describe('redaction of credential-looking values', () => {
  for (const [what, make] of SECRETS) {
    it(`redacts: ${what}`, () => {
      // Several fresh draws per shape, so the heuristics are not tuned to one value.
      for (let i = 0; i < 5; i++) {
        const [text, secret] = make();
        const found: Redaction[] = [];
        const out = redact(text, 'body', found);
        assert.ok(!out.includes(secret), `${what}: still present in ${JSON.stringify(out)}`);
        assert.match(out, /\[REDACTED:[a-z_]+\]/);
        assert.ok(found.length >= 1 && found.every((r) => r.field === 'body'));
      }
    });
  }

  for (const text of KEEP) {
    it(`keeps: ${text.slice(0, 60)}`, () => {
      const found: Redaction[] = [];
      assert.equal(redact(text, 'body', found), text);
      assert.deepEqual(found, []);
    });
  }

  it('keeps the readable parts around a redacted value', () => {
    const found: Redaction[] = [];
    const out = redact(`curl https://deploy:${'Zq8'}${hex(6)}@ci.example.com/hooks/run`, 'reproduction', found);
    assert.equal(out, 'curl https://deploy:[REDACTED:password]@ci.example.com/hooks/run');
    assert.deepEqual(found, [{ field: 'reproduction', kind: 'password' }]);
  });

  it('redacting twice changes nothing more (idempotent)', () => {
    for (const [, make] of SECRETS) {
      const once = redact(make()[0], 'body', []);
      const found: Redaction[] = [];
      assert.equal(redact(once, 'body', found), once);
      assert.deepEqual(found, []);
    }
  });

  it('structured values: a value under a credential-named key goes entirely', () => {
    const found: Redaction[] = [];
    const out = redactValue(
      { region: 'eu', refreshToken: 'abc def', nested: { dsn: 'https://k3y@o1.ingest.sentry.io/42', note: `k=sk-${rand(30)}` } },
      'metadata',
      found,
    );
    assert.deepEqual(out, {
      region: 'eu',
      refreshToken: '[REDACTED:secret_value]',
      nested: { dsn: '[REDACTED:secret_value]', note: 'k=[REDACTED:api_key]' },
    });
    assert.deepEqual(
      found.map((f) => f.field),
      ['metadata.refreshToken', 'metadata.nested.dsn', 'metadata.nested.note'],
    );
  });

  it('a 32 KB text with secrets strewn through it is redacted quickly (no pathological backtracking)', () => {
    const [text, secret] = SECRETS[0]![1]();
    const big = `${'lorem ipsum dolor sit amet, '.repeat(500)}${text} ${'='.repeat(4000)} ${'a'.repeat(8000)} password=`;
    const started = performance.now();
    const out = redact(big, 'body', []);
    assert.ok(!out.includes(secret));
    // Generous: a backtracking blow-up would take seconds to minutes.
    assert.ok(performance.now() - started < 5000);
  });
});

describe(`redaction end to end: nothing stored holds the values [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  before(async () => {
    svc = await startTestService(REQUESTS_ENV);
    const owner = await svc.createAccount();
    await svc.services.identity.setPlatformTeam(owner.email, true);
    token = await svc.createToken(owner.id);
  });
  after(() => svc?.stop());

  it('title, body, reproduction, expected, acceptance, attachments, replies and team notes', async () => {
    const made = SECRETS.map(([, make]) => make());
    const secrets = made.map(([, s]) => s);
    const texts = made.map(([t]) => t);
    const client = restClient(svc.baseUrl, token);
    const created = await client.call('create_platform_request', {
      type: 'bug',
      title: `Leaked ${secrets[4]}`,
      body: texts.slice(0, 12).join('\n\n'),
      reproduction: texts.slice(12, 20).join('\n'),
      expected: texts.slice(20, 26).join('\n'),
      acceptance: texts.slice(26, 30).join('\n'),
      attachments: texts.slice(30),
    });
    assert.ok(created.ok, JSON.stringify(created));
    const id = created.result.request_id;
    assert.ok(created.result.redactions.length >= SECRETS.length);
    const replied = await client.call('reply_platform_request', { request_id: id, body: texts.join('\n') });
    assert.ok(replied.ok);
    const updated = await client.call('update_platform_request', { request_id: id, status: 'needs_info', reply: texts.join('\n') });
    assert.ok(updated.ok);

    const stored = JSON.stringify([
      await svc.services.db.all('SELECT * FROM platform_requests', []),
      await svc.services.db.all('SELECT * FROM platform_request_entries', []),
      await svc.services.db.all('SELECT subject, body_text FROM mail_outbox', []),
    ]);
    const shown = JSON.stringify((await client.call('get_platform_request', { request_id: id })) as object);
    for (const s of secrets) {
      assert.ok(!stored.includes(s), `stored: ${s.slice(0, 12)}…`);
      assert.ok(!shown.includes(s), `shown: ${s.slice(0, 12)}…`);
    }
  });
});
