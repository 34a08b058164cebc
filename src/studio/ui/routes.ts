/**
 * The studio's route table. Adding a page: one file in pages/ with a default-exported component,
 * and one row here. `app: true` pages get the app frame (name, tabs) and `appId` from the URL; `tab`
 * names them in the app's tab bar; `nav` puts a page in the header; `public` pages need no sign-in.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface StudioRoute {
  path: string;
  page: LazyExoticComponent<ComponentType<any>>;
  title: string;
  public?: boolean;
  app?: boolean;
  tab?: string;
  /** App pages only the owner uses (data, publishing, security): hidden from studio collaborators. */
  ownerOnly?: boolean;
  /** The label of the page's link in the header (signed-in pages). */
  nav?: string;
  /** Shown in the header to platform-team accounts only (the page itself also checks). */
  team?: boolean;
}

export const routes: StudioRoute[] = [
  { path: '/studio/signin', title: 'Sign in', public: true, page: lazy(() => import('./pages/SignIn.tsx')) },
  { path: '/studio/signup', title: 'Sign up', public: true, page: lazy(() => import('./pages/SignUp.tsx')) },
  { path: '/studio/forgot-password', title: 'Forgot password', public: true, page: lazy(() => import('./pages/ForgotPassword.tsx')) },
  { path: '/studio/reset-password', title: 'Reset password', public: true, page: lazy(() => import('./pages/ResetPassword.tsx')) },
  { path: '/studio/verify-email', title: 'Confirm address', public: true, page: lazy(() => import('./pages/VerifyEmail.tsx')) },
  { path: '/studio/claim', title: 'Claim an app', public: true, page: lazy(() => import('./pages/Claim.tsx')) },
  { path: '/studio/invitation', title: 'Join an app', public: true, page: lazy(() => import('./pages/Invitation.tsx')) },
  { path: '/studio/oauth/consent', title: 'Connect an MCP client', page: lazy(() => import('./pages/OAuthConsent.tsx')) },
  { path: '/', title: 'Apps', page: lazy(() => import('./pages/Apps.tsx')) },
  { path: '/studio', title: 'Apps', page: lazy(() => import('./pages/Apps.tsx')) },
  { path: '/studio/apps', title: 'Apps', nav: 'Apps', page: lazy(() => import('./pages/Apps.tsx')) },
  { path: '/studio/new', title: 'New app', page: lazy(() => import('./pages/NewApp.tsx')) },
  { path: '/studio/tokens', title: 'Tokens', nav: 'Tokens', page: lazy(() => import('./pages/Tokens.tsx')) },
  { path: '/studio/connect', title: 'Connect a computer', page: lazy(() => import('./pages/Connect.tsx')) },
  { path: '/studio/webhooks', title: 'Webhooks', nav: 'Webhooks', page: lazy(() => import('./pages/Webhooks.tsx')) },
  { path: '/studio/account', title: 'Account', nav: 'Account', page: lazy(() => import('./pages/Account.tsx')) },
  { path: '/studio/requests', title: 'Platform requests', nav: 'Requests', page: lazy(() => import('./pages/Requests.tsx')) },
  { path: '/studio/requests/:requestId', title: 'Platform request', page: lazy(() => import('./pages/RequestThread.tsx')) },
  { path: '/studio/triage', title: 'Triage', nav: 'Triage', team: true, page: lazy(() => import('./pages/Triage.tsx')) },
  { path: '/studio/apps/:appId', title: 'Build', app: true, tab: 'Build', page: lazy(() => import('./pages/AppBuild.tsx')) },
  { path: '/studio/apps/:appId/code', title: 'Code', app: true, tab: 'Code', page: lazy(() => import('./pages/AppCode.tsx')) },
  {
    path: '/studio/apps/:appId/versions',
    title: 'Saved Versions',
    app: true,
    tab: 'Versions',
    page: lazy(() => import('./pages/AppVersions.tsx')),
  },
  {
    path: '/studio/apps/:appId/data',
    title: 'Data',
    app: true,
    tab: 'Data',
    ownerOnly: true,
    page: lazy(() => import('./pages/AppData.tsx')),
  },
  {
    path: '/studio/apps/:appId/publish',
    title: 'Publishing',
    app: true,
    tab: 'Publish',
    ownerOnly: true,
    page: lazy(() => import('./pages/AppPublish.tsx')),
  },
  {
    path: '/studio/apps/:appId/security',
    title: 'Security',
    app: true,
    tab: 'Security',
    ownerOnly: true,
    page: lazy(() => import('./pages/AppSecurity.tsx')),
  },
  {
    path: '/studio/apps/:appId/sharing',
    title: 'Sharing',
    app: true,
    tab: 'Sharing',
    page: lazy(() => import('./pages/AppSharing.tsx')),
  },
  {
    path: '/studio/apps/:appId/analytics',
    title: 'Analytics',
    app: true,
    tab: 'Analytics',
    page: lazy(() => import('./pages/AppAnalytics.tsx')),
  },
];
