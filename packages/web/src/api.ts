import { ScribeClient, type SignedInUser } from '@svc-scribe/sdk';

/** The one SDK client of the page: the app talks to the server only through it, as the signed-in clinician. */
export const client = new ScribeClient({ baseUrl: location.origin, userSession: true });

/**
 * Whether this browser signed in and has not signed out: the refresh cookie is HttpOnly, so the page cannot see it,
 * and trying it without one would only produce a refused request.
 */
const SIGNED_IN_KEY = 'scribe.signedIn';

export async function resumeSession(): Promise<SignedInUser | undefined> {
  if (localStorage.getItem(SIGNED_IN_KEY) === null) return undefined;
  const user = await client.account.resume();
  if (!user) localStorage.removeItem(SIGNED_IN_KEY);
  return user;
}

export async function signIn(email: string, password: string): Promise<SignedInUser> {
  const user = await client.account.signIn(email, password);
  localStorage.setItem(SIGNED_IN_KEY, '1');
  return user;
}

export async function signOut(): Promise<void> {
  localStorage.removeItem(SIGNED_IN_KEY);
  await client.account.signOut();
}
