import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { TermIndex } from '../term-index.js';
import { painSaidAsHurting } from './hurting.js';

describe('pain said as a part that hurts', () => {
  let index: TermIndex;
  beforeAll(async () => {
    index = new TermIndex(await loadLexicon());
  });
  const read = (text: string) => painSaidAsHurting(text, index).map((m) => [m.entry.term, m.text]);

  it.each<[string, string[][]]>([
    ['i was playing basketball and the inside of my knee hurts', [['knee pain', 'knee hurts']]],
    ['my right shoulder has been hurting for two weeks', [['shoulder pain', 'shoulder has been hurting']]],
    ['my back is killing me', [['back pain', 'back is killing me']]],
    ['his ankle is really sore in the morning', [['ankle pain', 'ankle is really sore']]],
    ["my knee doesn't hurt anymore", [['knee pain', "knee doesn't hurt"]]],
    ['my elbow and my wrist hurt', [['wrist pain', 'wrist hurt']]],
    ['so sophia i see that you hurt your knee tell me about what happened', [['knee pain', 'hurt your knee']]],
    ['i developed this real sudden onset of pain in my right back', [['back pain', 'pain in my right back']]],
    ['i am having a lot of pain at the end of my right middle finger .', [['finger pain', 'pain at the end of my right middle finger']]],
    ['some pain on the top of my foot', [['foot pain', 'pain on the top of my foot']]],
    ["i'm doing well but my my big toe hurts and it's a little red", [['toe pain', 'toe hurts']]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each(['i twisted my right ankle stepping off the curb', 'my feelings are hurt', 'it hurts when i walk', 'my nose hurts', 'the knee pain hurts'])('reads none in: %s', (text) => {
    expect(read(text)).toEqual([]);
  });
});
