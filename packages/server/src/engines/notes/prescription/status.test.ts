import { describe, expect, it } from 'vitest';
import type { MedicationStatus } from '../clinical-model.js';
import { findContinueSame, findStatusAfter, statusBefore } from './status.js';

describe('statusBefore', () => {
  it.each<[string, MedicationStatus | undefined]>([
    ['Patient is on ', 'current'],
    ['already taking ', 'current'],
    ['currently on ', 'current'],
    ['He was taking ', 'current'],
    ['was started on ', 'current'],
    ['Continue ', 'current'],
    ['k/c/o DM on ', 'current'],
    ['Stop ', 'stopped'],
    ['discontinue ', 'stopped'],
    ['Hold ', 'stopped'],
    ['Start ', 'prescribed'],
    ['start him on ', 'prescribed'],
    ["we'll put you on ", 'prescribed'],
    // Issue 28, train D2N025: the doctor recommending a drug the patient will take, not one they are on.
    ['so i might recommend putting you on ', 'prescribed'],
    // A refill is ordered now, whatever the drug before it was said to be (issue 28).
    ["and i'll refill your ", 'prescribed'],
    ["we're starting you on ", 'prescribed'],
    ['i also wan na start you on some ', 'prescribed'],
    ['switch to ', 'prescribed'],
    ['stopped smoking, is on ', 'current'],
    ['stop taking any nonsteroidal medicines such as your advil or motrin the only thing i really want you taking is ', 'prescribed'],
    // Issue 28, train D2N015: what the doctor has been giving, or says to stay on, is taken already.
    ["the chronic back pain , we've been giving you the ", 'current'],
    ['so for your back pain , stay on the ', 'current'],
    ["you're gon na keep taking the ", 'current'],
    ['No need of ', undefined],
    ['', undefined],
  ])('"%s"', (text, expected) => {
    expect(statusBefore(text)).toBe(expected);
  });
});

describe('findStatusAfter', () => {
  it.each<[string, MedicationStatus | undefined]>([
    [' to be stopped', 'stopped'],
    [' 75 stop', 'stopped'],
    [' discontinued', 'stopped'],
    [' band karo', 'stopped'],
    [' continue', 'current'],
    [' chal rahi hai', 'current'],
    [' le rahe hain', 'current'],
    // Changed before this visit, taken now (issue 28, train D2N025).
    [' has also been increased up to 10 mg daily in march', 'current'],
    [' was started last year', 'current'],
    [' BD for 5 days then stop', undefined],
    [' SOS, stop if rash appears', undefined],
    [' OD', undefined],
  ])('"%s"', (text, expected) => {
    expect(findStatusAfter(text)?.value).toBe(expected);
  });
});

describe('findContinueSame', () => {
  it.each(['continue same', 'Continue the same dose', 'same to continue', 'continue as before'])('"%s"', (text) => {
    expect(findContinueSame(text)?.value).toBe(true);
  });

  it('is not any "continue"', () => {
    expect(findContinueSame('continue for 5 days')).toBeUndefined();
  });
});
