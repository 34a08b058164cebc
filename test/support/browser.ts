import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { restClient, type ToolClient } from './clients.ts';
import { startTestService, type TestService } from './harness.ts';
import { CHROMIUM_ARGS } from '../../src/hosting/inspect.ts';

/** Debian's Chromium, which .ci/run installs. */
export const CHROMIUM = '/usr/bin/chromium';

/** Chromium headless with the flags the service's own live inspection uses (src/hosting/inspect.ts). */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/**
 * Why a browser suite is skipped (Chromium missing), or false. Under CI a missing Chromium is an
 * error instead: .ci/run installs it.
 */
export function chromiumSkipReason(suite: string): string | false {
  if (fs.existsSync(CHROMIUM)) return false;
  if (process.env.CI) throw new Error(`CI is set but ${CHROMIUM} is missing: .ci/run installs it (apt-get install chromium)`);
  console.log(`# SKIPPED ${suite}: ${CHROMIUM} is not installed (apt-get install chromium; CI fails instead of skipping)`);
  return `${CHROMIUM} is not installed`;
}

export interface BrowserHarness {
  svc: TestService;
  browser: Browser;
  ownerId: string;
  /** The owner's REST client. */
  client: ToolClient;
  /** Calls a tool as the owner; throws on any failure. */
  call(tool: string, args: Record<string, unknown>): Promise<any>;
  close(): Promise<void>;
}

/** A fresh service with generous limits, Debian's Chromium, and an owner with a full token. */
export async function startBrowserHarness(): Promise<BrowserHarness> {
  const [svc, browser] = await Promise.all([
    startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' }),
    launchChromium(),
  ]);
  const owner = await svc.createAccount();
  const client = restClient(svc.baseUrl, await svc.createToken(owner.id));
  return {
    svc,
    browser,
    ownerId: owner.id,
    client,
    async call(tool, args) {
      const r = await client.call(tool, args);
      if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
      return r.result;
    },
    async close() {
      await browser.close().catch(() => {});
      await svc.stop();
    },
  };
}
