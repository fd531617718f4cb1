import { describe, expect, it } from 'vitest';
import { surgeryAdvised, surgeryTechnique } from './surgery.js';

describe('surgery the doctor recommends now', () => {
  it.each<[string, string]>([
    ["what i'm seeing on your x-ray i am gonna recommend surgery for your foot the surgery will help place the bones in their proper positions", 'surgical treatment of the foot'],
    ["what i'm seeing on your x-ray you're most likely going to need surgery of that foot", 'surgical treatment of the foot'],
    ["now based on your exam and looking at the x-ray you're most likely going to need surgery", 'surgical treatment'],
    ["so i do believe you're gon na need surgery i i'm recommending this because there are significant complications", 'surgical treatment'],
    ["i'd recommend that we go ahead with the surgery as soon as possible .", 'surgical treatment'],
    ['he will need surgery to straighten the wrist .', 'surgical treatment'],
    ["we're going to schedule you for surgery next week .", 'surgical treatment'],
    ["no because you're having this vision loss from the mass , the only option we have is to do surgery .", 'surgical treatment'],
  ])('%s', (text, expected) => {
    expect(surgeryAdvised(text)).toBe(expected);
  });

  it.each([
    'the good thing about these kinds of fractures is generally , they will heal up without surgery .',
    'and any surgeries in the past ?',
    'i actually had surgery about 10 years ago on my lower back .',
    "if they haven't , then we're gon na have to talk about doing surgery at that time .",
    "you don't need surgery for this .",
    'do i have to do the surgery',
    'that would be surgery if if we went in and cleaned out the joint sometimes',
    'i just hate that word surgery doc',
    "i'm not recommending surgery at this point .",
    // A risk of the surgery, not the surgery advised.
    'risk of surgery include infection , need for further surgery , wound issues',
  ])('advises none in: %s', (text) => {
    expect(surgeryAdvised(text)).toBeUndefined();
  });
});

describe('the technique of the surgery, as the doctor describes it', () => {
  it.each<[string, string]>([
    ['the surgery will help place the bones in their proper positions using plates and screws to help prevent further complications', 'open reduction and internal fixation'],
    ['now the surgery will place the bones back in their proper position and using plates and screws will hold them there while they heal', 'open reduction and internal fixation'],
    ['we are going to put them back into place using plates and screws', 'open reduction and internal fixation'],
    ["we'll fix the fracture with a plate and screws .", 'open reduction and internal fixation'],
  ])('%s', (text, expected) => {
    expect(surgeryTechnique(text)).toBe(expected);
  });

  it.each(['the screws from your old surgery look fine .', 'there are a lot of ligaments in your foot'])('names none in: %s', (text) => {
    expect(surgeryTechnique(text)).toBeUndefined();
  });
});
