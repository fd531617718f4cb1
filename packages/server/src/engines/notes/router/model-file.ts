/**
 * The router's model file (data/notes-router/model.json): two linear classifiers with their vocabularies, and the
 * held-out figures of the training that wrote it. Written with sorted keys in a fixed order and numbers rounded to
 * `DECIMALS` places, so one training gives one byte sequence; its shape is checked on load.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { LinearModel } from './linear-model.js';
import { indexVocabulary, type TermWeighting, type VocabularyIndex } from './vectorizer.js';

export const MODEL_FORMAT = 'svc-scribe/notes-router@1';
export const DECIMALS = 4;

const ClassifierSchema = Type.Object({
  classes: Type.Array(Type.String(), { minItems: 2 }),
  weighting: Type.Union([Type.Literal('binary'), Type.Literal('sublinear')]),
  terms: Type.Array(Type.String()),
  idf: Type.Array(Type.Number()),
  bias: Type.Array(Type.Number()),
  /** One row per term, one weight per class. */
  weights: Type.Array(Type.Array(Type.Number())),
});
export type ClassifierFile = Static<typeof ClassifierSchema>;

export const ModelFileSchema = Type.Object({
  format: Type.Literal(MODEL_FORMAT),
  /** How the file was made and how well it does on held-out data: for reading, not used to predict. */
  training: Type.Record(Type.String(), Type.Unknown()),
  snippet: ClassifierSchema,
  utterance: ClassifierSchema,
});
export type ModelFile = Static<typeof ModelFileSchema>;

/** A classifier ready to predict: its vocabulary indexed, its weights in one flat array. */
export interface Classifier {
  classes: readonly string[];
  weighting: TermWeighting;
  vocabulary: VocabularyIndex;
  model: LinearModel;
}

const round = (v: number): number => {
  const r = Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;
  return r === 0 ? 0 : r; // no "-0"
};

export function classifierToFile(classifier: Classifier): ClassifierFile {
  const { model, vocabulary } = classifier;
  return {
    classes: [...classifier.classes],
    weighting: classifier.weighting,
    terms: [...vocabulary.terms],
    idf: vocabulary.idf.map(round),
    bias: Array.from(model.bias, round),
    weights: vocabulary.terms.map((_, t) => Array.from(model.weights.subarray(t * model.classes, (t + 1) * model.classes), round)),
  };
}

export function classifierFromFile(file: ClassifierFile): Classifier {
  const classes = file.classes.length;
  if (file.idf.length !== file.terms.length || file.weights.length !== file.terms.length || file.bias.length !== classes) {
    throw new Error('notes-router model: terms, idf, weights and classes disagree in length');
  }
  if (file.weights.some((row) => row.length !== classes)) throw new Error('notes-router model: a weight row is not one weight per class');
  return {
    classes: file.classes,
    weighting: file.weighting,
    vocabulary: indexVocabulary({ terms: file.terms, idf: file.idf }),
    model: { classes, features: file.terms.length, weights: Float64Array.from(file.weights.flat()), bias: Float64Array.from(file.bias) },
  };
}

/** The file's text: one line per term row, so a retraining's diff stays readable. */
export function serializeModelFile(file: ModelFile): string {
  const classifier = (c: ClassifierFile): string =>
    [
      '{',
      `    "classes": ${JSON.stringify(c.classes)},`,
      `    "weighting": ${JSON.stringify(c.weighting)},`,
      `    "terms": ${JSON.stringify(c.terms)},`,
      `    "idf": ${JSON.stringify(c.idf)},`,
      `    "bias": ${JSON.stringify(c.bias)},`,
      `    "weights": [\n${c.weights.map((row) => `      ${JSON.stringify(row)}`).join(',\n')}\n    ]`,
      '  }',
    ].join('\n');
  return [
    '{',
    `  "format": ${JSON.stringify(file.format)},`,
    `  "training": ${JSON.stringify(file.training, null, 2).replace(/\n/g, '\n  ')},`,
    `  "snippet": ${classifier(file.snippet)},`,
    `  "utterance": ${classifier(file.utterance)}`,
    '}',
    '',
  ].join('\n');
}

export function parseModelFile(text: string): ModelFile {
  const value: unknown = JSON.parse(text);
  if (!Value.Check(ModelFileSchema, value)) {
    const first = Value.Errors(ModelFileSchema, value).First();
    throw new Error(`notes-router model: not a ${MODEL_FORMAT} file (${first?.path ?? ''} ${first?.message ?? ''})`);
  }
  return value;
}
