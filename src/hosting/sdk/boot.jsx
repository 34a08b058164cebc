/**
 * `@svc/boot`: mounts a built app (internal; app code never imports it). The generated entry of every
 * build calls `mountApp({ pages, Layout })`. Pages are routes `/<Name>` under the base path; the home
 * page is also `/`. Unknown pages show a not-found panel; `/Login` falls back to a built-in sign-in
 * form when the app has no Login page. Client-side navigations ask the server's route decision
 * (svc.security.checkRoute) before showing a page; the first page load was already decided by the server.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { createPageUrl, reportError, safeNextUrl, svc, trackPageView } from '@svc/sdk';

const cfg = (typeof window !== 'undefined' && window.__SVC__) || { base: '', home: 'Home' };

class ErrorBoundary extends React.Component {
  constructor(props) {
    super(props);
    this.state = { error: null };
  }
  static getDerivedStateFromError(error) {
    return { error };
  }
  componentDidCatch(error, info) {
    reportError({
      kind: 'runtime',
      message: error?.message || String(error),
      stack: (error?.stack || '') + (info?.componentStack || ''),
    });
  }
  componentDidUpdate(prev) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    if (this.state.error) {
      return (
        <div role="alert" className="mx-auto my-16 max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
          <p className="font-semibold">Something went wrong on this page.</p>
          <p className="mt-2 break-words">{String(this.state.error?.message || this.state.error)}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

function NotFound({ name }) {
  return (
    <div className="mx-auto my-16 max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
      <p className="text-lg font-semibold">Page not found</p>
      <p className="mt-2 text-sm text-slate-500">{name ? `There is no page named "${name}".` : 'This page does not exist.'}</p>
      <a href={createPageUrl('')} className="mt-4 inline-block text-sm font-medium text-indigo-600 hover:text-indigo-700">
        Go to the start page
      </a>
    </div>
  );
}

/** The sign-in form used when the app has no pages/Login.jsx. */
function BuiltinLogin() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [error, setError] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await svc.auth.login(email, password);
      window.location.assign(safeNextUrl(new URLSearchParams(window.location.search).get('next'), createPageUrl('')));
    } catch (err) {
      setError(err?.message || 'Sign-in failed');
      setBusy(false);
    }
  };
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Sign in</h1>
        <label className="block text-sm font-medium text-slate-700">
          Email
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        {error ? <p className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{error}</p> : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
        >
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}

function findPage(pages, name) {
  if (!name) return null;
  if (pages[name]) return name;
  const lower = name.toLowerCase();
  return Object.keys(pages).find((p) => p.toLowerCase() === lower) || null;
}

let firstLoad = true;

function PageHost({ pages, Layout, name }) {
  const location = useLocation();
  const navigate = useNavigate();
  const found = findPage(pages, name);
  const builtinLogin = !found && name && name.toLowerCase() === 'login';
  // The server decided the first page load; later client-side navigations ask it.
  const [allowed, setAllowed] = React.useState(firstLoad);
  React.useEffect(() => {
    trackPageView(`/${found || name || ''}`);
    if (firstLoad) {
      firstLoad = false;
      return undefined;
    }
    let cancelled = false;
    setAllowed(false);
    svc.security
      .checkRoute(`/${found || name || ''}`)
      .then((d) => {
        if (cancelled) return;
        if (d && d.allow === false) {
          const target = d.redirect_to || '/Login';
          const next = encodeURIComponent(location.pathname + location.search);
          navigate(`${createPageUrl(target)}${target.includes('?') ? '&' : '?'}next=${next}`, { replace: true });
        } else setAllowed(true);
      })
      .catch(() => !cancelled && setAllowed(true));
    return () => {
      cancelled = true;
    };
  }, [location.pathname, navigate, name, location.search, found]);

  if (builtinLogin) return <BuiltinLogin />;
  if (!allowed) return null;
  const Page = found ? pages[found] : null;
  const content = <ErrorBoundary resetKey={location.pathname}>{Page ? <Page /> : <NotFound name={name} />}</ErrorBoundary>;
  if (!Layout) return content;
  return (
    <ErrorBoundary resetKey={`layout${location.pathname}`}>
      <Layout currentPageName={found || name || ''}>{content}</Layout>
    </ErrorBoundary>
  );
}

function PageByParam(props) {
  const { page } = useParams();
  return <PageHost {...props} name={page} />;
}

/** Renders the app into #root. */
export function mountApp({ pages, Layout }) {
  const names = Object.keys(pages).sort();
  const home = findPage(pages, cfg.home) || findPage(pages, 'Home') || names[0] || null;
  const base = cfg.base || '';
  const el = document.getElementById('root');
  const root = createRoot(el);
  root.render(
    <BrowserRouter>
      <Routes>
        <Route path={`${base}/`} element={<PageHost pages={pages} Layout={Layout} name={home} />} />
        <Route path={`${base}/:page`} element={<PageByParam pages={pages} Layout={Layout} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>,
  );
}
