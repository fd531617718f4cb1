import type { SignedNote } from '@svc-scribe/sdk';
import { dateTime } from '../format.js';

export function SignedVersions({ versions }: { versions: SignedNote[] }) {
  return (
    <section class="signed-versions" aria-labelledby="signed-heading">
      <h2 id="signed-heading">Signed versions</h2>
      {versions.length === 0 ? (
        <p class="empty">Not signed yet.</p>
      ) : (
        <ol>
          {versions.map((version) => (
            <li key={version.id}>
              Signed by {version.signed_by.email} on <time dateTime={version.signed_at}>{dateTime(version.signed_at)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
