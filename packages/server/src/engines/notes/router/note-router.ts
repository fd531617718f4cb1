/**
 * The learned note router: which MTS-Dialog section a dialogue snippet belongs to, and which section of a SOAP note
 * one turn of a consultation informs (or none). Two linear classifiers trained by `npm run train:notes`
 * (data/notes-router/README.md); the model file is read once, on first use.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { snippetFeatures, utteranceFeatures } from './features.js';
import { argmax, probabilities } from './linear-model.js';
import { classifierFromFile, parseModelFile, type Classifier } from './model-file.js';
import { UTTERANCE_ROUTES, type Speaker, type UtteranceRoute } from './note-sections.js';
import { vectorize } from './vectorizer.js';

export const MODEL_FILE = fileURLToPath(new URL('../../../../data/notes-router/model.json', import.meta.url));

export interface SnippetSection {
  /** An MTS-Dialog section header: GENHX, CC, ROS, FAM/SOCHX, MEDICATIONS, ALLERGY, EXAM, ASSESSMENT, PLAN … */
  section: string;
  probability: number;
}

export interface UtteranceRouting {
  section: UtteranceRoute;
  probabilities: Record<UtteranceRoute, number>;
}

export interface NoteRouter {
  sectionOfSnippet(dialogue: string): SnippetSection;
  routeUtterance(text: string, speaker: Speaker, context?: { previous?: string }): UtteranceRouting;
}

function classify(classifier: Classifier, counts: Map<string, number>): number[] {
  return probabilities(classifier.model, vectorize(classifier.vocabulary, counts, classifier.weighting));
}

/** A router over the model file at `file`. */
export function loadNoteRouter(file: string = MODEL_FILE): NoteRouter {
  const model = parseModelFile(readFileSync(file, 'utf8'));
  const snippet = classifierFromFile(model.snippet);
  const utterance = classifierFromFile(model.utterance);
  if (utterance.classes.join() !== UTTERANCE_ROUTES.join()) throw new Error(`notes-router model: utterance classes are not ${UTTERANCE_ROUTES.join(', ')}`);
  return {
    sectionOfSnippet(dialogue) {
      const p = classify(snippet, snippetFeatures(dialogue));
      const best = argmax(p);
      return { section: snippet.classes[best]!, probability: p[best]! };
    },
    routeUtterance(text, speaker, context) {
      const p = classify(utterance, utteranceFeatures(text, speaker, context?.previous));
      return {
        section: UTTERANCE_ROUTES[argmax(p)]!,
        probabilities: Object.fromEntries(UTTERANCE_ROUTES.map((route, i) => [route, p[i]!])) as Record<UtteranceRoute, number>,
      };
    },
  };
}

let router: NoteRouter | undefined;
const defaultRouter = (): NoteRouter => (router ??= loadNoteRouter());

/** The MTS-Dialog section header of a snippet whose lines begin "Doctor:" / "Patient:", with its probability. */
export function sectionOfSnippet(dialogue: string): SnippetSection {
  return defaultRouter().sectionOfSnippet(dialogue);
}

/**
 * The section of a SOAP note one turn informs, or `none` for conversation only; `context.previous` is the turn
 * before it (a "no" answers the question there).
 */
export function routeUtterance(text: string, speaker: Speaker, context?: { previous?: string }): UtteranceRouting {
  return defaultRouter().routeUtterance(text, speaker, context);
}
