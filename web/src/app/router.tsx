import { lazy } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { CARDS } from '@console/contracts/common/cards';
import { AppFrame } from './app-frame';
import { CardScreen, FlagScreen } from './card-screen';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { operatorPresent, RequireSession, SessionIfFramed } from './require-session';
import { RouteError } from './route-error';
import { SHELL_SCREENS } from './screens';
import { UnauthorizedPage } from './unauthorized-page';

// Sign-in pulls in the form library and the contract schemas; most visits never need it.
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const errorElement = <RouteError />;

/** docs/functions/shell-students-staff.md §2.1: every guarded route matches exactly, so `/Students` is not `/students`. */
const guardedRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, errorElement },
  ...CARDS.map((card) => ({ path: card.route, caseSensitive: true, element: <CardScreen card={card} />, errorElement })),
  // The screens that are not home cards: Jobs and Mail open to every operator (each sees their functions'
  // jobs and mail), Audit and Store sync need their flags.
  ...SHELL_SCREENS.map(({ route, name, flag, screen: Screen }) => ({
    path: route,
    caseSensitive: true,
    element: flag === null ? <Screen /> : <FlagScreen flag={flag} title={name} screen={Screen} />,
    errorElement,
  })),
];

export const router = createBrowserRouter([
  { path: '/login', caseSensitive: true, element: <LoginPage />, errorElement },
  { path: '/unauthorized', caseSensitive: true, element: <UnauthorizedPage />, errorElement },
  {
    element: <RequireSession />,
    errorElement,
    children: [{ element: <AppFrame />, children: guardedRoutes }],
  },
  // Not found: a signed-in operator keeps the menu to go on from; a visitor gets the bare page (docs/functions/shell-students-staff.md
  // §2.1).
  {
    element: <SessionIfFramed />,
    children: [{ element: <FrameIfOperator />, children: [{ path: '*', element: <NotFoundPage /> }] }],
  },
]);

function FrameIfOperator() {
  return operatorPresent() ? <AppFrame /> : <Outlet />;
}
