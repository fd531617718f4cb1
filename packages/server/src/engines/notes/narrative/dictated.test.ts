import { describe, expect, it } from 'vitest';
import { splitSentences, type Sentence } from '../sentences.js';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { TermIndex } from '../term-index.js';
import { diagnosisInIndex, readDictation } from './dictated.js';

/** The sentences of a consultation: "D: …" a turn of the doctor's, "P: …" of the patient's, one segment each. */
const consultation = (...lines: string[]): Sentence[] =>
  splitSentences(
    lines.map((line, i) => ({ id: `seg_${i}`, start: i, end: i + 1, speaker: line.startsWith('P:') ? 'patient' : 'doctor', text: line.slice(2).trim() })),
    'consultation',
  );

const written = (sentences: Sentence[]) => readDictation(sentences).map((p) => `${p.section}: ${p.statement}`);
/** Each passage's sentence and whether it opens a paragraph or names a problem. */
const opened = (passages: ReturnType<typeof readDictation>) => passages.map((p) => [p.statement, p.opens ?? false]);

describe('readDictation', () => {
  it("files what the doctor dictates after the patient left under the section each spoken heading names", () => {
    const sentences = consultation(
      'D: so we will start you on the antibiotic today.',
      'P: okay , thank you doctor .',
      'D: physical exam , well appearing woman in no acute distress .',
      'D: tympanic membranes are red and bulging on the left , uh , side .',
      'D: paragraph , impression .',
      'D: number one , acute otitis media of the left ear .',
      'D: paragraph , plan .',
      'D: amoxicillin for ten days and recheck the ear in two weeks .',
      'D: end of dictation .',
    );
    expect(written(sentences)).toEqual([
      'examination: Well appearing woman in no acute distress.',
      'examination: Tympanic membranes are red and bulging on the left side.',
      'assessment: Acute otitis media of the left ear.',
      'plan: Amoxicillin for 10 days and recheck the ear in 2 weeks.',
    ]);
  });

  it('starts a new paragraph at each numbered problem and each heading', () => {
    const sentences = consultation(
      'P: see you then .',
      'D: assessment and plan .',
      'D: number one , hypertension .',
      'D: blood pressure is well controlled on the current dose .',
      'D: number two , gout .',
      'D: no flares since the last visit .',
    );
    expect(opened(readDictation(sentences))).toEqual([
      ['Hypertension.', 'problem'],
      ['Blood pressure is well controlled on the current dose.', false],
      ['Gout.', 'problem'],
      ['No flares since the last visit.', false],
    ]);
  });

  it('keeps the diagnosis a problem heading names, as the lexicon names it: "chf" is congestive heart failure (issue 28, train D2N025)', async () => {
    const sentences = consultation('P: thank you .', 'D: assessment and plan .', 'D: number one , chronic chf .', 'D: she is doing a lot better .', 'D: number two , pre-op examination .');
    // The lexicon itself, whose "CHF" matches a lower-case "chf" only in a lower-case text.
    const diagnosisIn = diagnosisInIndex(new TermIndex(await loadLexicon()));
    expect(readDictation(sentences, undefined, diagnosisIn).map((p) => [p.statement, p.problem ?? null])).toEqual([
      ['Chronic chf.', 'congestive heart failure'],
      ['She is doing a lot better.', null],
      ['Pre-op examination.', null],
    ]);
  });

  it('names a problem when a numbered item or the diagnosis opens with a few words, else opens a paragraph', () => {
    const sentences = consultation(
      'P: bye now .',
      'D: diagnosis will be lumbar strain .',
      'D: number two , she is a pleasant woman who has had intermittent neck pain since her accident last year .',
      'D: paragraph , plan .',
      'D: physical therapy twice a week .',
    );
    expect(readDictation(sentences).map((p) => p.opens)).toEqual(['problem', 'paragraph', 'paragraph']);
  });

  it('names a problem with the few words that open the assessment and plan, or that "the next one is"', () => {
    const sentences = consultation('P: bye .', 'D: assessment and plan . chronic kidney disease . stable on the current regimen . the next one is gout . no flares this year .');
    expect(opened(readDictation(sentences))).toEqual([
      ['Chronic kidney disease.', 'problem'],
      ['Stable on the current regimen.', false],
      ['Gout.', 'problem'],
      ['No flares this year.', false],
    ]);
  });

  it('reads a word corrected after a pause as the correction: "to ro ... urology", "on exona ... excuse me , on examination"', () => {
    const sentences = consultation('P: bye .', 'D: plan , referral to ro ... urology for an ultrasound . wheezing noted on exona ... excuse me , on examination .');
    expect(readDictation(sentences).map((p) => p.statement)).toEqual(['Referral to urology for an ultrasound.', 'Wheezing noted on examination.']);
  });

  it('keeps the words said after a heading in the same sentence, and drops the commands to whoever types the note', () => {
    const sentences = consultation(
      'P: bye .',
      'D: please add the following to results .',
      'D: x-ray of the right wrist shows a nondisplaced fracture of the distal radius .',
      'D: can you please include the medication list ?',
      'D: for assessment and plan , the patient presents with a distal radius fracture .',
      'D: strength and sensation per the template .',
      'D: thanks .',
    );
    expect(written(sentences)).toEqual([
      'results: X-ray of the right wrist shows a nondisplaced fracture of the distal radius.',
      'plan: The patient presents with a distal radius fracture.',
    ]);
  });

  it('reads a dictation without headings: findings of the examination as the examination, the rest as the plan', () => {
    const sentences = consultation(
      'P: thanks , see you next month .',
      'D: take care , you too . reflexes are symmetric throughout . no focal motor weakness is noted .',
      'D: the patient tolerated the injection well and was advised to ice the knee tonight .',
    );
    const passages = readDictation(sentences);
    expect(passages.map((p) => p.section)).toEqual(['examination', 'examination', 'plan']);
    expect(passages[0]!.statement).toBe('Reflexes are symmetric throughout.');
  });

  it('reads nothing in a visit that ends talking to the patient, or where the patient answers after', () => {
    expect(readDictation(consultation('D: on exam , your lungs are clear .', 'P: good to hear .', 'D: okay , take care and see you in two weeks .'))).toEqual([]);
    expect(readDictation(consultation('P: thank you .', 'D: my nurse will be in shortly .'))).toEqual([]);
    expect(readDictation(consultation('D: physical exam , lungs are clear .', 'P: so is that good ?', 'D: yes , that is good .'))).toEqual([]);
  });

  it('files a sentence that opens with the section it reports ("exam shows …") there, and the sentences after it', () => {
    const sentences = consultation('P: bye .', 'D: physical exams show a talkative gentleman . he has a scar over the left knee from a prior surgery .', 'D: assessment and plan , ankle sprain .');
    expect(written(sentences)).toEqual([
      'examination: Physical exams show a talkative gentleman.',
      'examination: He has a scar over the left knee from a prior surgery.',
      'plan: Ankle sprain.',
    ]);
  });

  it('takes findings as the examination only while the dictation opens with them', () => {
    const sentences = consultation(
      'P: see you .',
      'D: this is a pleasant 40 year old male seen for knee pain . lungs are clear . he will start physical therapy next week .',
    );
    expect(readDictation(sentences).map((p) => p.section)).toEqual(['plan', 'plan', 'plan']);
  });

  it('drops what is said to the patient on the way out and the instructions to whoever writes the note', () => {
    const sentences = consultation(
      'P: thanks doc .',
      "D: you're welcome . right this way . in assessment , please summarize her history , and let's list the possible causes .",
      'D: likely a viral illness . in plan , include our discussion of the chest x-ray . she will return if the cough persists .',
    );
    expect(written(sentences)).toEqual(['assessment: Likely a viral illness.', 'plan: She will return if the cough persists.']);
  });

  it('grounds each passage in the sentence it was dictated in', () => {
    const [passage] = readDictation(consultation('P: bye .', 'D: exam , abdomen soft and nontender .'));
    expect(passage).toMatchObject({ section: 'examination', evidence: ['seg_1'], text: 'exam , abdomen soft and nontender .', statement: 'Abdomen soft and nontender.' });
  });

  it('reads what the doctor dictates of the patient before the patient first speaks as the history, not who the patient is', () => {
    const sentences = consultation(
      'D: next patient is john smith , date of birth 4/5/1960 . he is a 64 year old male here for follow-up of gout . patient was last seen in march . he has had two flares since then , uh , both in the left great toe . he was referred by dr. jones , and we are about to go in and see him now . hi john , how are you ?',
      'P: not bad .',
    );
    expect(readDictation(sentences, 'he is a 64 year old male here for follow-up of gout .').map((p) => `${p.section}: ${p.statement}`)).toEqual([
      'history: Patient was last seen in march.',
      'history: He has had two flares since then both in the left great toe.',
      'history: He was referred by Dr. Jones.',
    ]);
  });

  it("reads no patient's name dictated as who the patient is ('patient is pamela cook') into the history (issue 28, train D2N024)", () => {
    const sentences = consultation(
      "D: patient is pamela cook . she's a 36-year-old female post bilateral reduction mammoplasty . patient is doing well . she has been doing well since the surgery .",
      'P: hi .',
    );
    expect(readDictation(sentences, "she's a 36-year-old female post bilateral reduction mammoplasty .").map((p) => p.statement)).toEqual(['Patient is doing well.', 'She has been doing well since the surgery.']);
  });

  it("reads no dictation in a parent's visit ending with what to expect, and keeps a plan's own verb (review of issue 28)", () => {
    const sentences = consultation('P: thanks so much .', 'D: the nurse will be in to give him his flu shot . he may be a little fussy tonight .');
    expect(readDictation(sentences)).toEqual([]);
    expect(written(consultation('P: bye .', 'D: paragraph , plan . add lisinopril ten milligrams daily .'))).toEqual(['plan: Add lisinopril 10 mg daily.']);
  });

  it('names the problem said before what is said of it: "under X, …", "for the X, …", "X: …" (issue 28)', () => {
    const sentences = consultation(
      'P: bye .',
      'D: assessment and plan . under her migraines , they are better on the propranolol . for the insomnia , we will try melatonin . health maintenance : she is due for a mammogram . on examination today , there is mild swelling of the ankle .',
    );
    expect(opened(readDictation(sentences))).toEqual([
      ['Migraines.', 'problem'],
      ['They are better on the propranolol.', false],
      ['Insomnia.', 'problem'],
      ['Will try melatonin.', false],
      ['Health maintenance.', 'problem'],
      ['She is due for a mammogram.', false],
      ['On examination today, there is mild swelling of the ankle.', false],
    ]);
  });

  it('reads no dictation where the doctor examines and prescribes after the patient last spoke, without headings (review of issue 28)', () => {
    const sentences = consultation(
      'P: no fits , doctor . she is playing also .',
      'D: weight 14 kg , temperature 100.2 °F . chest is clear and the ears are normal .',
      'D: it is a simple viral upper respiratory tract infection .',
      'D: give syrup calpol 7 ml sos if the temperature is above 100 . review after 3 days .',
    );
    expect(readDictation(sentences)).toEqual([]);
  });

  it('drops what goes on after a command and a clause to whoever types the note (issue 28, train D2N021, D2N026)', () => {
    const sentences = consultation(
      'P: bye .',
      'D: physical exam , no apparent distress . strength and sensation is per the template . uh , upper and lower extremities . gait is normal .',
      'D: plan , we will try a topical cream , and remove the previous information .',
    );
    expect(written(sentences)).toEqual(['examination: No apparent distress.', 'examination: Gait is normal.', 'plan: Will try a topical cream.']);
  });

  it('heads a dictated assessment that names no problem by the diagnosis its first sentence names (the rubric\'s round 24)', () => {
    const sentences = consultation('P: bye .', 'D: assessment and plan . this is a pleasant 40 year old with newly diagnosed psoriasis . we will start a topical steroid .');
    const diagnosisIn = (text: string) => {
      const at = text.search(/\bpsoriasis\b/i);
      return at === -1 ? undefined : { term: 'psoriasis', start: at };
    };
    expect(opened(readDictation(sentences, undefined, diagnosisIn))).toEqual([
      ['Psoriasis.', 'problem'],
      ['This is a pleasant 40 year old with newly diagnosed psoriasis.', 'paragraph'],
      ['Will start a topical steroid.', false],
    ]);
    // Suspected, or named in passing, it heads nothing.
    const suspected = consultation('P: bye .', 'D: assessment and plan . i suspect she has psoriasis . we will start a topical steroid .');
    expect(readDictation(suspected, undefined, diagnosisIn).map((p) => p.opens ?? false)).toEqual(['paragraph', false]);
  });
});

