/**
 * Utterance labels for ACI-BENCH: each dialogue turn is aligned to the reference note's sentences, and takes the
 * note section of the sentence it best matches, or `none` when no sentence matches well enough.
 *
 * A match scores the IDF-weighted cosine between the content-word sets of turn and sentence (stop words and
 * fillers dropped, plurals folded, number words as digits). A turn with fewer than `SHORT_TURN` content words (a
 * "yes", "no, never") that follows a question is matched together with that question, which it answers; a short turn after
 * a statement ("mm-hmm") is matched alone, and so mostly to `none`. The best sentence must
 * share at least `MIN_SHARED` content words and reach `THRESHOLD`; ties go to the sentence earlier in the note.
 */
import type { NoteSection, UtteranceRoute } from '../note-sections.js';

export const THRESHOLD = 0.2;
export const MIN_SHARED = 2;
export const SHORT_TURN = 3;

export interface NoteSentence {
  text: string;
  section: NoteSection;
}

export interface DialogueTurn {
  speaker: 'doctor' | 'patient' | 'unknown';
  text: string;
}

/** A heading line: capitals ("REVIEW OF SYSTEMS", "VITALS REVIEWED"), or a known heading alone with a colon ("Results:"). */
const CAPITALS_HEADING = /^[A-Z][A-Z0-9 ,/&()-]*:?$/;

/** The note section of a reference heading; undefined for a heading outside the five (sentences under it are skipped). */
export function sectionOfHeading(heading: string): NoteSection | undefined {
  const h = heading.toUpperCase();
  if (h.includes('REVIEW OF SYSTEMS')) return 'review_of_systems';
  if (/\bEXAM|\bVITALS\b/.test(h)) return 'examination';
  if (/\bRESULTS?\b|\bLABS?\b|\bIMAGING\b|\bDATA\b/.test(h)) return 'results';
  if (/\bASSESSMENT\b|\bPLAN\b|\bIMPRESSION\b|\bINSTRUCTIONS\b|\bPROCEDURES?\b|\bDIAGNOS/.test(h)) return 'assessment_and_plan';
  if (/\bCOMPLAINT\b|\bHISTORY\b|\bMEDICATIONS?\b|\bALLERG/.test(h)) return 'history';
  return undefined;
}

function headingOf(line: string): string | undefined {
  if (CAPITALS_HEADING.test(line) && /[A-Z]{2}/.test(line)) return line.replace(/:$/, '');
  const named = /^([A-Za-z ]{3,40}):$/.exec(line);
  return named && sectionOfHeading(named[1]!) ? named[1] : undefined;
}

/** The sentences of a reference note under a heading of the five sections. */
export function noteSentences(note: string): NoteSentence[] {
  const sentences: NoteSentence[] = [];
  let section: NoteSection | undefined;
  for (const line of note.split(/\r?\n/).map((l) => l.trim())) {
    if (line === '') continue;
    const heading = headingOf(line);
    if (heading !== undefined) {
      section = sectionOfHeading(heading);
      continue;
    }
    if (section === undefined) continue;
    // A full stop followed by a space ends a sentence; "2.5 mg" stays whole.
    for (const text of line.split(/(?<=[.!?])\s+/)) if (text.trim() !== '') sentences.push({ text: text.trim(), section });
  }
  return sentences;
}

/** The dialogue's turns (`[doctor] …`, `[patient] …`); an untagged line continues the turn before it. */
export function dialogueTurns(dialogue: string): DialogueTurn[] {
  const turns: DialogueTurn[] = [];
  for (const line of dialogue.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const tag = /^\s*\[([^\]]+)\]\s*/.exec(line);
    const text = line.slice(tag?.[0].length ?? 0).trim();
    const previous = turns.at(-1);
    if (!tag && previous) previous.text = `${previous.text} ${text}`;
    else turns.push({ speaker: tag?.[1] === 'doctor' ? 'doctor' : tag?.[1]?.startsWith('patient') ? 'patient' : 'unknown', text });
  }
  return turns;
}

// Function words, conversation fillers and the note's reporting verbs: words that say nothing about a section's content.
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be been before being both but by can could did do does
  doing dont down during each few for from further had has have having he her here hers him his how i id if ill im in
  into is it its itll ive just me more most my no nor not now of off on once only or other our out over own same she
  should so some such than that thats the their them then there these they this those through to too under until up
  very was we well were what when where which while who whom why will with would you youre your yours yourself um uh
  mm hmm okay ok yeah yes right alright like know think go going get got oh sure let lets see good great thank thanks
  really kind sort little bit thing things something actually gonna wanna want just maybe lot way come back patient
  reports states notes denies endorses mr mrs ms dr today`.split(/\s+/),
);

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
};

/** The content words of a text, as a set: digits kept as written (unlike the classifier's `#num`). */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z0-9']+/g) ?? []) {
    const word = raw.replace(/'/g, '');
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (STOP_WORDS.has(word)) continue;
    const number = NUMBER_WORDS[word];
    out.add(number ?? (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  }
  return out;
}

/** Inverse document frequencies of content words over a set of texts (the note sentences): ln(N / df). */
export function contentIdf(texts: readonly string[]): (word: string) => number {
  const df = new Map<string, number>();
  for (const text of texts) for (const word of contentWords(text)) df.set(word, (df.get(word) ?? 0) + 1);
  const n = texts.length;
  // An unseen word is as rare as a word seen once.
  return (word) => Math.log((n + 1) / (df.get(word) ?? 1));
}

export interface Alignment {
  route: UtteranceRoute;
  score: number;
}

/** The route of each turn of a consultation, aligned to its reference note. */
export function alignTurns(turns: readonly DialogueTurn[], note: string, idf: (word: string) => number): Alignment[] {
  const sentences = noteSentences(note).map((s) => ({ section: s.section, words: contentWords(s.text) }));
  const norm = (set: ReadonlySet<string>) => Math.sqrt([...set].reduce((sum, w) => sum + idf(w) ** 2, 0));
  const sentenceNorms = sentences.map((s) => norm(s.words));
  return turns.map((turn, i) => {
    let own = contentWords(turn.text);
    const previous = turns[i - 1];
    if (own.size < SHORT_TURN && previous?.text.includes('?')) own = new Set([...own, ...contentWords(previous.text)]);
    const turnNorm = norm(own);
    let best: Alignment = { route: 'none', score: 0 };
    sentences.forEach((sentence, k) => {
      let shared = 0;
      let dot = 0;
      for (const word of sentence.words) {
        if (!own.has(word)) continue;
        shared++;
        dot += idf(word) ** 2;
      }
      const score = shared >= MIN_SHARED ? dot / (turnNorm * sentenceNorms[k]!) : 0;
      if (score > best.score) best = { route: sentence.section, score };
    });
    return best.score >= THRESHOLD ? best : { route: 'none', score: best.score };
  });
}
