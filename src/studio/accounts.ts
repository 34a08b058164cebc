/**
 * Studio accounts: sign up, sign in, sign out, the session (with its CSRF token), password change,
 * address verification and password reset by mail (queued in the outbox in the same transaction).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Account } from '../identity/service.ts';
import { SESSION_TTL_MS } from '../identity/sessions.ts';
import { SESSION_COOKIE, cookieValue, studioSignIn } from '../identity/studio.ts';
import { SignInThrottle } from '../identity/throttle.ts';
import { ServiceError } from '../platform/errors.ts';
import { parseInput, sendError } from '../platform/http.ts';
import type { Queryable } from '../storage/index.ts';
import type { StudioContext } from './context.ts';

const signInBody = z.strictObject({ email: z.string().min(1).max(320), password: z.string().min(1).max(1000) });
const signUpBody = z.strictObject({
  email: z.string().min(3).max(320),
  password: z.string().min(8, 'must have at least 8 characters').max(1000),
  full_name: z.string().max(200).optional(),
});
const passwordBody = z.strictObject({ current_password: z.string().min(1), new_password: z.string().min(8).max(1000) });
const resetRequestBody = z.strictObject({ email: z.string().min(1).max(320) });
const resetBody = z.strictObject({ token: z.string().min(10).max(200), new_password: z.string().min(8).max(1000) });
const verifyBody = z.strictObject({ token: z.string().min(10).max(200) });

/** Password-reset mails per address and per client address per 15 minutes (they share the sign-in throttle table). */
const RESET_PER_EMAIL = 3;
const RESET_PER_IP = 20;

export function registerAccountRoutes(app: FastifyInstance, ctx: StudioContext) {
  const { services } = ctx;
  const { identity } = services;
  const throttle = new SignInThrottle(services.db);
  const secure = new URL(services.config.publicUrl).protocol === 'https:';

  const setCookie = (reply: FastifyReply, value: string, maxAgeMs: number) =>
    reply.header(
      'set-cookie',
      `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure ? '; Secure' : ''}`,
    );

  const view = (account: Account, csrf: string, verified: boolean) => ({
    account: {
      account_id: account.id,
      email: account.email,
      full_name: account.full_name,
      email_verified: verified,
      is_platform_team: !!account.is_platform_team,
    },
    csrf_token: csrf,
    smtp_configured: services.mail.configured,
  });

  async function queueVerification(q: Queryable, account: Account) {
    const secret = await identity.sessions.createLink(account.id, account.email, 'verify', q);
    await services.mail.enqueue(q, {
      to: account.email,
      purpose: 'verify_email',
      accountId: account.id,
      subject: 'Confirm your email address for Fine Structure',
      text:
        `Hello,\n\nconfirm that ${account.email} is your address by opening this link (valid for 3 days):\n\n` +
        `${services.config.publicUrl}/studio/verify-email?token=${secret}\n\nIf you did not sign up, ignore this message.\n`,
    });
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, account: Account, verified: boolean) {
    const s = await identity.sessions.create(account.id, String(request.headers['user-agent'] ?? ''));
    setCookie(reply, s.cookie, SESSION_TTL_MS);
    return view(account, s.csrfToken, verified);
  }

  app.get('/api/studio/session', async (request, reply) => {
    const cookie = cookieValue(request.headers.cookie, SESSION_COOKIE);
    const session = cookie ? await identity.sessions.lookup(cookie) : null;
    if (!session) return sendError(reply, new ServiceError('unauthenticated', 'Not signed in'));
    reply.header('cache-control', 'no-store');
    return view(session.account, session.csrfToken, session.emailVerified);
  });

  app.post('/api/studio/session', async (request, reply) => {
    try {
      const { email, password } = parseInput(signInBody, request.body);
      const account = await studioSignIn(identity, throttle, email, password, request.ip);
      const verified = await services.db.get<{ v: number | null }>('SELECT email_verified_at AS v FROM accounts WHERE id = ?', [
        account.id,
      ]);
      return await startSession(request, reply, account, verified?.v != null);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  // Signing out needs the CSRF token too (a foreign page must not sign the owner out).
  app.delete('/api/studio/session', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    if (account.sessionId) await identity.sessions.revoke(account.sessionId);
    setCookie(reply, '', 0);
    return { signed_out: true };
  });

  app.post('/api/studio/signup', async (request, reply) => {
    try {
      const body = parseInput(signUpBody, request.body);
      // Counted like a failed sign-in per client address: sign-ups cost a 32 MiB hash each.
      const ipKey = `studio:ip:${request.ip}`;
      const retry = await throttle.take([{ key: ipKey, limit: 20 }]);
      if (retry > 0) throw new ServiceError('rate_limited', `Too many attempts; retry in ${retry} s`, { retry_after: retry });
      const account = await services.db.transaction(async (tx) => {
        const created = await identity.createAccount({ email: body.email, password: body.password, full_name: body.full_name }, tx);
        await queueVerification(tx, created);
        return created;
      });
      reply.code(201);
      return await startSession(request, reply, account, false);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post('/api/studio/password', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const body = parseInput(passwordBody, request.body);
      await identity.sessions.changePassword(account.id, body.current_password, body.new_password, account.sessionId);
      return { changed: true, other_sessions_signed_out: true };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post('/api/studio/verify-email/resend', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      await services.db.transaction((tx) => queueVerification(tx, account));
      return { queued: true, smtp_configured: services.mail.configured };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post('/api/studio/verify-email', async (request, reply) => {
    try {
      const { token } = parseInput(verifyBody, request.body);
      if (!(await identity.sessions.verifyEmail(token))) {
        throw new ServiceError('invalid_request', 'This confirmation link is invalid, already used or expired. Ask for a new one.');
      }
      return { verified: true };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  // Always the same answer, whether or not the address has an account (nobody learns which exist).
  app.post('/api/studio/password-reset', async (request, reply) => {
    try {
      const { email } = parseInput(resetRequestBody, request.body);
      const emailKey = `reset:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
      const retry = await throttle.take([
        { key: emailKey, limit: RESET_PER_EMAIL },
        { key: `reset:ip:${request.ip}`, limit: RESET_PER_IP },
      ]);
      if (retry > 0) throw new ServiceError('rate_limited', `Too many reset requests; retry in ${retry} s`, { retry_after: retry });
      const account = await identity.findAccountByEmail(email);
      if (account) {
        await services.db.transaction(async (tx) => {
          const secret = await identity.sessions.createLink(account.id, account.email, 'reset', tx);
          await services.mail.enqueue(tx, {
            to: account.email,
            purpose: 'password_reset',
            accountId: account.id,
            subject: 'Reset your Fine Structure password',
            text:
              `Hello,\n\nsomeone asked to reset the password of ${account.email}. To choose a new one, open this link ` +
              `(valid for 1 hour, once):\n\n${services.config.publicUrl}/studio/reset-password?token=${secret}\n\n` +
              'If it was not you, ignore this message: your password stays as it is.\n',
          });
        });
      }
      return { requested: true, message: 'If an account has this address, a reset link is on its way.' };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post('/api/studio/password-reset/complete', async (request, reply) => {
    try {
      const body = parseInput(resetBody, request.body);
      if (!(await identity.sessions.resetPassword(body.token, body.new_password))) {
        throw new ServiceError('invalid_request', 'This reset link is invalid, already used or expired. Ask for a new one.');
      }
      return { reset: true };
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
