import { describe, expect, it } from 'vitest';
import { weightBearing } from './weight-bearing.js';

describe('how much weight the doctor lets the patient put on the leg', () => {
  it.each<[string, string[]]>([
    ["you're gon na be in a cast and i'm gon na have you use crutches you're not gon na be able to weight-bear on that foot for six to eight weeks", ['Non-weight-bearing for 6 to 8 weeks']],
    ["you'll be in a cast and you will need to use crutches and you will not be able to use that left foot for about six to eight weeks", ['Non-weight-bearing for about 6 to 8 weeks']],
    // "Stay off your leg" is less than non-weight-bearing: the advice says it as said.
    ['i want you to stay off that leg and start walking on it stay off your leg for now and then in a couple of days start walking on it as tolerated', ['Weight-bearing as tolerated after a couple of days']],
    ['she will remain non-weight-bearing for one to two days .', ['Non-weight-bearing for 1 to 2 days']],
    ['you can put weight on it as tolerated .', ['Weight-bearing as tolerated']],
    ['then in a day or two start walking as tolerated .', ['Weight-bearing as tolerated after a day or two']],
    ["don't put any weight on that ankle for the next week .", ['Non-weight-bearing for the next week']],
  ])('%s', (text, expected) => {
    expect(weightBearing(text)).toEqual(expected);
  });

  it.each([
    'it hurts quite a bit to stand but i am able to put weight on it',
    "i had to be held from the field because i couldn't put weight on my foot",
    'were you able to get up and keep working or did you have to get off your you know not stop weightbearing and and get off that foot',
    "so i'm concerned about that since you're having trouble with weightbearing and you heard that pop",
    'are you able to put weight on it ?',
    'he was non-weight-bearing for two weeks after the fracture .',
  ])('reads none in: %s', (text) => {
    expect(weightBearing(text)).toEqual([]);
  });
});
