import { describe, expect, it } from 'vitest';
import { devicesOrdered } from './device.js';

describe('devices the doctor puts the patient in or gives', () => {
  it.each<[string, string[]]>([
    ["i'm gon na put you in a finger splint and have you come back in two weeks .", ['Wear a finger splint']],
    ["so we're going to put you in a long arm cast and a sling , and check you in two weeks .", ['Wear a long arm cast', 'Wear a sling']],
    ["uh , i'll give you a sling for comfort , just so you can use it .", ['Wear a sling']],
    ['we will get you some crutches and i want you to stay off it for a couple of days .', ['Use crutches']],
    ["i'm gon na prescribe you some crutches .", ['Use crutches']],
    // With an adverb before the plan's verb (issue 28, train D2N042).
    ["which is gon na help stabilize that ankle and i'm also going to prescribe some crutches because i want you to stay off that leg", ['Use crutches']],
    ["i want you to wear the knee brace when you're walking .", ['Wear a knee brace']],
    ["let's put you in an aircast to stabilize the ankle .", ['Wear an aircast']],
    ['continue to wear your wrist brace at night .', ['Wear a wrist brace']],
    // A word cut off and a filler between the article and the device; a recommendation is an order (issue 28).
    ["so , i would recommend we get you a s- uh , aluminum foam splint and we'll get you some motrin .", ['Wear an aluminum foam splint']],
    // Given, or worn from now on, as the doctor tells the patient what comes.
    ["okay , you're gon na be given an air cast which is gon na help stabilize that ankle .", ['Wear an air cast']],
    ["you'll be in a cast and you will use crutches as you will not be able to use that foot for six to eight weeks", ['Wear a cast', 'Use crutches']],
  ])('%s', (text, expected) => {
    expect(devicesOrdered(text)).toEqual(expected);
  });

  it.each([
    'did they give you a sling at the urgent care ?',
    'do you want me to put you in a splint ?',
    'i had a brace on for a few weeks last year .',
    "you don't need a cast for this .",
    'if it does not get better we might put you in a boot .',
    'the trainer wrapped it with an ace wrap .',
    'you were in a cast for six weeks back then .',
    'i was in a boot after the last sprain .',
  ])('orders none in: %s', (text) => {
    expect(devicesOrdered(text)).toEqual([]);
  });
});
