/** The cast of the platform-request tests: requesters, a platform-team account, their tokens and some requests. */
import { SCOPES } from '../../src/platform/scopes.ts';
import type { Principal } from '../../src/platform/types.ts';
import type { RequestInput, RequestStatus } from '../../src/requests/service.ts';
import type { TestService } from '../support/harness.ts';

export const REQUESTS_ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };

/** The principal of an account's full-access token, for setting the scene through the service. */
export function principalOf(account: { id: string; email: string }, team = false, appLock: string | null = null): Principal {
  return {
    accountId: account.id,
    email: account.email,
    tokenId: 'fixture',
    scopes: new Set(SCOPES),
    appLock,
    perMinute: 1000,
    perDay: 100000,
    isPlatformTeam: team,
  };
}

export const bug = (title: string, more: Partial<RequestInput> = {}): RequestInput => ({
  type: 'bug',
  title,
  body: `${title}: what happened, in a few words.`,
  severity: 'normal',
  ...more,
});

export async function requestFixtures(svc: TestService) {
  const requests = svc.services.platformRequests;
  const owner = await svc.createAccount();
  const other = await svc.createAccount();
  const busy = await svc.createAccount();
  const team = await svc.createAccount();
  await svc.services.identity.setPlatformTeam(team.email, true);
  const appId = await svc.createApp(owner.id, 'Owner app');
  const secondAppId = await svc.createApp(owner.id, 'Second app');
  const otherAppId = await svc.createApp(other.id, 'Other app');
  const me = principalOf(owner);
  const teamP = principalOf(team, true);

  const create = async (who: Principal, input: RequestInput) => (await requests.create(who, input)).request.request_id;
  const inStatus = async (id: string, status: RequestStatus, reply?: string) => {
    await requests.update(teamP, id, { status, reply });
    return id;
  };

  const ids = {
    mine: await create(me, bug('Mine, about the app', { app_id: appId })),
    mineNoApp: await create(me, bug('Mine, about no app')),
    mineSecondApp: await create(me, bug('Mine, about the second app', { app_id: secondAppId })),
    theirs: await create(principalOf(other), bug('Theirs', { app_id: otherAppId })),
    needsInfo: await inStatus(await create(me, bug('Needs info, answered by the requester')), 'needs_info', 'Which region?'),
    needsInfoTeam: await inStatus(await create(me, bug('Needs info, answered by the team')), 'needs_info', 'Which browser?'),
    triaged: await inStatus(await create(me, bug('Triaged one', { type: 'feature' })), 'triaged'),
  };
  for (let i = 0; i < 20; i++) await create(principalOf(busy), bug(`Busy request ${i}`));

  const tokens = {
    owner: await svc.createToken(owner.id),
    readonly: await svc.createToken(owner.id, { scopes: ['read'] }),
    noscope: await svc.createToken(owner.id, { scopes: ['files:read'] }),
    agency: await svc.createToken(owner.id, { scopes: ['agency:read', 'agency:write'] }),
    locked: await svc.createToken(owner.id, { app_id: appId }),
    other: await svc.createToken(other.id),
    busy: await svc.createToken(busy.id),
    team: await svc.createToken(team.id),
    teamReadonly: await svc.createToken(team.id, { scopes: ['read'] }),
  };
  return { owner, other, team, appId, secondAppId, otherAppId, ids, tokens };
}

export type RequestFixtures = Awaited<ReturnType<typeof requestFixtures>>;
