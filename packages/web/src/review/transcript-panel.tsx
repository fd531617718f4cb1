import type { TranscriptSegment } from '@svc-scribe/sdk';
import { Fragment } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { clock } from '../format.js';

/** Words recognised with less confidence than this are underlined for the clinician to check, as are the words of a dose the medicine is not made in. */
const DOUBTFUL_CONFIDENCE = 0.5;

const speakerName = (speaker: string) => speaker.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function SegmentText({ segment }: { segment: TranscriptSegment }) {
  if (!segment.words?.length) return <>{segment.text}</>;
  return (
    <>
      {segment.words.map((word, i) => {
        const doubt = word.needs_review
          ? 'a dose this medicine is not made in: check it against the recording'
          : word.confidence < DOUBTFUL_CONFIDENCE
            ? `recognised with ${Math.round(word.confidence * 100)}% confidence`
            : undefined;
        return (
          <Fragment key={i}>
            {i > 0 && ' '}
            {doubt ? (
              <span class="doubtful" title={doubt}>
                {word.text}
              </span>
            ) : (
              word.text
            )}
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * The transcript, line by line with speaker and time, beside the audio when this browser has it: a line's time plays
 * from there, and the line being played is highlighted. Lines that are the evidence of the selected item are marked.
 */
export function TranscriptPanel({ segments, audioUrl, activeEvidence }: { segments: TranscriptSegment[]; audioUrl: string | undefined; activeEvidence: readonly string[] }) {
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [playingAt, setPlayingAt] = useState<number>();

  useEffect(() => {
    list.current?.querySelector('[data-evidence-active]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeEvidence]);

  const playFrom = (seconds: number) => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = seconds;
    // A browser that refuses to play (no audio device) leaves the player where it is.
    player.play().catch(() => undefined);
  };

  return (
    <section class="panel transcript" aria-labelledby="transcript-heading">
      <h2 id="transcript-heading">Transcript</h2>
      {audioUrl ? (
        <audio ref={audio} src={audioUrl} controls aria-label="Session audio" onTimeUpdate={(e) => setPlayingAt(e.currentTarget.currentTime)} />
      ) : (
        <p class="hint">The audio plays in the browser that recorded or uploaded it.</p>
      )}
      <ol ref={list} class="lines">
        {segments.map((segment) => {
          const evidence = activeEvidence.includes(segment.id);
          const playing = playingAt !== undefined && playingAt >= segment.start && playingAt < segment.end;
          return (
            <li key={segment.id} id={segment.id} data-evidence-active={evidence ? 'true' : undefined} aria-current={playing ? 'true' : undefined}>
              <button type="button" class="time" aria-label={`Play from ${clock(segment.start)}`} disabled={!audioUrl} onClick={() => playFrom(segment.start)}>
                {clock(segment.start)}
              </button>
              <span class="speaker">{speakerName(segment.speaker)}</span>
              <span class="text">{evidence ? <mark><SegmentText segment={segment} /></mark> : <SegmentText segment={segment} />}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
