import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { inFrame } from '../api/embedded-frame';
import type { FromState } from './from-location';
import { isSignedIn } from '../api/session';

// Only the admin's frame needs it, and it brings the auth contract (zod): loaded on demand there.
const FrameSession = lazy(() => import('./frame-session').then((m) => ({ default: m.FrameSession })));

/** Spec 1 §2.1: without the session cookies, go to /unauthorized and remember where the visitor was going. */
export function RequireSession() {
  const location = useLocation();
  if (inFrame()) return <FrameSession />;
  if (!isSignedIn()) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/unauthorized" replace state={state} />;
  }
  return <Outlet />;
}
