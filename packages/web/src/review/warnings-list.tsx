import type { TranscriptSegment } from '@svc-scribe/sdk';
import { clock } from '../format.js';
import { readableWarning } from './readable-warning.js';

/** What to check before signing, in a clinician's words, each with the moment of the recording to listen to. */
export function WarningsList({ warnings, segments, canPlay, onListen }: { warnings: string[]; segments: TranscriptSegment[]; canPlay: boolean; onListen: (seconds: number) => void }) {
  if (warnings.length === 0) return null;
  return (
    <ul class="warnings" aria-label="Warnings">
      {warnings.map((warning) => {
        const { text, at } = readableWarning(warning, segments);
        return (
          <li key={warning}>
            {text}
            {at !== undefined && (
              <>
                {' '}
                <button type="button" class="secondary listen" disabled={!canPlay} onClick={() => onListen(at)}>
                  Listen at {clock(at)}
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
