import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { routes, type StudioRoute } from './routes.ts';
import { SessionProvider, useSession } from './session.tsx';
import { ErrorNote, Loading, useLoad } from './ui.tsx';
import { api, prefetch, tool } from './api.ts';

function Header() {
  const { account, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to="/" className="font-semibold text-indigo-700">
          Fine Structure
        </Link>
        {account ? (
          <nav aria-label="Main" className="flex flex-wrap items-center gap-3 text-sm">
            {routes
              .filter((r) => r.nav && (!r.team || account.is_platform_team))
              .map((r) => (
                <NavLink key={r.path} to={r.path} className="hover:underline">
                  {r.nav}
                </NavLink>
              ))}
            <button
              type="button"
              className="rounded px-2 py-1 text-slate-600 hover:bg-slate-100"
              onClick={async () => {
                await signOut();
                navigate('/studio/signin');
              }}
            >
              Sign out
            </button>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/** The frame of every app page: the app's name, its tabs (from the route table) and the page. */
function AppFrame({ route, children }: { route: StudioRoute; children: ReactNode }) {
  const { appId = '' } = useParams();
  const app = useLoad(() => tool('get_app_status', { app_id: appId }), [appId]);
  // The caller's role: collaborators (editor, viewer) do not get the owner's tabs.
  const access = useLoad(() => api<{ role: string }>('GET', `/api/studio/apps/${encodeURIComponent(appId)}/sharing`), [appId]);
  // Owner tabs and pages wait for the role: shown while it loads, a collaborator would see (and could
  // click) tabs that are not theirs.
  const roleKnown = access.data !== null || access.error !== null;
  const isOwner = access.data?.role === 'owner';
  if (app.error) {
    return (
      <div className="space-y-3">
        <ErrorNote error={app.error} />
        <Link className="text-indigo-700 underline" to="/studio/apps">
          Back to your apps
        </Link>
      </div>
    );
  }
  const tabs = routes.filter((r) => r.app && r.tab && (isOwner || !r.ownerOnly));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold break-all" data-testid="app-name">
          {app.data?.name ?? '…'}
        </h1>
        <span className="text-xs text-slate-500">{appId}</span>
      </div>
      <nav aria-label="App sections" className="flex gap-1 overflow-x-auto border-b border-slate-200 text-sm">
        {tabs.map((t) => (
          <NavLink
            key={t.path}
            end
            to={t.path.replace(':appId', encodeURIComponent(appId))}
            className={({ isActive }) =>
              `whitespace-nowrap border-b-2 px-3 py-2 ${isActive ? 'border-indigo-600 font-medium text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`
            }
          >
            {t.tab}
          </NavLink>
        ))}
      </nav>
      {route.ownerOnly && !roleKnown ? (
        <Loading />
      ) : route.ownerOnly && !isOwner ? (
        <p className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Only the app's owner uses this page. You are {access.data?.role === 'editor' ? 'an editor' : 'a viewer'} of this app.
        </p>
      ) : (
        children
      )}
    </div>
  );
}

function Guard({ route }: { route: StudioRoute }) {
  const { account, loading } = useSession();
  const location = useLocation();
  useEffect(() => {
    document.title = `${route.title} · Fine Structure`;
  }, [route.title]);
  if (loading) return <Loading what="Opening the studio" />;
  if (!route.public && !account) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/studio/signin?next=${next}`} replace />;
  }
  const Page = route.page;
  const page = (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
  return route.app ? <AppFrame route={route}>{page}</AppFrame> : page;
}

function NotFound() {
  return (
    <p>
      No such page.{' '}
      <Link className="text-indigo-700 underline" to="/">
        Go to your apps
      </Link>
    </p>
  );
}

function Studio() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <Header />
        <main id="main" className="mx-auto max-w-7xl px-4 py-6">
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={<Guard route={r} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </main>
      </BrowserRouter>
    </SessionProvider>
  );
}

// The apps list is the first thing most visits show: ask for it alongside the session, not after it.
// (Kept in sync with APPS_PATH in pages/Apps.tsx; importing it here would pull the page into the entry.)
if (/^\/(studio(\/apps)?\/?)?$/.test(location.pathname)) prefetch('/api/studio/apps?limit=200');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
