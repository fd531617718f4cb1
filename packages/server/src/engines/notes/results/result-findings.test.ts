import { describe, expect, it } from 'vitest';
import { resultFindingsOf, testName, testSite, withoutTestName } from './result-findings.js';

describe('result findings', () => {
  // Probe p15 (tuning set): a questionnaire's score today, the one before, and its range.
  it('reads a questionnaire score with the one before and its severity range', () => {
    expect(
      resultFindingsOf('okay so you filled out the phq nine the questionnaire out in the waiting room your score today is sixteen six weeks ago it was nineteen so its moving in the right direction but sixteen is still in the moderately severe range'),
    ).toEqual(['score 16', 'previously 19', 'moderately severe range']);
    const said = 'you filled out the phq nine the questionnaire';
    expect(testName(said, { start: said.indexOf('phq'), end: said.indexOf('phq') + 'phq nine'.length }, 'PHQ-9')).toBe('PHQ-9');
  });

  // Probe p27 (tuning set): spirometry read out in an Indian OPD.
  it('reads spirometry: FEV1 against predicted, the response to the bronchodilator, and the peak flow', () => {
    expect(resultFindingsOf('fev1 is sixty eight percent of predicted.')).toEqual(['FEV1 68% of predicted']);
    expect(resultFindingsOf('after the asthalin puffs it improved by eighteen percent.')).toEqual(['18% improvement after bronchodilator']);
    expect(resultFindingsOf('and peak flow is two ninety.')).toEqual(['peak flow 290']);
  });

  // Read as a user would, on sentences of my own: "the x-ray did not show a fracture" was written "X-ray: fracture.",
  // the finding the doctor ruled out stated as found.
  it('rules out what a test did not show, and reads a test that showed nothing as unremarkable', () => {
    expect(resultFindingsOf('the x-ray did not show a fracture .')).toEqual(['no fracture']);
    expect(resultFindingsOf("the ct scan did n't show any kidney stones .")).toEqual(['no kidney stones']);
    expect(resultFindingsOf("your mri doesn't show any tear .")).toEqual(['no tear']);
    expect(resultFindingsOf("the x-ray doesn't show any arthritis , but it does show a small bone spur .")).toEqual(['no arthritis', 'small bone spur']);
    expect(resultFindingsOf("the x-ray did n't show anything .")).toEqual(['unremarkable']);
    expect(resultFindingsOf('the ultrasound showed no gallstones .')).toEqual(['no gallstones']);
  });

  // Read as a user would, on sentences of my own, each of which gave no result at all.
  it('reads a finding said to be there, a biopsy come back benign or as a diagnosis, and the white count', () => {
    expect(resultFindingsOf("i took a look at the x-ray of your knee and there's some arthritis there , some narrowing of the joint space .")).toEqual([
      'arthritis',
      'narrowing of the joint space',
    ]);
    expect(resultFindingsOf('on the x-ray there is a fracture of the distal radius .')).toEqual(['fracture of the distal radius']);
    // Only what an image finds is there: not what the visit has going on.
    expect(resultFindingsOf("there's some swelling , some tenderness .")).toEqual([]);
    expect(resultFindingsOf('there is a lot going on .')).toEqual([]);
    expect(resultFindingsOf('good news , the biopsy came back benign .')).toEqual(['benign']);
    expect(resultFindingsOf('unfortunately the biopsy came back malignant .')).toEqual(['malignant']);
    expect(resultFindingsOf('the pathology came back and it was a basal cell carcinoma .')).toEqual(['basal cell carcinoma']);
    expect(resultFindingsOf('your wbc was 11.2 , which is slightly high .')).toEqual(['WBC 11.2, high']);
  });

  it('reads a value the test "showed that it was" (issue 28, train D2N066)', () => {
    expect(resultFindingsOf("okay we checked your hemoglobin a1c last time i'm looking at your records in epic and it showed that it was you know seven point one")).toEqual(['7.1']);
  });

  it('reads a value "up slightly" as elevated, but not "up to" someone (issue 28, train D2N003)', () => {
    expect(resultFindingsOf('it ... it is uh ... it is up slightly , which might suggest that you have a little bit of a obstruction')).toEqual(['elevated']);
    expect(resultFindingsOf('your sugar was a little up this morning')).toEqual(['sugar elevated']);
    expect(resultFindingsOf('it is up to you whether we repeat it')).toEqual([]);
  });

  it('reads what a test says the patient might have as possible, and "it says" as what it shows (issue 28, train D2N015)', () => {
    expect(resultFindingsOf('it says that you might be having a little bit of asthma or , uh , copd .')).toEqual(['possible asthma or COPD']);
    expect(resultFindingsOf('the x-ray shows you may have a small fracture')).toEqual(['possible small fracture']);
    expect(resultFindingsOf("your ... kind of your diaphragm is a little bit flatter , and we'll see that in some , uh , copd")).toEqual(['diaphragm flattened']);
  });

  it('reads readings running on the higher side as high (issue 28, train D2N001, D2N016)', () => {
    expect(resultFindingsOf('uh , so they are running on the higher side .')).toEqual(['high']);
    // The everyday name said alone after the other one (train D2N021).
    expect(resultFindingsOf('the bad was 153 , and it should be less than 100')).toEqual(['LDL 153']);
    expect(resultFindingsOf("yeah , so , they've been a , running a little high over the past couple months .")).toEqual(['high']);
  });

  it('writes what a test showed and its reading, with the value', () => {
    expect(resultFindingsOf('In reviewing the results of his diabetes labs, his hemoglobin a1c is a little elevated at eight.')).toEqual(['hemoglobin A1c elevated at 8']);
    expect(resultFindingsOf('your x-ray shows good bony alignment, there\'s no fracture')).toEqual(['good bony alignment', 'no fracture']);
    expect(resultFindingsOf('this shows that the pumping function of his heart is a little bit reduced at 45 %')).toEqual(['ejection fraction reduced at 45%']);
  });

  it('writes each finding of a list of them, as a note writes them, not cut after a few words (issue 28)', () => {
    const lisfranc = [
      'subtle dorsal displacement at the 2nd metatarsal base',
      '3 mm separation of the 1st and 2nd metatarsal bases',
      'bony fragment in the lisfranc joint space',
    ];
    expect(
      resultFindingsOf(
        "i've reviewed the results of your x-ray of your right foot and it showed subtle dorsal displacement of the base of the second metatarsal with a three millimeter separation of the first and second metatarsal bases and the presence of a bony fragment in the lisfranc joint space",
      ),
    ).toEqual(lisfranc);
    expect(
      resultFindingsOf(
        'so i do notice a subtle dorsal displacement of the base of the second metatarsal with a three millimeter separation of the first and second metatarsal bases and the presence of a bony fragment in the lisfranc joint space',
      ),
    ).toEqual(lisfranc);
  });

  it('reads the findings of a result said without punctuation, up to the words that turn to the plan (issue 28)', () => {
    expect(
      resultFindingsOf(
        'so we did a x-ray of that right foot and i do notice dorsal displacement of the base of the second metatarsal with a three millimeter separation of the first and second metatarsal bases and presence of bony fragments so let me tell you a little bit about my assessment and plan',
      ),
    ).toEqual(['dorsal displacement at the 2nd metatarsal base', '3 mm separation of the 1st and 2nd metatarsal bases', 'bony fragments']);
    expect(
      resultFindingsOf(
        'now now we since we did the echocardiogram i reviewed those results and it does show a preserved ef of fifty five percent abnormal diastolic filling and mild-to-moderate mitral regurgitation so let me tell you a little bit about my assessment and plan',
      ),
    ).toEqual(['preserved ejection fraction 55%', 'abnormal diastolic filling', 'mild-to-moderate mitral regurgitation']);
    expect(
      resultFindingsOf(
        "so russell i did review the results of your ekg which showed normal sinus rhythm good r wave progression and evolutionary changes which are anticipated so let's go ahead and talk about my assessment plan for you",
      ),
    ).toEqual(['normal sinus rhythm good r wave progression', 'evolutionary changes']);
    expect(
      resultFindingsOf("good position i don't see any evidence of any fractures i do notice the effusion around the right knee just a small amount of fluid"),
    ).toEqual(['no fractures', 'effusion']);
    // "and" inside what a finding is of parts nothing: "swelling of the hands and feet".
    expect(resultFindingsOf('the x-ray shows swelling of the hands and both feet')).toEqual(['swelling of the hands and both feet']);
  });

  it('reads a result said after "that type of thing" as the result, not as a comment on the finding before (issue 28)', () => {
    expect(resultFindingsOf("so looking at your autoimmune panel here , we sent that because you have arthritis and gout and that type of thing and everything seemed to be fine .")).toEqual(['normal']);
  });

  it('keeps the polarity and what the reading is of, and leaves the comment out', () => {
    expect(resultFindingsOf('and here, looking at your lab results, your white blood cell count is not elevated, which is good.')).toEqual([
      'white blood cell count not elevated',
    ]);
  });

  it('reads decimals, readings after "\'s" and what a test was positive for', () => {
    expect(resultFindingsOf('yeah , so your hemoglobin is 8.2 , which is quite low')).toEqual(['hemoglobin 8.2, low']);
    expect(resultFindingsOf('your psa today is also is good also .')).toEqual(['normal']);
    // What the doctor goes on to plan in the same breath is another clause (issue 28).
    expect(resultFindingsOf("yeah , so your hemoglobin a1c here is is 8 , you know last time we had seen it , it was about 6 and we hadn't put you on medications so i think it's something we'll have to talk about , okay ?")).toEqual(['hemoglobin A1c 8']);
    expect(resultFindingsOf("your creatinine was .7 not .8 so you're doing well with kidney numbers .")).toEqual(['creatinine 0.7']);
    // "There's" after "shows" is no part of the finding (train D2N002).
    expect(resultFindingsOf("this basically shows that there's good bony alignment .")).toEqual(['good bony alignment']);
    // Its size first and where it is, as a note writes a measured finding (issue 28, train D2N050 and D2N052).
    expect(resultFindingsOf('we were able to get a ct of your side and it showed that you do have a stone measuring point five centimeters in size')).toEqual(['0.5 cm stone']);
    expect(resultFindingsOf("i did review the results of your ct and it does show a stone that's measuring point five centimeters located in the proximal right ureter")).toEqual([
      '0.5 cm stone in the proximal right ureter',
    ]);
    expect(resultFindingsOf('the ct showed a mass measuring three centimeters in the right upper lobe')).toEqual(['3 cm mass in the right upper lobe']);
    expect(resultFindingsOf("and what i'm seeing on your x-ray is a proximal humerus fracture")).toEqual(['proximal humerus fracture']);
    // A low pumping function is a reduced ejection fraction; looking at the image finds nothing (train D2N011).
    expect(resultFindingsOf('so , looking at this , you know , you do have a little bit of a , a low pumping function of your heart , which , you , you know , can happen')).toEqual(['mildly reduced ejection fraction']);
    // What the doctor noticed on the image, said in the past (train D2N056).
    expect(resultFindingsOf('so for your results i did review the results of your chest x-ray and i noticed some round glass opacities')).toEqual(['round glass opacities']);
    expect(resultFindingsOf('so this is looking at your right arm , and what i see is a proximal humerus fracture .')).toEqual(['proximal humerus fracture']);
    expect(resultFindingsOf("so what i'm seeing here is on the tip of this middle finger , you actually have a fracture .")).toEqual(['fracture']);
    // "(taking a look at your x-ray and) you have a large spur there on the top of your big toe joint" (issue 28: train D2N057).
    expect(resultFindingsOf('okay alrighty so taking a look at your x-ray and you do have you you have a large spur there on the top of your big toe joint')).toEqual(['large spur']);
    // What the doctor goes on to read from it: cartilage lost, arthritis "got" (issue 28: train D2N057).
    expect(resultFindingsOf("and you've lost a lot of the cartilage")).toEqual(['cartilage loss']);
    expect(resultFindingsOf("and so you you've got some arthritis in there")).toEqual(['arthritis']);
    expect(resultFindingsOf("so looking at your autoimmune panel here , you know , we sent that because , you know , you're young and you have , you know , arthritis and gout and that type of thing and everything seemed to be fine")).toEqual(['normal']);
    expect(resultFindingsOf("and here , your blood pressure's still high , so we'll have to talk about that .")).toEqual(['blood pressure high']);
    expect(resultFindingsOf('and you also have , uh , positive for strep .')).toEqual(['positive for strep']);
    expect(resultFindingsOf("so we'll see if it's positive for strep")).toEqual([]);
    // What a test may show is no result: "assuming that the ultrasound is normal, …".
    expect(resultFindingsOf('so assuming that the ultrasound is normal , the treatment for you melanoma is to cut out the area')).toEqual([]);
    expect(resultFindingsOf('once the mri comes back normal we can proceed')).toEqual([]);
  });

  it('reads a reading said loosely: "like, a tiny bit high", "running a little high", "unchanged", "seemed to be fine"', () => {
    expect(resultFindingsOf('your cholesterol was like , a tiny bit high .')).toEqual(['cholesterol high']);
    expect(resultFindingsOf("your blood sugar's been running a little high .")).toEqual(['blood sugar high']);
    expect(resultFindingsOf('and your ekg looks unchanged from last year .')).toEqual(['EKG unchanged']);
    expect(resultFindingsOf('and everything seemed to be fine .')).toEqual(['normal']);
  });

  it('reads what the doctor does not appreciate, and sees, in an image said without stops (issue 28)', () => {
    expect(resultFindingsOf('good news is i do not appreciate a fracture or any bony abnormalities')).toEqual(['no fracture']);
    expect(resultFindingsOf("good position i don't see any evidence of any fractures i do notice the effusion around the right knee")).toContain('no fractures');
    expect(resultFindingsOf('what i am noticing is the development of a little bit of arthritis and that could explain it')).toEqual(['arthritis']);
    expect(resultFindingsOf('i do notice a small effusion around the right knee')).toEqual(['small effusion']);
    // Written as a note writes it, never 8 words of the transcript in a row.
    expect(resultFindingsOf('so i do notice a subtle dorsal displacement of the base of the second metatarsal with a three millimeter separation of the first and second metatarsal bases')).toEqual([
      'subtle dorsal displacement at the 2nd metatarsal base',
      '3 mm separation of the 1st and 2nd metatarsal bases',
    ]);
  });

  it('reads a number said of the test just named, and the cholesterol by its everyday names (issue 28)', () => {
    expect(resultFindingsOf('i know that they just checked your blood sugar now and it was 162 and you know')).toEqual(['162']);
    expect(resultFindingsOf('the good cholesterol was about 44')).toEqual(['HDL 44']);
    expect(resultFindingsOf('and your bad cholesterol was 153')).toEqual(['LDL 153']);
  });

  it('writes the finding without the name of its test', () => {
    expect(withoutTestName('hemoglobin a1c 7', ['hemoglobin a1c', 'HbA1c'])).toBe('7');
    expect(withoutTestName('hemoglobin', ['hemoglobin'])).toBe('hemoglobin');
    // Whose test it was is no part of its finding (issue 28, train D2N027).
    expect(withoutTestName("patient's alkaline phosphatase elevated at 156", ['alkaline phosphatase'])).toBe('elevated at 156');
    expect(withoutTestName('his sugars are good', ['alkaline phosphatase'])).toBe('his sugars are good');
    // The lexicon's "serum" is not said (train D2N027).
    expect(withoutTestName('vitamin d 94', ['serum vitamin D'])).toBe('94');
    expect(withoutTestName('no fracture', ['X-ray'])).toBe('no fracture');
  });

  it('reads each of a run of denials said without a joiner (issue 28)', () => {
    expect(resultFindingsOf("so there is no fractures no bony abnormalities so let's talk")).toEqual(['no fractures', 'no bony abnormalities']);
    expect(resultFindingsOf('it showed no fracture no dislocation and no effusion')).toEqual(['no fracture', 'no dislocation', 'no effusion']);
    expect(resultFindingsOf("i don't see any fracture there's no any")).toEqual(['no fracture']);
    // The doctor explaining the word is no finding of its own (round 12 of the rubric).
    expect(resultFindingsOf("i don't see any evidence of osteomyelitis meaning that there is no infection of the bone")).toEqual(['no osteomyelitis']);
  });

  it('reads a lab said high with its value in words, and labs listed within normal limits (issue 28, train D2N038)', () => {
    expect(
      resultFindingsOf('so your your liver panel we did one of those and it showed an elevated ast at thirty nine but your alt albumin and total bilirubin were all within normal limits'),
    ).toEqual(['AST elevated at 39', 'ALT, albumin and total bilirubin normal']);
    expect(resultFindingsOf('your ldl was elevated at one sixty')).toEqual(['LDL elevated at 160']);
    expect(resultFindingsOf('it showed an elevated alkaline phosphatase level at 156')).toEqual(['alkaline phosphatase elevated at 156']);
  });

  it('names the test with its site', () => {
    const text = 'in reviewing the results of his back x-ray';
    const start = text.indexOf('x-ray');
    expect(testName(text, { start, end: start + 5 }, 'X-ray')).toBe('X-ray of the back');
    const after = 'the x-ray of your right knee shows';
    expect(testName(after, { start: 4, end: 9 }, 'X-ray')).toBe('X-ray of the right knee');
    // "An x-ray of that right knee"; "your left knee x-ray", found as the lexicon's "X-ray knee" (issue 28).
    const that = 'we did do an x-ray of that right knee and luckily';
    expect(testName(that, { start: that.indexOf('x-ray'), end: that.indexOf('x-ray') + 5 }, 'X-ray')).toBe('X-ray of the right knee');
    const knee = 'i reviewed the result of your left knee x-ray which showed';
    expect(testName(knee, { start: knee.indexOf('knee x-ray'), end: knee.indexOf('knee x-ray') + 10 }, 'X-ray knee')).toBe('X-ray of the left knee');
    expect(testName('the knee x-ray', { start: 4, end: 14 }, 'X-ray knee')).toBe('X-ray of the knee');
  });

  it('names the organ a test looks at, said as an adjective or after it (issue 28)', () => {
    const site = (text: string, said: string) => testSite(text, { start: text.indexOf(said), end: text.indexOf(said) + said.length });
    expect(site("i'm going to order a renal ultrasound", 'ultrasound')).toBe('kidneys');
    expect(site('we will get an ultrasound of your kidneys', 'ultrasound')).toBe('kidneys');
    expect(site('i want a renal artery ultrasound', 'ultrasound')).toBe('renal arteries');
    expect(site('an ultrasound of the thyroid', 'ultrasound')).toBe('thyroid');
    expect(site('a lower extremity arterial ultrasound', 'ultrasound')).toBe('lower extremity arteries');
    expect(site("i'm going to go ahead and order an arterial ultrasound of your lower extremities", 'ultrasound')).toBe('lower extremity arteries');
    expect(site('a venous ultrasound of the left lower extremity', 'ultrasound')).toBe('left lower extremity veins');
    expect(site('an x-ray of both upper extremities', 'x-ray')).toBe('upper extremities');
    expect(site('an ultrasound to look at it', 'ultrasound')).toBeUndefined();
    // The part said after two tests joined by "or" is both tests' (train D2N061).
    expect(site('potentially ordering like a cat scan or an mri of that knee', 'cat scan')).toBe('knee');
    expect(site('a cat scan or an mri of that knee', 'mri')).toBe('knee');
  });

  it('names the test in the words said when they spell it out, by the abbreviation clinicians write, else by its name in the lexicon', () => {
    const name = (text: string, said: string, term: string) => testName(text, { start: text.indexOf(said), end: text.indexOf(said) + said.length }, term);
    expect(name('your white blood cell count is not elevated', 'white blood cell count', 'total leucocyte count')).toBe('White blood cell count');
    expect(name('your kidney function is also very good', 'kidney function', 'kidney function test')).toBe('Kidney function');
    expect(name('your wbc is normal', 'wbc', 'total leucocyte count')).toBe('WBC');
    expect(name('your alt was about 128', 'alt', 'SGPT')).toBe('ALT');
    expect(name('your pfts were normal', 'pfts', 'pulmonary function test')).toBe('PFTs');
    expect(name('your sugar was 160', 'sugar', 'blood glucose')).toBe('Blood glucose');
    expect(name('your hemoglobin a1c is 8', 'hemoglobin a1c', 'HbA1c')).toBe('HbA1c');
  });
  it('reads a count said in lakhs, as Indian doctors say platelets (issue 28)', () => {
    expect(resultFindingsOf('okay . your platelet count is one lakh twenty thousand .')).toEqual(['platelet count 1.2 lakh']);
  });

  it('reads joint spaces said well maintained, and a denial with "even" in it (issue 28, train D2N045)', () => {
    expect(resultFindingsOf('the joint spaces of that right knee are are well maintained')).toEqual(['joint spaces well maintained']);
    expect(resultFindingsOf("so i don't even see any signs of any arthritis that i would've been suspecting")).toEqual(['no arthritis']);
    expect(resultFindingsOf('the joint space is preserved')).toEqual(['joint space preserved']);
    // Not what "of" names elsewhere, nor a plan denied (the review of the change).
    expect(resultFindingsOf('the function of the left ventricle is normal')).toEqual(['function of left ventricle normal']);
    expect(resultFindingsOf("i don't even see a reason to repeat the x-ray")).toEqual([]);
    expect(resultFindingsOf("i don't even see the need for surgery")).toEqual([]);
  });
});
