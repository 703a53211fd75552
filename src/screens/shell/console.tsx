// The signed-in console (the app root's lazy chunk puts it inside the providers): the layout,
// mounted once, and the switch of the signed-in routes of route-table.ts.
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { navigation } from '../../shared/messages/navigation.ts';
import { NotifyArea } from '../shared/feedback/notify.tsx';
import { LoadingRows } from '../shared/feedback/query-state.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { useDocumentTitle } from './document-title.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { NotFound } from './not-found.tsx';
import { SIGNED_IN_ROUTES, type ScreenRoute } from './route-table.ts';

function Screen({ route }: { route: ScreenRoute }) {
  useDocumentTitle(route.title);
  const content = (
    <ErrorBoundary>
      <Suspense fallback={<LoadingRows label={navigation.mainNavigation} />}>
        <route.screen />
      </Suspense>
    </ErrorBoundary>
  );
  return route.notifyLife ? <NotifyArea life={route.notifyLife}>{content}</NotifyArea> : content;
}

export function Console() {
  return (
    <ConsoleLayout>
      <Switch>
        {SIGNED_IN_ROUTES.map((route) => (
          // Keyed by path: another route is another screen, with an error boundary of its own.
          <Route key={route.path} path={route.path}>
            {'redirect' in route ? <Redirect to={route.redirect} replace /> : <Screen route={route} />}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </ConsoleLayout>
  );
}
