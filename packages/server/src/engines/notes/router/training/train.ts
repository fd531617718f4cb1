/**
 * The router's training, deterministic from the corpora to the model file's text: no randomness, no clock, folds
 * by row index, sorted vocabularies, rounded weights. `npm run train:notes` runs it and writes the file.
 */
import { snippetFeatures, utteranceFeatures, type FeatureCounts } from '../features.js';
import { argmax, scores, trainSoftmaxRegression } from '../linear-model.js';
import { classifierFromFile, classifierToFile, MODEL_FORMAT, parseModelFile, serializeModelFile, type Classifier } from '../model-file.js';
import { UTTERANCE_ROUTES } from '../note-sections.js';
import { buildVocabulary, vectorize, type TermWeighting } from '../vectorizer.js';
import { alignTurns, contentIdf, dialogueTurns, MIN_SHARED, noteSentences, SHORT_TURN, THRESHOLD } from './alignment.js';
import type { Corpora, Encounter } from './corpora.js';

export interface Settings {
  minDocumentFrequency: number;
  weighting: TermWeighting;
  l2: number;
  iterations: number;
  stepScale: number;
  /** Class c weighs (N / (C·N_c))^power: 0 no weighting, 1 fully balanced. */
  classWeightPower: number;
}

/** Chosen by 5-fold cross-validation on MTS-Dialog train (see data/notes-router/README.md). */
export const SNIPPET_SETTINGS: Settings = { minDocumentFrequency: 6, weighting: 'sublinear', l2: 1e-4, iterations: 300, stepScale: 4, classWeightPower: 1 };
export const UTTERANCE_SETTINGS: Settings = { minDocumentFrequency: 3, weighting: 'binary', l2: 1e-5, iterations: 100, stepScale: 4, classWeightPower: 0.5 };
export const FOLDS = 5;

interface Example {
  counts: FeatureCounts;
  label: string;
  /** Examples of one group (a snippet and its back-translations, an encounter's turns) share a fold. */
  group: number;
}

export function fitClassifier(examples: readonly Example[], classes: readonly string[], settings: Settings): Classifier {
  const vocabulary = buildVocabulary(
    examples.map((e) => e.counts),
    settings.minDocumentFrequency,
  );
  const y = examples.map((e) => classes.indexOf(e.label));
  const perClass = classes.map((_, c) => Math.max(1, y.filter((label) => label === c).length));
  const model = trainSoftmaxRegression({ x: examples.map((e) => vectorize(vocabulary, e.counts, settings.weighting)), y }, vocabulary.terms.length, classes.length, {
    l2: settings.l2,
    iterations: settings.iterations,
    stepScale: settings.stepScale,
    classWeights: perClass.map((n) => (y.length / (classes.length * n)) ** settings.classWeightPower),
  });
  return { classes, weighting: settings.weighting, vocabulary, model };
}

export function predict(classifier: Classifier, counts: FeatureCounts): string {
  return classifier.classes[argmax(scores(classifier.model, vectorize(classifier.vocabulary, counts, classifier.weighting)))]!;
}

/** Gold label → predicted label → count. */
export type Confusion = Record<string, Record<string, number>>;

export interface Evaluation {
  accuracy: number;
  correct: number;
  total: number;
  confusion: Confusion;
}

export function evaluate(classifier: Classifier, examples: readonly Example[]): Evaluation {
  const confusion: Confusion = {};
  for (const gold of classifier.classes) confusion[gold] = Object.fromEntries(classifier.classes.map((c) => [c, 0]));
  let correct = 0;
  for (const example of examples) {
    const predicted = predict(classifier, example.counts);
    if (predicted === example.label) correct++;
    confusion[example.label]![predicted]! += 1;
  }
  return { accuracy: round4(correct / examples.length), correct, total: examples.length, confusion };
}

const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

/** Accuracy over `scored` examples when each fold is predicted by a classifier trained on the other folds' `examples`. */
export function crossValidate(examples: readonly Example[], scored: (e: Example) => boolean, classes: readonly string[], settings: Settings): Evaluation {
  const confusion: Confusion = {};
  for (const gold of classes) confusion[gold] = Object.fromEntries(classes.map((c) => [c, 0]));
  let correct = 0;
  let total = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const classifier = fitClassifier(examples.filter((e) => e.group % FOLDS !== fold), classes, settings);
    for (const e of examples) {
      if (e.group % FOLDS !== fold || !scored(e)) continue;
      total++;
      const predicted = predict(classifier, e.counts);
      if (predicted === e.label) correct++;
      confusion[e.label]![predicted]! += 1;
    }
  }
  return { accuracy: round4(correct / total), correct, total, confusion };
}

/** The mean over the classes present of each class's recall: rare sections count as much as common ones. */
export function macroRecall(confusion: Confusion): number {
  const recalls = Object.entries(confusion)
    .map(([gold, row]) => [row[gold] ?? 0, Object.values(row).reduce((a, b) => a + b, 0)] as const)
    .filter(([, n]) => n > 0)
    .map(([right, n]) => right / n);
  return round4(recalls.reduce((a, b) => a + b, 0) / recalls.length);
}

