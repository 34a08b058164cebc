import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, setCsrf } from './api.ts';

export interface Account {
  account_id: string;
  email: string;
  full_name: string;
  email_verified: boolean;
  /** Platform-team accounts triage every account's platform requests. */
  is_platform_team: boolean;
}

interface SessionState {
  account: Account | null;
  loading: boolean;
  smtpConfigured: boolean;
  refresh(): Promise<void>;
  adopt(view: SessionView): void;
  signOut(): Promise<void>;
}

export interface SessionView {
  account: Account;
  csrf_token: string;
  smtp_configured: boolean;
}

const Ctx = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<Account | null>(null);
  const [loading, setLoading] = useState(true);
  const [smtpConfigured, setSmtp] = useState(false);
  const adopt = useCallback((view: SessionView) => {
    setCsrf(view.csrf_token);
    setAccount(view.account);
    setSmtp(view.smtp_configured);
  }, []);
  const refresh = useCallback(async () => {
    try {
      adopt(await api<SessionView>('GET', '/api/studio/session'));
    } catch {
      setAccount(null);
    } finally {
      setLoading(false);
    }
  }, [adopt]);
  const signOut = useCallback(async () => {
    await api('DELETE', '/api/studio/session').catch(() => {});
    setCsrf('');
    setAccount(null);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return <Ctx.Provider value={{ account, loading, smtpConfigured, refresh, adopt, signOut }}>{children}</Ctx.Provider>;
}

export function useSession(): SessionState {
  const s = useContext(Ctx);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
