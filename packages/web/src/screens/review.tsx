import type { SessionFinished, SessionSummary, SignedInUser, SignedNote } from '@svc-scribe/sdk';
import { useEffect, useRef, useState } from 'preact/hooks';
import { client } from '../api.js';
import { showingFailure } from '../failures.js';
import { dateTime, messageOf } from '../format.js';
import { asDraft, buildDraft, reviewWordsOf, transcriptSegments, type Draft, type DraftItem, type DraftSection } from '../review/draft.js';
import { NO_EVIDENCE } from '../review/evidence.js';
import { exportFhir } from '../review/export-fhir.js';
import { playFrom } from '../review/playback.js';
import { PrescriptionPanel, reviewWarning } from '../review/prescription-panel.js';
import { PrintablePrescription } from '../review/printable-prescription.js';
import { ProcessingView } from '../review/processing-view.js';
import { SectionList } from '../review/section-list.js';
import { useSessionAudio } from '../review/session-audio.js';
import { SignedVersions } from '../review/signed-versions.js';
import { TranscriptPanel } from '../review/transcript-panel.js';
import { WarningsList } from '../review/warnings-list.js';
import { sessionTitle } from '../session-title.js';

type Loaded = { result: SessionFinished; draft: Draft; signed: SignedNote[] };

/** How often the processing view asks the server how far the session has gone. */
const POLL_MS = 1500;
const FINISHED: readonly SessionSummary['state'][] = ['completed', 'partial', 'failed', 'expired'];

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * The session's summary (polled while it is processed, for the processing view), then its result once it has
 * finished; the draft is the latest signed version when there is one.
 */
function useSession(txnId: string) {
  const [summary, setSummary] = useState<SessionSummary>();
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    (async () => {
      for (;;) {
        const now = await client.sessions.summary(txnId, { signal });
        setSummary(now);
        if (now.state === 'expired') throw new Error('The session expired before its audio arrived: nothing was transcribed.');
        if (FINISHED.includes(now.state)) break;
        await pause(POLL_MS, signal);
      }
      const result = await client.sessions.waitForResult(txnId, { signal, intervalMs: POLL_MS });
      if (result.status === 'failed') throw new Error(`The session failed: ${result.error.msg}`);
      const signed = await client.sessions.signedNotes(txnId, { signal });
      setLoaded({ result, draft: asDraft(signed[0]?.content) ?? buildDraft(result), signed });
    })().catch((error: unknown) => signal.aborted || setFailure(messageOf(error)));
    return () => abort.abort();
  }, [txnId]);
  return { summary, loaded, setLoaded, failure };
}

/** The title of the session, and who and when it is about. */
function SessionHeading({ summary }: { summary: SessionSummary | undefined }) {
  if (!summary) return <h1>Session</h1>;
  return (
    <div class="session-heading">
      <h1>{sessionTitle(summary)}</h1>
      <p class="hint">
        {summary.patient_ref && <>Patient {summary.patient_ref} · </>}
        {dateTime(summary.created_at)}
      </p>
    </div>
  );
}

