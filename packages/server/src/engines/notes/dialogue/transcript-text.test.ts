import { describe, expect, it } from 'vitest';
import { segmentsFromText } from './transcript-text.js';

const said = (text: string) => segmentsFromText(text).map((s) => [s.speaker ?? null, s.text]);

describe('segmentsFromText', () => {
  it('reads "Doctor:" / "Patient:" labels and ACI-BENCH tags, one segment a line', () => {
    expect(said('Doctor: Any fever?\nPatient: No.\n\n[doctor] any cough ?\n[patient] nope .')).toEqual([
      ['doctor', 'Any fever?'],
      ['patient', 'No.'],
      ['doctor', 'any cough ?'],
      ['patient', 'nope .'],
    ]);
  });

  it('takes someone speaking for the patient as the patient, and another voice as unknown', () => {
    expect(said('[patient_guest] she has had fever .\n[nurse] bp is 120/80 .')).toEqual([
      ['patient', 'she has had fever .'],
      [null, 'bp is 120/80 .'],
    ]);
  });

  it('goes on with the speaker of a turn broken over two lines, and names none in unlabelled text', () => {
    expect(said('[doctor] any nausea\nor vomiting ?')).toEqual([
      ['doctor', 'any nausea'],
      ['doctor', 'or vomiting ?'],
    ]);
    expect(said('Fever for 3 days.\nTab Dolo 650 TDS.')).toEqual([
      [null, 'Fever for 3 days.'],
      [null, 'Tab Dolo 650 TDS.'],
    ]);
    expect(segmentsFromText('a\nb').map((s) => s.id)).toEqual(['seg_1', 'seg_2']);
  });
});
