import { describe, expect, it } from 'vitest';
import { nameVoices, splitAtTurns } from './label-speakers.js';
import { diarize, type SpeechSpan } from './diarize.js';

// Synthetic "voices": a glottal pulse train at the voice's pitch through three formant resonators whose frequencies are the
// vowel's scaled by the voice's vocal-tract factor, cycling through vowels so that the content changes while the voice
// does not. Deterministic (seeded).
const RATE = 16_000;

interface Voice {
  /** Mean pitch, Hz. */
  f0: number;
  /** Formant frequencies are multiplied by this (shorter vocal tract: larger). */
  tract: number;
  /** Glottal pulse sharpness: lower gives a darker voice. */
  brightness: number;
}

const LOW_VOICE: Voice = { f0: 105, tract: 0.92, brightness: 0.9 };
const HIGH_VOICE: Voice = { f0: 215, tract: 1.2, brightness: 0.6 };

const VOWELS: [number, number, number][] = [
  [730, 1090, 2440],
  [270, 2290, 3010],
  [300, 870, 2240],
  [530, 1840, 2480],
  [640, 1190, 2390],
  [390, 1990, 2550],
];

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `seconds` of speech-like sound by `voice`; `seed` picks the vowel sequence and jitter. */
function speak(voice: Voice, seconds: number, seed: number): Float32Array {
  const next = random(seed);
  const out = new Float32Array(Math.round(seconds * RATE));
  let phase = 0;
  // Resonator states per formant.
  const y1 = [0, 0, 0];
  const y2 = [0, 0, 0];
  let vowel = VOWELS[Math.floor(next() * VOWELS.length)]!;
  let vowelLeft = 0;
  let glottal = 0;
  for (let i = 0; i < out.length; i++) {
    if (vowelLeft <= 0) {
      vowel = VOWELS[Math.floor(next() * VOWELS.length)]!;
      vowelLeft = Math.round((0.12 + 0.15 * next()) * RATE);
    }
    vowelLeft--;
    const f0 = voice.f0 * (1 + 0.04 * Math.sin((2 * Math.PI * i) / (0.9 * RATE)) + 0.01 * (next() - 0.5));
    phase += f0 / RATE;
    let source = 0;
    if (phase >= 1) {
      phase -= 1;
      source = 1;
    }
    // A leaky integrator shapes the pulses; a little breath noise.
    glottal = voice.brightness * glottal + source;
    let x = glottal - voice.brightness * 0.5 * glottal + 0.02 * (next() - 0.5);
    for (let k = 0; k < 3; k++) {
      const frequency = Math.min(7000, vowel[k]! * voice.tract);
      const bandwidth = 60 + 40 * k;
      const r = Math.exp((-Math.PI * bandwidth) / RATE);
      const a1 = 2 * r * Math.cos((2 * Math.PI * frequency) / RATE);
      const a2 = -r * r;
      const y = (1 - r) * x + a1 * y1[k]! + a2 * y2[k]!;
      y2[k] = y1[k]!;
      y1[k] = y;
      x = y;
    }
    out[i] = x;
  }
  // Normalise to a peak of 0.5.
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  return peak > 0 ? out.map((v) => (0.5 * v) / peak) : out;
}

interface Scripted {
  pcm: Float32Array;
  /** Each part's time span and voice index. */
  turns: { start: number; end: number; voice: number }[];
}

/** Parts said in order by `voices[part.voice]`, each followed by `part.pause` seconds of faint noise. */
function conversation(voices: readonly Voice[], parts: readonly { voice: number; seconds: number; pause: number }[], seed = 1): Scripted {
  const pieces: Float32Array[] = [];
  const turns: Scripted['turns'] = [];
  const noise = random(seed * 7919);
  let position = 0.3;
  const lead = new Float32Array(Math.round(0.3 * RATE)).map(() => 0.001 * (noise() - 0.5));
  pieces.push(lead);
  parts.forEach((part, index) => {
    const speech = speak(voices[part.voice]!, part.seconds, seed * 100 + index);
    pieces.push(speech);
    turns.push({ start: position, end: position + speech.length / RATE, voice: part.voice });
    position += speech.length / RATE;
    const pause = new Float32Array(Math.round(part.pause * RATE)).map(() => 0.001 * (noise() - 0.5));
    pieces.push(pause);
    position += pause.length / RATE;
  });
  const pcm = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    pcm.set(piece, offset);
    offset += piece.length;
  }
  return { pcm, turns };
}

