import { describe, expect, it } from 'vitest';
import { counselling } from './counselling.js';

describe('counselling: the advice of a problem as a clinician writes it', () => {
  it('tells what the patient was told to do in one sentence, in the order said', () => {
    expect(counselling(['Wear an ace wrap', 'Wear a right knee brace', 'Continue exercising'], 'she')).toBe('She was advised to wear an ace wrap, wear a right knee brace and continue exercising.');
    expect(counselling(['Call the clinic as needed'], 'the patient')).toBe('The patient was advised to call the clinic as needed.');
  });

  it('repeats the "to" of each instruction when one of them is a pair already', () => {
    expect(counselling(['Call the clinic for questions', 'Decrease alcohol and caffeine'], 'the patient')).toBe(
      'The patient was advised to call the clinic for questions and to decrease alcohol and caffeine.',
    );
  });

  it('keeps a restriction, a weight-bearing status and what the clinic will do as said', () => {
    expect(counselling(['Wear an ace wrap', 'No basketball for 7 days'], 'she')).toBe('She was advised to wear an ace wrap. No basketball for 7 days.');
    expect(counselling(['Wear a cast', 'Use crutches', 'Non-weight-bearing for 6 to 8 weeks'], 'he')).toBe('He was advised to wear a cast and use crutches. Non-weight-bearing for 6 to 8 weeks.');
    expect(counselling(['The clinic will contact the patient with the results'], 'he')).toBe('The clinic will contact the patient with the results.');
  });

  it('writes what would be done if needed as what will be considered', () => {
    expect(counselling(['Consider further imaging and referral to physical therapy if symptoms persist', 'Take it easy'], 'he')).toBe(
      'He was advised to take it easy. Further imaging and referral to physical therapy will be considered if symptoms persist.',
    );
    expect(counselling(['Consider a steroid injection of the shoulder if not improving'], 'she')).toBe('A steroid injection of the shoulder will be considered if not improving.');
  });

  it('keeps the capital of an acronym that opens an instruction and of a name inside one', () => {
    expect(counselling(['Continue to take NSAIDs', 'Keep using the Mederma scar gel'], 'he')).toBe('He was advised to continue to take NSAIDs and keep using the Mederma scar gel.');
    expect(counselling(['MRI of the knee if not improving'], 'he')).toBe('MRI of the knee if not improving.');
  });

  it('says nothing of no advice', () => {
    expect(counselling([], 'he')).toBe('');
  });
});
