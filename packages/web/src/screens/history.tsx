import type { SessionSummary } from '@svc-scribe/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../api.js';
import { showingFailure } from '../failures.js';
import { dateTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import { sessionTitle } from '../session-title.js';

const STATUS: Record<SessionSummary['state'], string> = {
  created: 'Not started',
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Ready',
  partial: 'Partly ready',
  failed: 'Failed',
  expired: 'Expired',
};

/** Local midnight of a `<input type=date>` value, and of the day after: the range a search by date covers. */
const startOfDay = (date: string, plusDays = 0) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays);
};

/** The clinician's sessions, newest first, by title, with their patient and status; searched by date; deleted one by one. */
export function HistoryScreen() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sessions, setSessions] = useState<SessionSummary[]>();
  const [confirming, setConfirming] = useState<string>();
  const [error, setError] = useState<string>();

  // Their failures are shown by the caller (`showingFailure`).
  const search = async () => {
    setError(undefined);
    setSessions(await client.sessions.list({ createdFrom: from ? startOfDay(from) : undefined, createdBefore: to ? startOfDay(to, 1) : undefined }));
  };
  useEffect(() => showingFailure(search(), setError), []);

  const remove = async (txnId: string) => {
    setConfirming(undefined);
    await client.sessions.delete(txnId);
    setSessions((all) => all?.filter((session) => session.txn_id !== txnId));
  };

  return (
    <div class="history-screen">
      <h1>History</h1>
      <form
        class="search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          showingFailure(search(), setError);
        }}
      >
        <label>
          From
          <input type="date" value={from} onInput={(e) => setFrom(e.currentTarget.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      {error && <p role="alert" class="error">{error}</p>}
      {sessions === undefined ? (
        <p role="status">Loading…</p>
      ) : sessions.length === 0 ? (
        <p class="empty">No sessions.</p>
      ) : (
        <table class="sessions">
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">Patient</th>
              <th scope="col">Created</th>
              <th scope="col">Mode</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const title = sessionTitle(session);
              return (
                <tr key={session.txn_id}>
                  <td>
                    <a
                      href={pathOf({ screen: 'review', txnId: session.txn_id })}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate({ screen: 'review', txnId: session.txn_id });
                      }}
                    >
                      {title}
                    </a>
                  </td>
                  <td>{session.patient_ref ?? '—'}</td>
                  <td>{dateTime(session.created_at)}</td>
                  <td>{session.mode ?? '—'}</td>
                  <td class={`state state-${session.state}`}>{STATUS[session.state]}</td>
                  <td>
                    {confirming === session.txn_id ? (
                      <button type="button" class="danger" aria-label={`Confirm delete ${title}`} onClick={() => showingFailure(remove(session.txn_id), setError)}>
                        Confirm delete
                      </button>
                    ) : (
                      <button type="button" class="secondary" aria-label={`Delete ${title}`} onClick={() => setConfirming(session.txn_id)}>
                        Delete
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
