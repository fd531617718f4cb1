import { describe, expect, it } from 'vitest';
import { asExamFinding } from './dictated-finding.js';

describe('a dictated examination sentence as a finding (issue 28: train D2N026, D2N027)', () => {
  it('drops the patient as subject and the lead-in the doctor dictates with', () => {
    expect(asExamFinding('He is non-tender over his cervical spine')).toBe('Non-tender over the cervical spine');
    expect(asExamFinding('He does have mildly restricted cervical extension')).toBe('Mildly restricted cervical extension');
    expect(asExamFinding('Physical exams show the well-nourished female, who is slightly fussy when examined')).toBe('Well-nourished female, who is slightly fussy when examined');
    expect(asExamFinding('She has mild hypotonia of the lower extremities')).toBe('Mild hypotonia of the lower extremities');
  });

  it('drops the words to whoever types the note, and writes "clear to oscillation" as the auscultation it is', () => {
    expect(asExamFinding('Used my general physical exam template for respiratory notate: pursed lip breathing, low exhalation phase, clear to oscillation, no wheezing')).toBe(
      'Pursed lip breathing, low exhalation phase, clear to auscultation, no wheezing',
    );
    expect(asExamFinding('Genitalia notate: left testicle, normal; no hernia')).toBe('Left testicle, normal; no hernia');
  });

  it('leaves a finding said as a finding', () => {
    expect(asExamFinding('Spurling maneuver is benign')).toBe('Spurling maneuver is benign');
    expect(asExamFinding('He has a limp')).toBe('Limp');
    expect(asExamFinding('He is alert and oriented')).toBe('Alert and oriented');
    expect(asExamFinding('He is tender when I palpate her')).toBe('Tender when I palpate her');
  });
});

