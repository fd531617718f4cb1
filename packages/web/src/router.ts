import { useEffect, useState } from 'preact/hooks';

/** The app's screens, as paths under /app/: what a reload or a bookmark reopens. */
export type Route = { screen: 'record' } | { screen: 'history' } | { screen: 'review'; txnId: string };

const BASE = '/app/';

export function routeOf(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const review = /^sessions\/([^/]+)$/.exec(rest);
  if (review) return { screen: 'review', txnId: decodeURIComponent(review[1]!) };
  return rest === 'history' ? { screen: 'history' } : { screen: 'record' };
}

export function pathOf(route: Route): string {
  if (route.screen === 'review') return `${BASE}sessions/${encodeURIComponent(route.txnId)}`;
  return route.screen === 'history' ? `${BASE}history` : BASE;
}

export function navigate(route: Route): void {
  history.pushState(null, '', pathOf(route));
  dispatchEvent(new PopStateEvent('popstate'));
}

/** The current route, following the browser's back and forward buttons. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.pathname));
  useEffect(() => {
    const follow = () => setRoute(routeOf(location.pathname));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
  return route;
}
