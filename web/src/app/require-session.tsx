import { Navigate, Outlet, useLocation } from 'react-router';
import type { FromState } from './from-location';
import { isSignedIn } from './session';

/** Spec 1 §2.1: without the session cookies, go to /unauthorized and remember where the visitor was going. */
export function RequireSession() {
  const location = useLocation();
  if (!isSignedIn()) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/unauthorized" replace state={state} />;
  }
  return <Outlet />;
}
