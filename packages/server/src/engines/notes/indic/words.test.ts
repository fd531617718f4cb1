import { describe, expect, it } from 'vitest';
import { sentencesOf } from './words.js';

const shown = (text: string) => sentencesOf(text).map((sentence) => [sentence.asked, sentence.words.map((word) => `${word.afterComma ? ',' : ''}${word.text}`).join(' ')]);

describe('sentencesOf', () => {
  it('ends sentences at dandas, question marks and full stops, and keeps numbers with their marks', () => {
    expect(shown('Temperature 101.4 है, pulse 92, BP 116/74। जीभ पर परत है. खाँसी?')).toEqual([
      [false, 'Temperature 101.4 है ,pulse 92 ,BP 116/74'],
      [false, 'जीभ पर परत है'],
      [true, 'खाँसी'],
    ]);
  });

  it('gives an English word and the native case ending joined to it apart', () => {
    expect(shown('Glycomet-ஐ 1000 mg-ஆ ஏத்துறேன்')).toEqual([[false, 'Glycomet ஐ 1000 mg ஆ ஏத்துறேன்']]);
  });

  it('writes a word one way: native digits as ASCII, Malayalam chillu letters spelled out, no zero-width joiners', () => {
    expect(sentencesOf('१०२ ൽ ক\u200dষ')[0]!.words.map((word) => word.text)).toEqual(['102', 'ല്', 'কষ']);
  });
});
