/** Platform subdomain labels: format, reserved names, statuses of check_subdomain_available. */

export const SUBDOMAIN_STATUSES = ['available', 'invalid', 'reserved', 'taken', 'current', 'empty'] as const;
export type SubdomainStatus = (typeof SUBDOMAIN_STATUSES)[number];

export const MIN_LABEL = 3;
export const MAX_LABEL = 32;
const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Names the platform keeps for itself (docs/decisions.md, "Hosting"): service hosts, mail and DNS
 * names, auth and account words, and words visitors could mistake for the platform.
 */
export const RESERVED_LABELS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'administrator',
  'root',
  'system',
  'internal',
  'platform',
  'svc',
  'mcp',
  'studio',
  'editor',
  'preview',
  'previews',
  'dashboard',
  'console',
  'portal',
  'manage',
  'management',
  'auth',
  'oauth',
  'sso',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'user',
  'users',
  'billing',
  'pay',
  'payment',
  'payments',
  'checkout',
  'secure',
  'security',
  'verify',
  'verification',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'dns',
  'ftp',
  'sftp',
  'ssh',
  'vpn',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'images',
  'files',
  'uploads',
  'download',
  'downloads',
  'docs',
  'doc',
  'help',
  'support',
  'status',
  'blog',
  'news',
  'about',
  'legal',
  'terms',
  'privacy',
  'abuse',
  'security',
  'dev',
  'development',
  'staging',
  'stage',
  'test',
  'testing',
  'qa',
  'demo',
  'sandbox',
  'beta',
  'alpha',
  'canary',
  'webhook',
  'webhooks',
  'hooks',
  'functions',
  'published-api',
  'graphql',
  'rpc',
  'ws',
  'wss',
  'socket',
  'git',
  'ci',
  'build',
  'builds',
  'deploy',
  'deploys',
  'metrics',
  'monitoring',
  'grafana',
  'prometheus',
  'logs',
  'localhost',
  'local',
  'default',
  'public',
  'private',
  'null',
  'undefined',
  'none',
  'example',
  'invalid',
  'fine-structure',
  'finestructure',
  'official',
  'team',
  'staff',
]);

export interface LabelCheck {
  ok: boolean;
  status: Exclude<SubdomainStatus, 'available' | 'taken' | 'current'> | null;
  reason: string;
}

/** Format and reserved-name checks (not uniqueness). `ok` means the label may be claimed if free. */
export function checkLabel(label: string): LabelCheck {
  if (label === '')
    return {
      ok: false,
      status: 'empty',
      reason: 'The subdomain is empty; set_app_subdomain with an empty string clears the current subdomain',
    };
  const shown = JSON.stringify(label.length > 40 ? `${label.slice(0, 40)}…` : label);
  if (label.length < MIN_LABEL || label.length > MAX_LABEL) {
    return { ok: false, status: 'invalid', reason: `${shown} has ${label.length} characters; a subdomain has ${MIN_LABEL}-${MAX_LABEL}` };
  }
  if (/[A-Z]/.test(label) && LABEL_RE.test(label.toLowerCase())) {
    return { ok: false, status: 'invalid', reason: `${shown} has uppercase letters; use lowercase: "${label.toLowerCase()}"` };
  }
  if (label.startsWith('-') || label.endsWith('-'))
    return { ok: false, status: 'invalid', reason: `${shown} starts or ends with a hyphen` };
  if (!LABEL_RE.test(label)) {
    return { ok: false, status: 'invalid', reason: `${shown} may contain only lowercase letters a-z, digits 0-9 and hyphens` };
  }
  if (/^xn--/.test(label) || label.slice(2, 4) === '--') {
    return {
      ok: false,
      status: 'reserved',
      reason: `${shown} has "--" in the 3rd and 4th places, which DNS reserves for encoded names (xn--)`,
    };
  }
  if (RESERVED_LABELS.has(label)) return { ok: false, status: 'reserved', reason: `${shown} is a reserved platform name` };
  return { ok: true, status: null, reason: '' };
}
