import type { SessionSummary } from '@svc-scribe/sdk';

type StageState = 'done' | 'current' | 'waiting';

interface Stage {
  name: string;
  state: StageState;
  /** What the current stage is doing. */
  detail?: string;
  /** Of transcribing: the share of the audio recognised. */
  fraction?: number;
}

/** The three stages a session goes through, as far as the server reports it (`state` and `progress`). */
export function stagesOf(summary: Pick<SessionSummary, 'state' | 'progress'> | undefined): Stage[] {
  const state = summary?.state;
  const progress = summary?.progress ?? null;
  const uploaded: StageState = state === undefined ? 'current' : state === 'created' ? 'current' : 'done';
  const writing = state === 'processing' && progress?.stage === 'writing_note';
  const transcribing: StageState = uploaded !== 'done' ? 'waiting' : writing ? 'done' : 'current';
  return [
    { name: 'Audio uploaded', state: uploaded, ...(uploaded === 'current' && { detail: 'waiting for the audio' }) },
    {
      name: 'Transcribing',
      state: transcribing,
      ...(transcribing === 'current' &&
        (state === 'processing'
          ? { detail: `${Math.round((progress?.fraction ?? 0) * 100)}% of the audio`, fraction: progress?.fraction ?? 0 }
          : { detail: 'waiting for its turn' })),
    },
    { name: 'Writing the note', state: writing ? 'current' : 'waiting' },
  ];
}

const MARKS: Record<StageState, string> = { done: '✓', current: '…', waiting: '' };

/** What a session being processed is doing, stage by stage, while the review waits for its notes. */
export function ProcessingView({ summary }: { summary: SessionSummary | undefined }) {
  return (
    <section class="panel processing" aria-labelledby="processing-heading">
      <h2 id="processing-heading">Processing the session</h2>
      <ol class="stages" aria-label="Processing stages" aria-live="polite">
        {stagesOf(summary).map((stage) => (
          <li key={stage.name} data-stage={stage.state} aria-current={stage.state === 'current' ? 'step' : undefined}>
            <span class="mark" aria-hidden="true">
              {MARKS[stage.state]}
            </span>
            <span class="name">{stage.name}</span>
            {stage.detail && <span class="detail">{stage.detail}</span>}
            {stage.fraction !== undefined && <progress aria-label="Transcription progress" max={1} value={stage.fraction} />}
          </li>
        ))}
      </ol>
      <p class="hint">The notes appear here when they are ready.</p>
    </section>
  );
}