/** A finished session: the transcript beside the notes, SOAP note and prescription; evidence, corrections, signing and export. */
export function ReviewScreen({ txnId, user }: { txnId: string; user: SignedInUser }) {
  const { summary, loaded, setLoaded, failure } = useSession(txnId);
  const audio = useSessionAudio(txnId);
  const player = useRef<HTMLAudioElement>(null);
  const [activeEvidence, setActiveEvidence] = useState(NO_EVIDENCE);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (failure) return <p role="alert" class="error">{failure}</p>;
  if (!loaded) {
    return (
      <div class="review-screen">
        <SessionHeading summary={summary} />
        <ProcessingView summary={summary} />
      </div>
    );
  }
  const { result, draft, signed } = loaded;
  const segments = transcriptSegments(result);
  // What was signed last: what the print and the FHIR export carry once there is one.
  const signedDraft = asDraft(signed[0]?.content);

  const update = (next: Draft) => setLoaded({ ...loaded, draft: next });
  const edited = (sections: DraftSection[], s: number, i: number, text: string) =>
    sections.map((section, si) => (si !== s ? section : { ...section, items: section.items.map((item, ii) => (ii === i ? { ...item, text } : item)) }));
  const editSection = (list: 'notes' | 'soap') => (s: number, i: number, text: string) => update({ ...draft, [list]: edited(draft[list], s, i, text) });
  const editNoteTemplate = (t: number) => (s: number, i: number, text: string) =>
    update({ ...draft, noteTemplates: draft.noteTemplates.map((template, ti) => (ti === t ? { ...template, sections: edited(template.sections, s, i, text) } : template)) });
  const act = (work: () => Promise<void>) => async () => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  const sign = act(async () => {
    const note = await client.sessions.sign(txnId, { ...draft });
    setEditing(false);
    setLoaded({ ...loaded, signed: [note, ...signed] });
  });
  const exportSigned = act(() => exportFhir(txnId, signedDraft ?? draft, signed[0] && { email: signed[0].signed_by.email, at: signed[0].signed_at }));
  const warningOf = (item: DraftItem) => {
    const words = reviewWordsOf(item, draft.prescription);
    return words.length > 0 ? reviewWarning(words) : undefined;
  };
  const sectionProps = { editing, activeEvidence, onSelect: setActiveEvidence };

  return (
    <div class="review-screen">
      <div class="no-print">
        <div class="review-header">
          <SessionHeading summary={summary} />
          <div class="toolbar" role="toolbar" aria-label="Note actions">
            <button type="button" class="secondary" aria-pressed={editing} onClick={() => setEditing(!editing)}>
              {editing ? 'Done editing' : 'Edit note'}
            </button>
            <button type="button" disabled={busy} onClick={() => showingFailure(sign(), setError)}>
              Sign note
            </button>
            <button type="button" class="secondary" disabled={busy} onClick={() => showingFailure(exportSigned(), setError)}>
              Export FHIR JSON
            </button>
            <button type="button" class="secondary" onClick={() => print()}>
              Print prescription
            </button>
          </div>
        </div>
        {error && <p role="alert" class="error">{error}</p>}
        {result.status === 'partial' && <p class="warning">Some templates could not be produced for this session.</p>}
        <WarningsList warnings={draft.warnings} segments={segments} canPlay={'url' in audio} onListen={(seconds) => playFrom(player, seconds)} />
        <div class="review-grid">
          <TranscriptPanel segments={segments} audio={audio} player={player} activeEvidence={activeEvidence} />
          <div class="documents">
            <section class="panel" aria-labelledby="notes-heading">
              <h2 id="notes-heading">Clinical notes</h2>
              <SectionList label="Clinical notes" sections={draft.notes} onEdit={editSection('notes')} warningOf={warningOf} {...sectionProps} />
            </section>
            <section class="panel" aria-labelledby="soap-heading">
              <h2 id="soap-heading">SOAP note</h2>
              <SectionList label="SOAP note" sections={draft.soap} onEdit={editSection('soap')} {...sectionProps} />
            </section>
            {draft.noteTemplates.map((template, t) => (
              <section class="panel" key={template.id} aria-labelledby={`template-heading-${t}`}>
                <h2 id={`template-heading-${t}`}>{template.name}</h2>
                <SectionList label={template.name} sections={template.sections} onEdit={editNoteTemplate(t)} {...sectionProps} />
              </section>
            ))}
            <section class="panel prescription" aria-labelledby="prescription-heading">
              <h2 id="prescription-heading">Prescription</h2>
              <PrescriptionPanel medications={draft.prescription} editing={editing} onSelect={setActiveEvidence} onChange={(prescription) => update({ ...draft, prescription })} />
            </section>
          </div>
        </div>
        <SignedVersions versions={signed} />
      </div>
      <PrintablePrescription medications={(signedDraft ?? draft).prescription} user={user} signed={signed[0]} />
    </div>
  );
}
