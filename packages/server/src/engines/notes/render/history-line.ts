import type { Grounded } from '../clinical-model.js';

/** A sentence of the history with the facts it was written from; the history and the family history are made of them. */
export interface HistoryLine {
  text: string;
  sources: Grounded[];
  /** The line starts a paragraph of the history: one of a condition taken up, or the background after them. */
  opens?: 'condition' | 'background';
}
