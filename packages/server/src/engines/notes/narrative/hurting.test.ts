import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { TermIndex } from '../term-index.js';
import { painOfPartNamedBefore, painSaidAsHurting, partNamed } from './hurting.js';

describe('the part of the body a sentence names last', () => {
  it.each<[string, string | undefined]>([
    ["i'm doing okay except for my elbow here .", 'elbow'],
    ["it's my right elbow , yes .", 'elbow'],
    ['my knee and then my ankle', 'ankle'],
    ['i feel okay today', undefined],
  ])('%s', (text, part) => {
    expect(partNamed(text)).toBe(part);
  });
});

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
    // A part that gives trouble or bothers, said of this one (issue 28).
    ['um, not great honestly. this knee has been giving me a really hard time.', [['knee pain', 'knee has been giving me a really hard time']]],
    ['my left shoulder has been bothering me for a month', [['shoulder pain', 'shoulder has been bothering me']]],
    ['my back is giving me trouble again', [['back pain', 'back is giving me trouble']]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  // "It still hurts", of the part the patient last named: "except for my elbow here" … "it still hurts a lot" (issue 28).
  it.each<[string, string | undefined, string[][]]>([
    ["and i've been taking ibuprofen , but it still hurts at lot .", 'elbow', [['elbow pain', 'it still hurts']]],
    ['it hurts when i walk', 'knee', [['knee pain', 'it hurts']]],
    ['it hurts when i walk', undefined, []],
    ['it hurts my feelings', 'knee', []],
    ["it doesn't hurt anymore", 'ankle', [['ankle pain', "it doesn't hurt"]]],
  ])('%s (the part named before: %s)', (text, part, expected) => {
    expect(painOfPartNamedBefore(text, part, index).map((m) => [m.entry.term, m.text])).toEqual(expected);
  });

  it.each(['i twisted my right ankle stepping off the curb', 'my feelings are hurt', 'it hurts when i walk', 'my nose hurts', 'the knee pain hurts'])('reads none in: %s', (text) => {
    expect(read(text)).toEqual([]);
  });
});