const spans = (turns: readonly { start: number; end: number }[]): SpeechSpan[] => turns.map(({ start, end }) => ({ start, end }));

describe('diarize', () => {
  const alternating = conversation(
    [LOW_VOICE, HIGH_VOICE],
    [
      { voice: 0, seconds: 3, pause: 0.5 },
      { voice: 1, seconds: 2.5, pause: 0.4 },
      { voice: 0, seconds: 1.5, pause: 0.6 },
      { voice: 1, seconds: 1.2, pause: 0.3 },
      { voice: 0, seconds: 4, pause: 0.5 },
      { voice: 1, seconds: 2, pause: 0.5 },
      { voice: 0, seconds: 0.6, pause: 0.5 },
    ],
  );

  it('labels the turns of two voices, speaker 0 being who speaks first', () => {
    const result = diarize(alternating.pcm, spans(alternating.turns));
    expect(result.speakerCount).toBe(2);
    expect(result.segments.map((segment) => segment.speaker)).toEqual(alternating.turns.map((turn) => turn.voice));
    expect(result.segments.every((segment) => segment.changes.length === 0)).toBe(true);
    expect(result.evidence.criticalPenalty).toBeGreaterThan(4);
  });

  it('is deterministic', () => {
    const a = diarize(alternating.pcm, spans(alternating.turns));
    const b = diarize(alternating.pcm, spans(alternating.turns));
    expect(b).toEqual(a);
  });

  it('says one speaker for one voice, and labels everything 0', () => {
    const dictation = conversation(
      [LOW_VOICE],
      [3, 2.5, 4, 1.5, 3, 2, 5].map((seconds, index) => ({ voice: 0, seconds, pause: 0.3 + 0.1 * (index % 4) })),
      5,
    );
    const result = diarize(dictation.pcm, spans(dictation.turns));
    expect(result.speakerCount).toBe(1);
    expect(result.turns.every((turn) => turn.speaker === 0)).toBe(true);
    expect(result.evidence.criticalPenalty).toBeLessThan(4);
  });

  it('keeps two clusters of one voice when told the recording holds two speakers', () => {
    const dictation = conversation([HIGH_VOICE], [4, 3, 4, 3].map((seconds) => ({ voice: 0, seconds, pause: 0.4 })), 9);
    expect(diarize(dictation.pcm, spans(dictation.turns), { allowOneSpeaker: false }).speakerCount).toBe(2);
  });

  it('finds a change of speaker inside one segment with no pause', () => {
    const joined = conversation(
      [LOW_VOICE, HIGH_VOICE],
      [
        { voice: 0, seconds: 4, pause: 0 },
        { voice: 1, seconds: 3.5, pause: 0.5 },
        { voice: 0, seconds: 3, pause: 0.5 },
      ],
      3,
    );
    const [first, second, third] = joined.turns;
    const segments = [
      { start: first!.start, end: second!.end },
      { start: third!.start, end: third!.end },
    ];
    const result = diarize(joined.pcm, segments);
    expect(result.speakerCount).toBe(2);
    expect(result.segments[0]!.changes).toHaveLength(1);
    expect(Math.abs(result.segments[0]!.changes[0]! - second!.start)).toBeLessThan(0.3);
    expect(result.segments[0]!.turns.map((turn) => turn.speaker)).toEqual([0, 1]);
    expect(result.segments[1]!.speaker).toBe(0);
    // Turns cover each segment exactly.
    expect(result.segments[0]!.turns[0]!.start).toBe(segments[0]!.start);
    expect(result.segments[0]!.turns.at(-1)!.end).toBe(segments[0]!.end);
  });

  it('finds a short answer between two stretches of the other voice in one segment (resegmentation)', () => {
    const script = conversation(
      [LOW_VOICE, HIGH_VOICE],
      [
        { voice: 0, seconds: 3, pause: 0.5 },
        { voice: 1, seconds: 3, pause: 0.5 },
        { voice: 0, seconds: 2.5, pause: 0 },
        { voice: 1, seconds: 0.6, pause: 0 },
        { voice: 0, seconds: 2.5, pause: 0.5 },
      ],
      21,
    );
    const t = script.turns;
    const segments = [t[0]!, t[1]!, { start: t[2]!.start, end: t[4]!.end }];
    const result = diarize(script.pcm, segments);
    expect(result.speakerCount).toBe(2);
    const inner = result.segments[2]!.turns;
    expect(inner.map((turn) => turn.speaker)).toEqual([0, 1, 0]);
    expect(Math.abs(inner[1]!.start - t[3]!.start)).toBeLessThan(0.15);
    expect(Math.abs(inner[1]!.end - t[3]!.end)).toBeLessThan(0.15);
  });

  it('answers for segments with no usable audio, and for no segments at all', () => {
    const result = diarize(alternating.pcm, [
      { start: 0, end: 0.01 },
      ...spans(alternating.turns),
      { start: 1000, end: 1001 },
    ]);
    expect(result.segments).toHaveLength(alternating.turns.length + 2);
    expect(result.segments[0]!.turns).toEqual([{ start: 0, end: 0.01, speaker: 0, segment: 0 }]);
    expect(result.segments.slice(1, -1).map((segment) => segment.speaker)).toEqual(alternating.turns.map((turn) => turn.voice));
    expect(diarize(alternating.pcm, [])).toMatchObject({ speakerCount: 1, segments: [], turns: [] });
    expect(diarize(new Float32Array(0), [{ start: 0, end: 1 }]).speakerCount).toBe(1);
  });

  it('copes with a segment of digital silence and with NaN-free but clipped audio', () => {
    const withSilence = new Float32Array(alternating.pcm.length + 3 * RATE);
    withSilence.set(alternating.pcm);
    const end = alternating.pcm.length / RATE;
    const result = diarize(withSilence, [...spans(alternating.turns), { start: end + 0.5, end: end + 2.5 }]);
    expect(result.speakerCount).toBe(2);
    expect(result.segments.slice(0, -1).map((segment) => segment.speaker)).toEqual(alternating.turns.map((turn) => turn.voice));
    const clipped = alternating.pcm.map((x) => Math.max(-0.1, Math.min(0.1, x * 10)));
    expect(() => diarize(clipped, spans(alternating.turns))).not.toThrow();
  });

  it('keeps the labels in the order segments were given', () => {
    const reversed = spans(alternating.turns).reverse();
    const result = diarize(alternating.pcm, reversed);
    expect(result.segments.map((segment) => segment.speaker)).toEqual(alternating.turns.map((turn) => turn.voice).reverse());
    expect(result.turns.map((turn) => turn.start)).toEqual(alternating.turns.map((turn) => turn.start));
  });
});

