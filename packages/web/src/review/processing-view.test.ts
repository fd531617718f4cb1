import { describe, expect, it } from 'vitest';
import { stagesOf } from './processing-view.js';

const states = (summary: Parameters<typeof stagesOf>[0]) => stagesOf(summary).map((s) => [s.name, s.state, s.detail, s.fraction]);

describe('stagesOf', () => {
  it('follows the server: queued, transcribing with its share, then writing the note', () => {
    expect(states({ state: 'queued', progress: null })).toEqual([
      ['Audio uploaded', 'done', undefined, undefined],
      ['Transcribing', 'current', 'waiting for its turn', undefined],
      ['Writing the note', 'waiting', undefined, undefined],
    ]);
    expect(states({ state: 'processing', progress: { stage: 'transcribing', fraction: 0.375 } })[1]).toEqual(['Transcribing', 'current', '38% of the audio', 0.375]);
    expect(states({ state: 'processing', progress: null })[1]).toEqual(['Transcribing', 'current', '0% of the audio', 0]);
    expect(states({ state: 'processing', progress: { stage: 'writing_note', fraction: 0 } }).map((s) => s[1])).toEqual(['done', 'done', 'current']);
  });

  it('waits for the audio of a session not started, and before the first answer', () => {
    expect(states({ state: 'created', progress: null }).map((s) => s[1])).toEqual(['current', 'waiting', 'waiting']);
    expect(states(undefined).map((s) => s[1])).toEqual(['current', 'waiting', 'waiting']);
  });
});
