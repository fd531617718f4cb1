import type { SignedInUser } from '@svc-scribe/sdk';
import { useEffect, useState } from 'preact/hooks';
import { resumeSession, signOut } from './api.js';
import { messageOf } from './format.js';
import { navigate, pathOf, useRoute, type Route } from './router.js';
import { HistoryScreen } from './screens/history.js';
import { RecordScreen } from './screens/record.js';
import { ReviewScreen } from './screens/review.js';
import { SignInScreen } from './screens/sign-in.js';

/** A link to a screen that the page routes itself, without a reload. */
function NavLink({ to, current, children }: { to: Route; current: Route; children: string }) {
  const active = current.screen === to.screen;
  return (
    <a
      href={pathOf(to)}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function App() {
  // undefined while the cookie's session is looked for; null when signed out.
  const [user, setUser] = useState<SignedInUser | null | undefined>(undefined);
  const [failure, setFailure] = useState<string>();
  const route = useRoute();

  useEffect(() => {
    resumeSession().then(
      (resumed) => setUser(resumed ?? null),
      (error: unknown) => {
        setFailure(messageOf(error));
        setUser(null);
      },
    );
  }, []);

  // Signed out here whatever the server said; the sign-in screen says when the server did not take it (its cookie may
  // then resume the session on a reload).
  const signOutHere = () => {
    signOut().then(
      () => setUser(null),
      (error: unknown) => {
        setFailure(`Signing out failed on the server (${messageOf(error)}): a reload may sign you back in.`);
        setUser(null);
      },
    );
  };

  if (user === undefined) return <p class="loading">Loading…</p>;
  if (user === null) return <SignInScreen onSignedIn={setUser} failure={failure} />;

  return (
    <>
      <header class="app-header">
        <span class="brand">svc-scribe</span>
        <nav aria-label="Main">
          <NavLink to={{ screen: 'record' }} current={route}>New session</NavLink>
          <NavLink to={{ screen: 'history' }} current={route}>History</NavLink>
        </nav>
        <span class="who">{user.email}</span>
        <button type="button" class="secondary" onClick={signOutHere}>
          Sign out
        </button>
      </header>
      <main>
        {route.screen === 'record' && <RecordScreen />}
        {route.screen === 'history' && <HistoryScreen />}
        {route.screen === 'review' && <ReviewScreen key={route.txnId} txnId={route.txnId} user={user} />}
      </main>
    </>
  );
}
