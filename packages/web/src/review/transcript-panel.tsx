import type { TranscriptSegment } from '@svc-scribe/sdk';
import { Fragment, type RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { clock } from '../format.js';
import { markedWords, type Evidence } from './evidence.js';
import { playFrom } from './playback.js';

/** Words recognised with less confidence than this are underlined for the clinician to check, as are the words of a dose the medicine is not made in. */
const DOUBTFUL_CONFIDENCE = 0.5;

const speakerName = (speaker: string) => speaker.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A segment's words, those of the selected item marked (`said`), doubtful ones underlined. */
function SegmentText({ segment, said }: { segment: TranscriptSegment; said: readonly string[] | undefined }) {
  if (!segment.words?.length) return said ? <mark>{segment.text}</mark> : <>{segment.text}</>;
  const marked = said ? markedWords(segment.words, said) : new Set<number>();
  return (
    <>
      {segment.words.map((word, i) => {
        const doubt = word.needs_review
          ? 'a dose this medicine is not made in: check it against the recording'
          : word.confidence < DOUBTFUL_CONFIDENCE
            ? `recognised with ${Math.round(word.confidence * 100)}% confidence`
            : undefined;
        const text = doubt ? (
          <span class="doubtful" title={doubt}>
            {word.text}
          </span>
        ) : (
          word.text
        );
        return (
          <Fragment key={i}>
            {i > 0 && ' '}
            {marked === 'all' || marked.has(i) ? <mark>{text}</mark> : text}
          </Fragment>
        );
      })}
    </>
  );
}

interface TranscriptPanelProps {
  segments: TranscriptSegment[];
  /** The session's audio: what this browser recorded, or the server's copy; a note while it loads or when it cannot. */
  audio: { url: string } | { note: string };
  player: RefObject<HTMLAudioElement | null>;
  activeEvidence: Evidence;
}

/**
 * The transcript, line by line with speaker and time, beside the audio: a line's time plays from there, and the line
 * being played is highlighted. The lines the selected item was read from are outlined, and its words in them marked.
 */
export function TranscriptPanel({ segments, audio, player, activeEvidence }: TranscriptPanelProps) {
  const list = useRef<HTMLOListElement>(null);
  const [playingAt, setPlayingAt] = useState<number>();

  useEffect(() => {
    list.current?.querySelector('[data-evidence-active]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeEvidence]);

  const playable = 'url' in audio;
  return (
    <section class="panel transcript" aria-labelledby="transcript-heading">
      <h2 id="transcript-heading">Transcript</h2>
      {playable ? (
        <audio ref={player} src={audio.url} controls preload="metadata" aria-label="Session audio" onTimeUpdate={(e) => setPlayingAt(e.currentTarget.currentTime)} />
      ) : (
        <p class="hint">{audio.note}</p>
      )}
      <ol ref={list} class="lines">
        {segments.map((segment) => {
          const evidence = activeEvidence.segments.includes(segment.id);
          const playing = playingAt !== undefined && playingAt >= segment.start && playingAt < segment.end;
          return (
            <li key={segment.id} id={segment.id} data-evidence-active={evidence ? 'true' : undefined} aria-current={playing ? 'true' : undefined}>
              <button type="button" class="time" aria-label={`Play from ${clock(segment.start)}`} disabled={!playable} onClick={() => playFrom(player, segment.start)}>
                {clock(segment.start)}
              </button>
              <span class="speaker">{speakerName(segment.speaker)}</span>
              <span class="text">
                <SegmentText segment={segment} said={evidence ? activeEvidence.said : undefined} />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
