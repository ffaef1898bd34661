import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { inFrame } from '../api/embedded-frame';
import type { FromState } from './from-location';
import { isSignedIn } from '../api/session';

// Only the admin's frame needs it, and it brings the auth contract (zod): loaded on demand there.
const FrameSession = lazy(() => import('./frame-session').then((m) => ({ default: m.FrameSession })));

/**
 * docs/functions/shell-students-staff.md §2.1: without the session cookies, go to /unauthorized and remember where the visitor was going.
 * The console's own address (`/`) is where a visit starts, not a guarded screen: it goes to the sign-in form.
 */
export function RequireSession() {
  const location = useLocation();
  if (inFrame()) return <FrameSession />;
  if (!isSignedIn()) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={location.pathname === '/' ? '/login' : '/unauthorized'} replace state={state} />;
  }
  return <Outlet />;
}

/** A page for everyone (the 404): in the admin's frame the operator is named first, as on every screen. */
export function SessionIfFramed() {
  return inFrame() ? <FrameSession /> : <Outlet />;
}

/** Whether the console's frame (menu, Shop, Find) surrounds a page for everyone: only for a signed-in operator. */
export const operatorPresent = (): boolean => inFrame() || isSignedIn();
