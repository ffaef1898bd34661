import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CARDS } from '@console/contracts/common/cards';
import { AppFrame } from './app-frame';
import { CardScreen, FlagScreen } from './card-screen';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { UnauthorizedPage } from './unauthorized-page';

// Sign-in pulls in the form library and the contract schemas; most visits never need it.
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
// The mail outbox is not a home card: every signed-in operator may open it (its list shows only their functions' mail).
const MailPage = lazy(() => import('../features/mail/mail-page').then((m) => ({ default: m.MailPage })));
// Neither is a home card: Jobs is open to every operator (each sees their functions' jobs), Audit needs showAudit.
const JobsPage = lazy(() => import('../features/jobs/jobs-page').then((m) => ({ default: m.JobsPage })));
const AuditPage = lazy(() => import('../features/audit/audit-page').then((m) => ({ default: m.AuditPage })));
// The customer mirror of a connected store: not a home card either; it needs showStoreSync.
const StoreSyncPage = lazy(() => import('../features/store-sync/store-sync-page').then((m) => ({ default: m.StoreSyncPage })));

const errorElement = <RouteError />;

/** Spec 1 §2.1: every guarded route matches exactly, so `/Students` is not `/students`. */
const guardedRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, errorElement },
  ...CARDS.map((card) => ({ path: card.route, caseSensitive: true, element: <CardScreen card={card} />, errorElement })),
  { path: '/mail', caseSensitive: true, element: <MailPage />, errorElement },
  { path: '/jobs', caseSensitive: true, element: <JobsPage />, errorElement },
  { path: '/audit', caseSensitive: true, element: <FlagScreen flag="showAudit" title="Audit" screen={AuditPage} />, errorElement },
  { path: '/store-sync', caseSensitive: true, element: <FlagScreen flag="showStoreSync" title="Store sync" screen={StoreSyncPage} />, errorElement },
];

export const router = createBrowserRouter([
  { path: '/login', caseSensitive: true, element: <LoginPage />, errorElement },
  { path: '/unauthorized', caseSensitive: true, element: <UnauthorizedPage />, errorElement },
  {
    element: <RequireSession />,
    errorElement,
    children: [{ element: <AppFrame />, children: guardedRoutes }],
  },
  { path: '*', element: <NotFoundPage /> },
]);
