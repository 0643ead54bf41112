import { guardRoute, type RouteMeta } from '@backstage/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearCredentials, isSignedIn } from '@/lib/credentials';
import { takeQueryParam } from '@/lib/query-params';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';
import { AppShell } from '../shell/app-shell';
import { useScrollReset } from './scroll-reset';

/** route guard (docs/product.md#route-guard) around every screen: decides, then shows the screen in the shell or redirects. */
export function GuardedLayout() {
  const location = useLocation();
  const sso = takeQueryParam(location.search, 'sso');
  const decision = guardRoute({
    pathname: location.pathname,
    search: sso.rest,
    sso: sso.value,
    hash: location.hash,
    signedIn: isSignedIn(),
    userAgent: navigator.userAgent,
  });
  const route: RouteMeta | undefined = decision.kind === 'allow' ? decision.route : undefined;
  useScrollReset(route?.name);
  if (decision.kind === 'redirect')
    return <Redirect to={decision.to} remember={decision.remember} reset={decision.resetUser} />;
  if (decision.replace) return <Redirect to={`${location.pathname}${decision.search}${location.hash}`} />;
  return <AppShell route={decision.route} />;
}

function Redirect({ to, remember, reset = false }: { to: string; remember?: string; reset?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (reset) clearCredentials();
    if (remember) writeStored(STORAGE_KEYS.redirectRoute, remember);
    navigate(to, { replace: true });
  }, [navigate, to, remember, reset]);
  return null;
}