export function snippetExamples(corpora: Corpora): { train: Example[]; valid: Example[]; originals: Set<Example> } {
  const originals = corpora.mtsTrain.map((s, i) => ({ counts: snippetFeatures(s.dialogue), label: s.section, group: i }));
  // The back-translations come in the train rows' order, once per language: row i belongs to train row i mod N.
  const augmented = corpora.mtsAugmented.map((s, i) => ({ counts: snippetFeatures(s.dialogue), label: s.section, group: i % corpora.mtsTrain.length }));
  const valid = corpora.mtsValid.map((s, i) => ({ counts: snippetFeatures(s.dialogue), label: s.section, group: i }));
  return { train: [...originals, ...augmented], valid, originals: new Set(originals) };
}

/** Every turn of the encounters, labelled by alignment with the reference note (training/alignment.ts). */
export function utteranceExamples(encounters: readonly Encounter[], idf: (word: string) => number): Example[] {
  return encounters.flatMap((encounter, group) => {
    const turns = dialogueTurns(encounter.dialogue);
    return alignTurns(turns, encounter.note, idf).map((alignment, i) => ({
      counts: utteranceFeatures(turns[i]!.text, turns[i]!.speaker, turns[i - 1]?.text),
      label: alignment.route,
      group,
    }));
  });
}

const distribution = (examples: readonly Example[], classes: readonly string[]): Record<string, number> =>
  Object.fromEntries(classes.map((c) => [c, examples.filter((e) => e.label === c).length]));

export interface TrainingResult {
  /** The model file's text. */
  text: string;
  /** The figures written into the file's `training` field. */
  training: Record<string, unknown>;
}

export function trainNotesRouter(corpora: Corpora): TrainingResult {
  const snippets = snippetExamples(corpora);
  const sectionClasses = [...new Set(corpora.mtsTrain.map((s) => s.section))].sort();
  const snippetCv = crossValidate(snippets.train, (e) => snippets.originals.has(e), sectionClasses, SNIPPET_SETTINGS);
  const snippet = fitClassifier(snippets.train, sectionClasses, SNIPPET_SETTINGS);

  // One IDF for the alignment of both splits, from the train notes, so valid's labels are built the same way.
  const idf = contentIdf(corpora.aciTrain.flatMap((e) => noteSentences(e.note).map((s) => s.text)));
  const utteranceTrain = utteranceExamples(corpora.aciTrain, idf);
  const utteranceValid = utteranceExamples(corpora.aciValid, idf);
  const routes = [...UTTERANCE_ROUTES];
  const utteranceCv = crossValidate(utteranceTrain, () => true, routes, UTTERANCE_SETTINGS);
  const utterance = fitClassifier(utteranceTrain, routes, UTTERANCE_SETTINGS);

  const files = { snippet: classifierToFile(snippet), utterance: classifierToFile(utterance) };
  // The held-out figures are those of the file as written (rounded weights), read back.
  const shipped = parseModelFile(serializeModelFile({ format: MODEL_FORMAT, training: {}, ...files }));
  const snippetValid = evaluate(classifierFromFile(shipped.snippet), snippets.valid);
  const utteranceHeldOut = evaluate(classifierFromFile(shipped.utterance), utteranceValid);
  const training = {
    command: 'npm run train:notes',
    snippet: {
      data: 'MTS-Dialog train (1,201) + its FR/ES back-translations (2,402); held out: MTS-Dialog validation (100)',
      settings: SNIPPET_SETTINGS,
      vocabulary: snippet.vocabulary.terms.length,
      crossValidatedTrainAccuracy: snippetCv.accuracy,
      crossValidatedTrainCorrect: `${snippetCv.correct}/${snippetCv.total}`,
      crossValidatedMacroRecall: macroRecall(snippetCv.confusion),
      validAccuracy: snippetValid.accuracy,
      validCorrect: `${snippetValid.correct}/${snippetValid.total}`,
    },
    utterance: {
      data: 'ACI-BENCH train turns labelled by alignment with the reference notes; held out: ACI-BENCH valid, labelled the same way',
      alignment: { threshold: THRESHOLD, minShared: MIN_SHARED, shortTurn: SHORT_TURN },
      settings: UTTERANCE_SETTINGS,
      vocabulary: utterance.vocabulary.terms.length,
      trainLabels: distribution(utteranceTrain, routes),
      validLabels: distribution(utteranceValid, routes),
      crossValidatedTrainAccuracy: utteranceCv.accuracy,
      validAccuracy: utteranceHeldOut.accuracy,
      validCorrect: `${utteranceHeldOut.correct}/${utteranceHeldOut.total}`,
      validConfusion: utteranceHeldOut.confusion,
    },
  };
  return { text: serializeModelFile({ format: MODEL_FORMAT, training, ...files }), training };
}
