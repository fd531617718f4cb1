import { AuthError, type SignedInUser } from '@svc-scribe/sdk';
import { useState } from 'preact/hooks';
import { signIn } from '../api.js';
import { showingFailure } from '../failures.js';
import { messageOf } from '../format.js';

export function SignInScreen({ onSignedIn, failure }: { onSignedIn: (user: SignedInUser) => void; failure?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(failure);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await signIn(email, password));
    } catch (cause) {
      setError(cause instanceof AuthError ? 'Wrong e-mail or password, or the account is disabled.' : messageOf(cause));
      setBusy(false);
    }
  };

  return (
    <main class="sign-in">
      <h1>svc-scribe</h1>
      <form onSubmit={(event) => showingFailure(submit(event), setError)}>
        <label>
          E-mail
          <input type="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          Password
          <input type="password" autocomplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
        {error && <p role="alert" class="error">{error}</p>}
      </form>
    </main>
  );
}