describe('splitAtTurns and nameVoices', () => {
  it('cuts a chunk holding both voices at the turns, and names the doctor from the words, whoever speaks first', () => {
    const script = conversation(
      [LOW_VOICE, HIGH_VOICE],
      [
        { voice: 0, seconds: 3, pause: 0.5 },
        { voice: 1, seconds: 2.5, pause: 0.4 },
        { voice: 0, seconds: 1.2, pause: 0.6 },
        { voice: 1, seconds: 3, pause: 0.5 },
      ],
      4,
    );
    const texts = [
      'Doctor, I have had a cough since one week.',
      'Any fever with it? Do you smoke?',
      'No, no fever.',
      "I'll prescribe a syrup, two teaspoons three times a day. Let's do a chest X-ray.",
    ];
    // One chunk from the first word to the last, as the speech chunker joins turns across short pauses.
    const [first, last] = [script.turns[0]!, script.turns.at(-1)!];
    const spans = splitAtTurns(script.pcm, [{ start: Math.round(first.start * RATE), end: Math.round(last.end * RATE) }]);
    expect(spans.map((span) => span.voice)).toEqual([0, 1, 0, 1]);
    spans.forEach((span, index) => expect(Math.abs(span.start / RATE - script.turns[index]!.start)).toBeLessThan(0.6));
    expect(nameVoices(spans.map((span, index) => ({ voice: span.voice, text: texts[index]! })))).toEqual(['patient', 'doctor', 'patient', 'doctor']);
  });

  it('leaves one voice whole and unnamed', () => {
    const script = conversation([LOW_VOICE], [{ voice: 0, seconds: 4, pause: 0.5 }, { voice: 0, seconds: 4, pause: 0.5 }], 5);
    const chunks = script.turns.map((turn) => ({ start: Math.round(turn.start * RATE), end: Math.round(turn.end * RATE) }));
    expect(splitAtTurns(script.pcm, chunks)).toEqual(chunks);
    expect(nameVoices([{ text: 'Any fever?' }, { text: 'No.' }])).toEqual([undefined, undefined]);
  });
});
