/**
 * The authentication check of the /workspace wrapper route (spec §2, §6): without an AuthState the
 * visitor goes to /login with `preUrl` set to the address they wanted, so login can return there;
 * with one, the routes inside are drawn.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';

export function RequireAuth() {
  const authState = useAuthState();
  const location = useLocation();
  if (!authState) {
    const wanted = location.pathname + location.search + location.hash;
    return <Navigate replace to={`${paths.login}?preUrl=${encodeURIComponent(wanted)}`} />;
  }
  return <Outlet />;
}
