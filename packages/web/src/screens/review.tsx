import type { SessionFinished, SignedInUser, SignedNote } from '@svc-scribe/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../api.js';
import { showingFailure } from '../failures.js';
import { messageOf } from '../format.js';
import { audioUrl } from '../local-audio.js';
import { buildDraft, isDraft, reviewWordsOf, transcriptSegments, type Draft, type DraftItem, type DraftMedication } from '../review/draft.js';
import { exportFhir } from '../review/export-fhir.js';
import { PrescriptionPanel, reviewWarning } from '../review/prescription-panel.js';
import { PrintablePrescription } from '../review/printable-prescription.js';
import { SectionList } from '../review/section-list.js';
import { SignedVersions } from '../review/signed-versions.js';
import { TranscriptPanel } from '../review/transcript-panel.js';

type Loaded = { result: SessionFinished; draft: Draft; signed: SignedNote[] };

/** The session's result once it has finished (polled meanwhile); the draft is the latest signed version when there is one. */
function useSession(txnId: string) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      const result = await client.sessions.waitForResult(txnId, { signal: abort.signal, intervalMs: 1500 });
      if (result.status === 'failed') throw new Error(`The session failed: ${result.error.msg}`);
      const signed = await client.sessions.signedNotes(txnId, { signal: abort.signal });
      const latest = signed[0]?.content;
      setLoaded({ result, draft: isDraft(latest) ? latest : buildDraft(result), signed });
    })().catch((error: unknown) => abort.signal.aborted || setFailure(messageOf(error)));
    return () => abort.abort();
  }, [txnId]);
  return { loaded, setLoaded, failure };
}

/** A finished session: the transcript beside the notes, SOAP note and prescription; evidence, corrections, signing and export. */
export function ReviewScreen({ txnId, user }: { txnId: string; user: SignedInUser }) {
  const { loaded, setLoaded, failure } = useSession(txnId);
  const [activeEvidence, setActiveEvidence] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (failure) return <p role="alert" class="error">{failure}</p>;
  if (!loaded) return <p role="status" class="processing">Processing the session… the notes appear here when they are ready.</p>;
  const { result, draft, signed } = loaded;

  const update = (next: Draft) => setLoaded({ ...loaded, draft: next });
  const editSection = (list: 'notes' | 'soap') => (s: number, i: number, text: string) =>
    update({ ...draft, [list]: draft[list].map((section, si) => (si !== s ? section : { ...section, items: section.items.map((item, ii) => (ii === i ? { ...item, text } : item)) })) });
  const editMedication = (index: number, field: keyof DraftMedication, value: string) =>
    update({ ...draft, prescription: draft.prescription.map((m, i) => (i === index ? { ...m, [field]: value } : m)) });
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
  const warningOf = (item: DraftItem) => {
    const words = reviewWordsOf(item, draft.prescription);
    return words.length > 0 ? reviewWarning(words) : undefined;
  };
  const sectionProps = { editing, activeEvidence, onSelect: setActiveEvidence };

  return (
    <div class="review-screen">
      <div class="no-print">
        <div class="review-header">
          <h1>Session {txnId}</h1>
          <div class="toolbar" role="toolbar" aria-label="Note actions">
            <button type="button" class="secondary" aria-pressed={editing} onClick={() => setEditing(!editing)}>
              {editing ? 'Done editing' : 'Edit note'}
            </button>
            <button type="button" disabled={busy} onClick={() => showingFailure(sign(), setError)}>
              Sign note
            </button>
            <button type="button" class="secondary" disabled={busy} onClick={() => showingFailure(act(() => exportFhir(txnId))(), setError)}>
              Export FHIR JSON
            </button>
            <button type="button" class="secondary" onClick={() => print()}>
              Print prescription
            </button>
          </div>
        </div>
        {error && <p role="alert" class="error">{error}</p>}
        {result.status === 'partial' && <p class="warning">Some templates could not be produced for this session.</p>}
        {draft.warnings.length > 0 && (
          <ul class="warnings" aria-label="Warnings">
            {draft.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
        <div class="review-grid">
          <TranscriptPanel segments={transcriptSegments(result)} audioUrl={audioUrl(txnId)} activeEvidence={activeEvidence} />
          <div class="documents">
            <section class="panel" aria-labelledby="notes-heading">
              <h2 id="notes-heading">Clinical notes</h2>
              <SectionList label="Clinical notes" sections={draft.notes} onEdit={editSection('notes')} warningOf={warningOf} {...sectionProps} />
            </section>
            <section class="panel" aria-labelledby="soap-heading">
              <h2 id="soap-heading">SOAP note</h2>
              <SectionList label="SOAP note" sections={draft.soap} onEdit={editSection('soap')} {...sectionProps} />
            </section>
            <section class="panel" aria-labelledby="prescription-heading">
              <h2 id="prescription-heading">Prescription</h2>
              <PrescriptionPanel medications={draft.prescription} editing={editing} onSelect={setActiveEvidence} onEdit={editMedication} />
            </section>
          </div>
        </div>
        <SignedVersions versions={signed} />
      </div>
      <PrintablePrescription medications={draft.prescription} user={user} signed={signed[0]} />
    </div>
  );
}
