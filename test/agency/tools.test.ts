/**
 * The five agency tools over both transports: happy paths, bad input, missing scope, app-locked
 * tokens refused, foreign apps and handoffs. Claim links: the raw token is returned once and only
 * its hash is stored; the invitation mail is queued with the link.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { TestService } from '../support/harness.ts';
import { scenarios, standardFixtures, type TestContext } from '../support/scenarios.ts';

const PROMPT = 'A booking app for a hair salon with services, stylists and appointments.';

async function fixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  const { agency } = svc.services;
  const agentEmail = base.owner.email;
  const noAgency = await svc.createToken(base.owner.id, { scopes: ['read', 'create', 'update'] });
  const agencyRead = await svc.createToken(base.owner.id, { scopes: ['agency:read'] });
  const otherApp = await svc.services.apps.createApp(null, base.owner.id, { name: 'Handed app' });
  const existing = await agency.createLink({ accountId: base.owner.id, email: agentEmail }, otherApp, {
    client_email: 'Existing@Client.example',
    client_full_name: 'Existing Client',
    keep_agent_collaborator: true,
    claim_expires_in_days: 14,
  });
  const foreign = await agency.createLink(
    { accountId: base.other.id, email: base.other.email },
    { id: base.otherAppId, name: 'Other app' },
    {
      client_email: 'someone@client.example',
      keep_agent_collaborator: false,
      claim_expires_in_days: 3,
    },
  );
  const lapsedApp = await svc.services.apps.createApp(null, base.owner.id, { name: 'Lapsed app' });
  const lapsed = await agency.createLink({ accountId: base.owner.id, email: agentEmail }, lapsedApp, {
    client_email: 'late@client.example',
    keep_agent_collaborator: true,
    claim_expires_in_days: 1,
  });
  await svc.services.db.run('UPDATE agency_handoffs SET expires_at = ? WHERE id = ?', [Date.now() - 1000, lapsed.handoff.handoff_id]);
  return {
    ...base,
    lapsedHandoff: lapsed.handoff.handoff_id,
    existingHandoff: existing.handoff.handoff_id,
    foreignHandoff: foreign.handoff.handoff_id,
    tokens: { ...base.tokens, noAgency, agencyRead },
  };
}
type F = Awaited<ReturnType<typeof fixtures>>;

const db = (t: TestContext) => t.svc.services.db;
const handoffRow = (t: TestContext, id: string) => db(t).get<any>('SELECT * FROM agency_handoffs WHERE id = ?', [id]);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const mailsTo = (t: TestContext, to: string) => db(t).all<any>('SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY created_at', [to]);

scenarios<F>('agency tools', fixtures, [
  // ------------------------------------------------------------ agency_create_client
  {
    name: 'agency_create_client creates a client record (no user, nothing transferred)',
    as: 'owner',
    tool: 'agency_create_client',
    args: { client_email: 'New.Client@Example.com', client_full_name: 'New Client', note: 'met at the fair' },
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.created, true);
        assert.equal(r.client.client_email, 'new.client@example.com');
        assert.equal(r.client.client_full_name, 'New Client');
        assert.equal(r.client.note, 'met at the fair');
      },
    },
    after: async (_f, _o, t) => {
      assert.equal(await db(t).get('SELECT id FROM accounts WHERE email = ?', ['new.client@example.com']), undefined, 'no user is created');
    },
  },
  {
    name: 'agency_create_client updates an existing record; omitted fields are kept',
    as: 'owner',
    tool: 'agency_create_client',
    args: { client_email: 'existing@client.example', note: 'prefers mail' },
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.created, false);
        assert.equal(r.client.client_full_name, 'Existing Client');
        assert.equal(r.client.note, 'prefers mail');
      },
    },
  },
  {
    name: 'agency_create_client: an invalid email is invalid params',
    as: 'owner',
    tool: 'agency_create_client',
    args: { client_email: 'not-an-email' },
    expect: { error: 'invalid_params', message: /client_email/ },
  },
  {
    name: 'agency_create_client: client_email is required',
    as: 'owner',
    tool: 'agency_create_client',
    args: { client_full_name: 'X' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_client: unknown argument',
    as: 'owner',
    tool: 'agency_create_client',
    args: { client_email: 'a@b.example', user: 'x' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_client needs agency:write',
    as: 'agencyRead',
    tool: 'agency_create_client',
    args: { client_email: 'a@b.example' },
    expect: { error: 'permission_denied', message: /agency:write/ },
  },
  {
    name: 'agency_create_client is refused for app-locked tokens',
    as: 'locked',
    tool: 'agency_create_client',
    args: { client_email: 'a@b.example' },
    expect: { error: 'permission_denied', message: /app-locked/ },
  },

  // ------------------------------------------------------------ agency_list_clients
  {
    name: 'agency_list_clients includes handoffs by default',
    as: 'owner',
    tool: 'agency_list_clients',
    expect: {
      ok: true,
      check: (r, f) => {
        const c = r.clients.find((x: any) => x.client_email === 'existing@client.example');
        assert.ok(c, 'the client recorded by a claim link is listed');
        assert.equal(c.handoffs.length, 1);
        assert.equal(c.handoffs[0].handoff_id, f.existingHandoff);
        assert.equal(c.handoffs[0].status, 'pending');
        assert.equal(JSON.stringify(r).includes('token'), false, 'no token is ever listed');
        assert.ok(!r.clients.some((x: any) => x.client_email === 'someone@client.example'), "another agent's clients stay hidden");
      },
    },
  },
  {
    name: 'agency_list_clients with include_handoffs false',
    as: 'agencyRead',
    tool: 'agency_list_clients',
    args: { include_handoffs: false },
    expect: { ok: true, check: (r) => assert.ok(r.clients.every((c: any) => !('handoffs' in c))) },
  },
  {
    name: 'agency_list_clients: include_handoffs must be a boolean',
    as: 'owner',
    tool: 'agency_list_clients',
    args: { include_handoffs: 'yes' },
    expect: { error: 'invalid_params' },
  },
  { name: 'agency_list_clients needs agency:read', as: 'noAgency', tool: 'agency_list_clients', expect: { error: 'permission_denied' } },
  {
    name: 'agency_list_clients is refused for app-locked tokens',
    as: 'locked',
    tool: 'agency_list_clients',
    expect: { error: 'permission_denied', message: /app-locked/ },
  },

  // ------------------------------------------------------------ agency_create_client_app
  {
    name: 'agency_create_client_app creates an agent-owned app, a generation job and a claim link (token once, hash stored, mail queued)',
    as: 'owner',
    tool: 'agency_create_client_app',
    args: {
      client_email: 'salon@client.example',
      client_full_name: 'Salon Owner',
      name: 'Salon bookings',
      prompt: PROMPT,
      claim_expires_in_days: 30,
    },
    expect: {
      ok: true,
      check: async (r, f, t) => {
        assert.equal(r.status, 'generating');
        assert.match(r.job_id, /^job_/);
        assert.equal(r.claim.client_email, 'salon@client.example');
        assert.equal(r.claim.status, 'pending');
        assert.ok(r.claim.claim_url.endsWith(`#token=${r.claim.claim_token}`));
        const days = (Date.parse(r.claim.expires_at) - Date.now()) / 86_400_000;
        assert.ok(days > 29.9 && days <= 30, `expires in 30 days (${days})`);
        const app = await db(t).get<any>('SELECT owner_account_id, name FROM apps WHERE id = ?', [r.app_id]);
        assert.equal(app.owner_account_id, f.owner.id, 'the agent owns the app until the claim');
        const job = await db(t).get<any>('SELECT app_id, account_id, kind FROM jobs WHERE id = ?', [r.job_id]);
        assert.deepEqual({ ...job }, { app_id: r.app_id, account_id: f.owner.id, kind: 'create' });
        const h = await handoffRow(t, r.claim.handoff_id);
        assert.equal(h.token_hash, sha256(r.claim.claim_token), 'only the hash is stored');
        assert.equal(JSON.stringify(h).includes(r.claim.claim_token), false);
        const [mail] = await mailsTo(t, 'salon@client.example');
        assert.ok(mail, 'the invitation mail is queued');
        assert.equal(mail.purpose, 'agency_claim');
        assert.ok(mail.body_text.includes(r.claim.claim_url));
        const status = await t.client(f.tokens.owner).call('agency_get_claim_status', { handoff_id: r.claim.handoff_id });
        assert.ok(status.ok && !JSON.stringify(status.result).includes(r.claim.claim_token), 'the raw token is never shown again');
      },
    },
  },
  {
    name: 'agency_create_client_app: a too-short prompt fails and leaves no app, client or link behind',
    as: 'owner',
    tool: 'agency_create_client_app',
    args: { client_email: 'short@client.example', name: 'Short', prompt: 'tiny' },
    expect: { error: 'invalid_request', message: /Prompt too short/ },
    after: async (_f, _o, t) => {
      assert.equal(await db(t).get("SELECT id FROM agency_clients WHERE client_email = 'short@client.example'"), undefined);
      assert.equal(await db(t).get("SELECT id FROM apps WHERE name = 'Short'"), undefined);
    },
  },
  {
    name: 'agency_create_client_app: a bad client email rolls back the app and refunds the credit',
    as: 'owner',
    tool: 'agency_create_client_app',
    args: { client_email: 'nope', name: 'Rolled back', prompt: PROMPT },
    expect: { error: 'invalid_params', message: /client_email/ },
    after: async (_f, _o, t) => assert.equal(await db(t).get("SELECT id FROM apps WHERE name = 'Rolled back'"), undefined),
  },
  {
    name: 'agency_create_client_app: claim_expires_in_days above 90',
    as: 'owner',
    tool: 'agency_create_client_app',
    args: { client_email: 'a@b.example', name: 'X', prompt: PROMPT, claim_expires_in_days: 91 },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_client_app: claim_expires_in_days below 1',
    as: 'owner',
    tool: 'agency_create_client_app',
    args: { client_email: 'a@b.example', name: 'X', prompt: PROMPT, claim_expires_in_days: 0 },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_client_app: name is required',
    as: 'owner',
    tool: 'agency_create_client_app',
    args: { client_email: 'a@b.example', prompt: PROMPT },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_client_app needs agency:write (create is not enough)',
    as: 'noAgency',
    tool: 'agency_create_client_app',
    args: { client_email: 'a@b.example', name: 'X', prompt: PROMPT },
    expect: { error: 'permission_denied' },
  },
  {
    name: 'agency_create_client_app is refused for app-locked tokens',
    as: 'locked',
    tool: 'agency_create_client_app',
    args: { client_email: 'a@b.example', name: 'X', prompt: PROMPT },
    expect: { error: 'permission_denied', message: /app-locked/ },
  },

  // ------------------------------------------------------------ agency_create_claim_link
  {
    name: 'agency_create_claim_link for an existing app: default 14 days, keep_agent_collaborator true; the earlier link is withdrawn',
    as: 'owner',
    tool: 'agency_create_claim_link',
    args: (f: F) => ({ app_id: f.appId, client_email: 'shop@client.example' }),
    expect: {
      ok: true,
      check: async (r, f, t) => {
        assert.equal(r.app_id, f.appId);
        const days = (Date.parse(r.expires_at) - Date.now()) / 86_400_000;
        assert.ok(days > 13.9 && days <= 14);
        const h = await handoffRow(t, r.handoff_id);
        assert.equal(Number(h.keep_agent_collaborator), 1);
        const again = await t.client(f.tokens.owner).call('agency_create_claim_link', {
          app_id: f.appId,
          client_email: 'shop@client.example',
          keep_agent_collaborator: false,
          claim_expires_in_days: 1,
        });
        assert.ok(again.ok);
        const first = await t.client(f.tokens.owner).call('agency_get_claim_status', { handoff_id: r.handoff_id });
        assert.ok(first.ok);
        assert.equal((first.result as any).status, 'revoked', 'one live link per app');
      },
    },
  },
  {
    name: 'agency_create_claim_link: foreign app is App not found',
    as: 'owner',
    tool: 'agency_create_claim_link',
    args: (f: F) => ({ app_id: f.otherAppId, client_email: 'a@b.example' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'agency_create_claim_link: unknown app is App not found',
    as: 'owner',
    tool: 'agency_create_claim_link',
    args: { app_id: 'app_nope', client_email: 'a@b.example' },
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'agency_create_claim_link: app_id is required',
    as: 'owner',
    tool: 'agency_create_claim_link',
    args: { client_email: 'a@b.example' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_claim_link: claim_expires_in_days must be whole',
    as: 'owner',
    tool: 'agency_create_claim_link',
    args: (f: F) => ({ app_id: f.appId, client_email: 'a@b.example', claim_expires_in_days: 1.5 }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_create_claim_link needs agency:write',
    as: 'agencyRead',
    tool: 'agency_create_claim_link',
    args: (f: F) => ({ app_id: f.appId, client_email: 'a@b.example' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'agency_create_claim_link is refused for app-locked tokens, even for their own app',
    as: 'locked',
    tool: 'agency_create_claim_link',
    args: (f: F) => ({ app_id: f.appId, client_email: 'a@b.example' }),
    expect: { error: 'permission_denied', message: /app-locked/ },
  },

  // ------------------------------------------------------------ agency_get_claim_status
  {
    name: 'agency_get_claim_status shows a pending handoff',
    as: 'agencyRead',
    tool: 'agency_get_claim_status',
    args: (f: F) => ({ handoff_id: f.existingHandoff }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.handoff_id, f.existingHandoff);
        assert.equal(r.status, 'pending');
        assert.equal(r.app_name, 'Handed app');
        assert.equal(r.client_email, 'existing@client.example');
        assert.equal(r.claim_expires_in_days, 14);
        assert.equal(r.claimed_at, null);
      },
    },
  },
  {
    name: 'agency_get_claim_status: a pending link past its time reads expired',
    as: 'owner',
    tool: 'agency_get_claim_status',
    args: (f: F) => ({ handoff_id: f.lapsedHandoff }),
    expect: { ok: true, check: (r) => assert.equal(r.status, 'expired') },
  },
  {
    name: "agency_get_claim_status: the caller cannot read another agent's handoff",
    as: 'owner',
    tool: 'agency_get_claim_status',
    args: (f: F) => ({ handoff_id: f.foreignHandoff }),
    expect: { error: 'not_found', message: 'Handoff not found' },
  },
  {
    name: "agency_get_claim_status: another agent's handoff is not found",
    as: 'other',
    tool: 'agency_get_claim_status',
    args: (f: F) => ({ handoff_id: f.existingHandoff }),
    expect: { error: 'not_found', message: 'Handoff not found' },
  },
  {
    name: 'agency_get_claim_status: unknown handoff',
    as: 'owner',
    tool: 'agency_get_claim_status',
    args: { handoff_id: 'hof_nope' },
    expect: { error: 'not_found' },
  },
  {
    name: 'agency_get_claim_status: handoff_id is required',
    as: 'owner',
    tool: 'agency_get_claim_status',
    args: {},
    expect: { error: 'invalid_params' },
  },
  {
    name: 'agency_get_claim_status needs agency:read',
    as: 'noAgency',
    tool: 'agency_get_claim_status',
    args: (f: F) => ({ handoff_id: f.existingHandoff }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'agency_get_claim_status is refused for app-locked tokens',
    as: 'locked',
    tool: 'agency_get_claim_status',
    args: (f: F) => ({ handoff_id: f.existingHandoff }),
    expect: { error: 'permission_denied', message: /app-locked/ },
  },
]);
