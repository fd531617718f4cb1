import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndicLexicon, type IndicEntry, type IndicKind, type IndicLanguage } from '../../../lexicon/indic-lexicon.js';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { TermIndex } from '../term-index.js';
import { emptyClinicalModel, type ClinicalExtractor, type ExtractionInput } from '../clinical-model.js';
import { IndicReader, withIndicReading } from './indic-reader.js';

let reader: IndicReader;
beforeAll(async () => {
  const lexicon = await loadLexicon();
  reader = new IndicReader(await loadIndicLexicon(lexicon), { lexicon, index: new TermIndex(lexicon) });
});

const inEnglish = (text: string, speaker: string, language: IndicLanguage = 'hi') => reader.inEnglish([{ id: 'seg_1', text, start: 0, end: 1, speaker }], language)[0]!.text;
/** A conversation's turns (`D:` the doctor's, `P:` the patient's) in English. */
const conversation = (language: IndicLanguage, ...turns: string[]) =>
  reader
    .inEnglish(turns.map((turn, i) => ({ id: `seg_${i + 1}`, text: turn.slice(2), start: i, end: i + 1, speaker: turn.startsWith('D:') ? 'doctor' : 'patient' })), language)
    .map((segment) => segment.text);

describe('IndicReader (Hindi)', () => {
  it.each([
    ['a symptom and how long', 'patient', 'डॉक्टर साहब, पाँच दिन से बुखार है।', 'I have fever for 5 days.'],
    ['denials, each in its sentence', 'patient', 'उल्टी नहीं हुई। दस्त भी नहीं।', 'No vomiting. No diarrhoea.'],
    ['a denial and a symptom in two clauses', 'patient', 'भूख नहीं लग रही, और पेट में हल्का दर्द रहता है।', 'I have loss of appetite. I have mild abdominal pain.'],
    ["the doctor's questions", 'doctor', 'खाँसी? पेशाब में जलन?', 'Do you have cough? Do you have dysuria?'],
    ['a bare answer', 'patient', 'नहीं, दोनों नहीं।', 'No.'],
    ['an answer denying what was asked in other words', 'patient', 'खून नहीं देखा।', 'No.'],
    ['a medicine with its schedule kept together', 'doctor', 'Dolo 650 दिन में तीन बार, खाने के बाद, पाँच दिन तक।', 'Dolo 650 3 times a day, after food, for 5 days.'],
    ['tests ordered, the verb first', 'doctor', 'आज CBC, Widal और blood culture करवा लीजिए।', 'Get today CBC, Widal and blood culture done.'],
    ['a follow-up', 'doctor', 'तीन दिन बाद रिपोर्ट लेकर आइए।', 'Come back after 3 days report.'],
    ['a warning sign, not a finding', 'doctor', 'उल्टी हो तो तुरंत आइए।', 'Come back immediately if vomiting.'],
    ['warning signs in a condition', 'doctor', 'अगर साँस तेज़ चले या बुखार 102 से ऊपर जाए, तो तुरंत ले आइए।', 'Come back immediately if tachypnoea or fever.'],
    ['a denial after a comma, of its own part only, and a finding of the examination said as one', 'doctor', 'घुटने में crepitus है, सूजन नहीं।', 'On examination, knee crepitus. No oedema.'],
    ['a bare answer, then advice', 'doctor', 'नहीं, पानी खूब पीजिए।', 'No. Drink water.'],
    // Glosses alone, kept when they say a function is fine: the English engine reads them as denials (issue 31).
    ['functions said to be fine', 'patient', 'भूख ठीक है, नींद भी ठीक है।', 'Appetite fine, sleep fine.'],
    // What a medicine is for, after it, as an English prescription says it: the symptom is no finding, the medicine is
    // as needed (issue 31).
    ['a medicine for a symptom if it comes', 'doctor', 'उल्टी हो तो Emeset 4 mg ले लेना।', 'Take Emeset 4 mg as needed for vomiting.'],
    // Two instructions in a clause, each with its own words: the follow-up is not lost to "get … done" (issue 31).
    ['a test, then a follow-up', 'doctor', 'CBC करवा लीजिए और एक हफ्ते बाद आइए।', 'Get CBC done. Come back after 1 week.'],
    ['a medicine forbidden', 'doctor', 'Brufen मत लीजिए।', 'Do not take Brufen.'],
    ['a diagnosis said in English, suspected', 'doctor', 'ये gastritis लग रहा है।', 'It may be gastritis.'],
    ['a diagnosis ruled out', 'doctor', 'diabetes नहीं है।', 'No diabetes.'],
    ['a suspected diagnosis', 'doctor', 'लग रहा है typhoid हो सकता है।', 'It may be typhoid.'],
    ["a relative's diagnosis", 'patient', 'मम्मी को भी शुगर है।', 'My mother has diabetes.'],
    ['romanised Hindi', 'patient', 'Teen din se bukhar hai, ulti nahi.', 'I have fever for 3 days. No vomiting.'],
    ['English said in Devanagari', 'doctor', 'पैरासिटामोल 500 दिन में दो बार।', 'Paracetamol 500 2 times a day.'],
    ['an English sentence, as said', 'doctor', 'Pulse is 92 and the chest is clear.', 'Pulse is 92 and the chest is clear'],
  ])('reads %s', (_, speaker, text, english) => {
    expect(inEnglish(text, speaker)).toBe(english);
  });
});

// The reader's grammar (issue 31): what new speech missed was not its words but how they go together.
describe('IndicReader (grammar, in every language)', () => {
  // An Indian language puts the verb last: a list of findings said apart by commas waits for it, and a denial at its
  // end denies every one, not the last alone.
  it.each<[IndicLanguage, string, string]>([
    ['hi', 'खाँसी, जुकाम, बुखार कुछ नहीं।', 'No cough, runny nose or fever.'],
    ['bn', 'কাশি, সর্দি বা জ্বর নেই।', 'No cough, rhinorrhoea or fever.'],
    ['ta', 'இருமல், சளி, காய்ச்சல் எதுவும் இல்ல.', 'No cough, rhinorrhoea or fever.'],
    ['kn', 'ಕೆಮ್ಮು, ನೆಗಡಿ, ಜ್ವರ ಏನೂ ಇಲ್ಲ.', 'No cough, runny nose or fever.'],
    ['te', 'దగ్గు, జలుబు, జ్వరం ఏమీ లేవు.', 'No cough, rhinorrhoea or fever.'],
    ['ml', 'ചുമ, ജലദോഷം, പനി ഒന്നും ഇല്ല.', 'No cough, runny nose or fever.'],
    ['gu', 'ઉધરસ, શરદી કે તાવ નથી.', 'No cough, runny nose or fever.'],
    ['hi', 'बुखार और खाँसी है, उल्टी नहीं।', 'I have fever and cough. No vomiting.'],
  ])('%s: denies every finding of a list the denial ends', (language, text, english) => {
    expect(inEnglish(text, 'patient', language)).toBe(english);
  });

  it.each<[IndicLanguage, string, string]>([
    ['hi', 'पता नहीं।', 'Not sure.'],
    ['hi', 'बुखार का पता नहीं।', 'Not sure about fever.'],
    ['bn', 'জানি না।', 'Not sure.'],
    ['gu', 'ખબર નથી.', 'Not sure.'],
    ['mr', 'माहीत नाही.', 'Not sure.'],
    ['ml', 'അറിയില്ല.', 'Not sure.'],
    ['ta', 'தெரியலைங்க.', 'Not sure.'],
    ['te', 'తెలియదు.', 'Not sure.'],
    ['pa', 'ਪਤਾ ਨਹੀਂ ਜੀ।', 'Not sure.'],
  ])('%s: reads "not sure" as neither yes nor no', (language, text, english) => {
    expect(inEnglish(text, 'patient', language)).toBe(english);
  });

  // An answer of how often or since when says yes to what was asked, as an English "Sometimes." does.
  it.each<[IndicLanguage, string, string]>([
    ['hi', 'कभी कभी।', 'Yes, sometimes.'],
    ['bn', 'রাতে দু-তিনবার।', 'Yes, at night 2 3 times.'],
    ['kn', 'ಬೆಳಿಗ್ಗೆ ಎದ್ದಾಗ ಆಗಾಗ.', 'Yes, on waking sometimes.'],
    ['ta', 'ரெண்டு நாளா.', 'Yes, for 2 days.'],
    // Kannada joins the count to "times", dropping the number's last vowel (ಎರಡು ಸಲ → ಎರಡ್ಸಲ).
    ['kn', 'ಬೆಳಿಗ್ಗೆ ಎರಡ್ಸಲ ಆಯ್ತು ಸಾರ್.', 'Yes, in the morning 2 times.'],
    ['kn', 'ರಾತ್ರಿ ಎರಡು ಸಲ.', 'Yes, at night 2 times.'],
  ])('%s: reads an answer of how often or how long as a yes', (language, text, english) => {
    expect(inEnglish(text, 'patient', language)).toBe(english);
  });

  // "Burning when passing urine?" — "The burning is there, a little.": the answer names the head word of what was asked
  // (burning, swelling, pain), no finding of its own, and says yes to it (issue 31).
  it('reads an answer naming the head word of what was asked as a yes to that finding', () => {
    expect(inEnglish('ಉರಿ ಸ್ವಲ್ಪ ಇದೆ.', 'patient', 'kn')).toBe('Yes, a little.');
    expect(conversation('kn', 'D:ಯೂರಿನ್ ಹೋಗೋವಾಗ ಉರಿ ಇದ್ಯಾ? ಕೆಂಪಗೆ ಏನಾದ್ರೂ ಹೋಯ್ತಾ?', 'P:ಉರಿ ಸ್ವಲ್ಪ ಇದೆ. ಕೆಂಪಗೆ ಏನೂ ಹೋಗ್ಲಿಲ್ಲ ಸಾರ್.').at(-1)).toBe(
      'I have mild burning urination. No haematuria.',
    );
    expect(inEnglish('వాపు లేదండి.', 'patient', 'te')).toBe('No.');
  });

  // "Fever? Burning when passing urine?" — "The burning, a little. No.": the "No." is to the fever; the burning is said.
  it('names a "No." after a head-word answer with the other finding asked, not the one the head word answers', () => {
    expect(conversation('kn', 'D:ಜ್ವರ ಇದ್ಯಾ? ಯೂರಿನ್ ಹೋಗೋವಾಗ ಉರಿ ಇದ್ಯಾ?', 'P:ಉರಿ ಸ್ವಲ್ಪ ಇದೆ. ಇಲ್ಲ.').at(-1)).toBe('I have mild burning urination. No fever.');
  });

  it('names what a "Not sure." after other words is unsure of, as it names a "No."', () => {
    expect(conversation('hi', 'D:सीने में दर्द? धड़कन तेज़?', 'P:सीने में दर्द नहीं। धड़कन का पता नहीं।').at(-1)).toBe('No chest pain. Not sure about palpitations.');
  });

  it('takes an answer opening with a yes as the answer to what was asked: a later "No." denies something else', () => {
    expect(conversation('hi', 'D:खुजली होती है?', 'P:थोड़ी होती है, रात को नहीं।').at(-1)).toBe('Yes, a little. No.');
  });

  // The doctor's "if" is a warning, with its instruction said or not ("breathless or vomiting — straight to hospital").
  it.each<[IndicLanguage, string, string]>([
    ['gu', 'શ્વાસ ચડે કે ઉલટી થાય તો તરત દવાખાને.', 'Clinic if breathlessness or vomiting.'],
    ['te', 'జ్వరం ఎక్కువైతే వెంటనే హాస్పిటల్ కి.', 'Immediately hospital if fever.'],
    ['hi', 'अगर सिर का दर्द बढ़ जाए या उल्टी हो, तो फ़ौरन आइए।', 'Come back immediately if headache or vomiting.'],
  ])("%s: reads the doctor's condition as the signs of a warning, not as findings", (language, text, english) => {
    expect(inEnglish(text, 'doctor', language)).toBe(english);
  });

  it.each<[IndicLanguage, string, string]>([
    ['hi', 'अगर दर्द ज़्यादा हो या आँख लाल हो जाए, तो तुरंत आइए।', 'Come back immediately if red eye.'],
  ])('%s: leaves the words of a condition out of its instruction', (language, text, english) => {
    expect(inEnglish(text, 'doctor', language)).toBe(english);
  });

  // Between a body part and its verb a speaker says when, how often and how much ("the right knee, in the evening,
  // sometimes swells a little"): those words do not part them.
  it.each<[IndicLanguage, string, string]>([
    ['kn', 'ಬಲಗಾಲಿನ ಮಂಡಿ ಸಂಜೆ ಹೊತ್ತು ಸ್ವಲ್ಪ ಬಾತುಕೊಳ್ಳುತ್ತೆ.', 'I have mild knee swelling.'],
    ['ta', 'இடது முட்டி மட்டும் சில நேரம் லேசா வீங்குது.', 'I have mild knee swelling.'],
    ['bn', 'ডান হাঁটু সন্ধ্যার দিকে মাঝে মাঝে একটু ফুলে যায়।', 'I have mild knee swelling.'],
  ])('%s: reads a body part and its verb with when and how much between them', (language, text, english) => {
    expect(inEnglish(text, 'patient', language)).toBe(english);
  });
});

describe('IndicReader (a condition joined to the verb)', () => {
  // Dravidian languages join "if" to the verb ("ఎక్కువైనా", if it gets worse; "ತಗೊಂಡ್ರೆ", if you take it), and the verb
  // may be a finding's own ("పడిపోయినా", if you faint): the condition is still said, and its findings are signs.
  it.each<[IndicLanguage, string, string]>([
    ['te', 'కానీ ఆయాసం ఎక్కువైనా, కళ్ళు తిరిగి పడిపోయినా వెంటనే రండి.', 'Come back immediately if dyspnoea or syncope.'],
    ['kn', 'ಊಟ ಆದ್ಮೇಲೆ ತಗೊಂಡ್ರೆ ಅಷ್ಟು ವಾಕರಿಕೆ ಇರಲ್ಲ.', ''],
    ['ta', 'மூச்சு வாங்கினாலோ உடனே ஹாஸ்பிடலுக்கு.', 'Immediately hospital if dyspnoea.'],
  ])('%s: reads a finding with "if" joined to its verb as a sign, not a finding', (language, text, english) => {
    expect(inEnglish(text, 'doctor', language)).toBe(english);
  });
});

describe('IndicReader (what may come, told by the doctor)', () => {
  // A side effect the doctor warns of ("the stool may go black from the tablet, don't be scared", "a little drowsiness
  // may come") is no finding of the patient's: said with "may", or as what the medicine does (issue 31).
  it.each<[IndicLanguage, string, string]>([
    ['kn', 'ಮಾತ್ರೆಯಿಂದ ಮೋಷನ್ ಕಪ್ಪಗೆ ಹೋಗಬಹುದು, ಹೆದರ್ಕೋಬೇಡ.', ''],
    ['te', 'ఈ టాబ్లెట్ వల్ల మోషన్ నల్లగా వస్తుంది, భయపడొద్దు.', 'Tablet due to, do not worry.'],
    ['bn', 'একটু ঝিমুনি আসতে পারে, তাই রাতে দিলাম।', ''],
    ['gu', 'દવા લગાવ્યા પછી પણ એક-બે અઠવાડિયા થોડી ખંજવાળ રહી શકે, ગભરાવાનું નહીં.', 'Medicine 1 for 2 weeks, do not worry.'],
    ['ta', 'இந்த மாத்திரையால தூக்கம் வரலாம்.', ''],
    // The medicine named in the language's own word ("మాత్ర", tablet), not a loanword.
    ['te', 'ఈ మాత్ర వల్ల మోషన్ నల్లగా వస్తుంది.', ''],
  ])('%s: reads a side effect told as no finding', (language, text, english) => {
    expect(inEnglish(text, 'doctor', language)).toBe(english);
  });

  it.each<[IndicLanguage, string, string]>([
    ['kn', 'ಆ ಮಾತ್ರೆ ತಗೊಂಡ್ರೆ ವಾಕರಿಕೆ ಬರುತ್ತೆ.', 'I have nausea.'],
    ['te', 'మోషన్ నల్లగా వస్తోంది.', 'There is melaena.'],
  ])('%s: still reads a finding said without "may" or a medicine as its cause', (language, text, english) => {
    expect(inEnglish(text, language === 'kn' ? 'patient' : 'doctor', language)).toBe(english);
  });
});

describe('IndicReader (endings joined to words, on a lexicon of four rows)', () => {
  const entry = (kind: IndicKind, native: string, english: string): IndicEntry => ({ kind, spellings: native.split('|'), english, source: 't.tsv:1' });
  let malayalam: IndicReader;
  beforeAll(async () => {
    const lexicon = await loadLexicon();
    const entries = [entry('symptom', 'പനി', 'fever'), entry('symptom', 'ചുമ', 'cough'), entry('negation', 'ഇല്ല|-ഇല്ല|-ില്ല', 'no'), entry('drop', 'ഉണ്ട്', '')];
    malayalam = new IndicReader({ languages: new Map([['ml', entries]]), loanwords: [] }, { lexicon, index: new TermIndex(lexicon) });
  });
  const read = (text: string) => malayalam.inEnglish([{ id: 'seg_1', text, start: 0, end: 1, speaker: 'patient' }], 'ml')[0]!.text;

  it('names what a "No." after other words denies: the last finding asked that the answer does not name (issue 31)', () => {
    const said = (speaker: string, text: string, i: number) => ({ id: `seg_${i}`, text, start: i, end: i + 1, speaker });
    const english = (...turns: [string, string][]) => reader.inEnglish(turns.map(([speaker, text], i) => said(speaker, text, i + 1)), 'hi').map((s) => s.text);
    expect(english(['doctor', 'उल्टी? काली टट्टी?'], ['patient', 'उल्टी नहीं। टट्टी नॉर्मल है, काली नहीं।'])).toEqual(['Do you have vomiting? Do you have melaena?', 'No vomiting. No melaena.']);
    // Not what the patient has said they have: that "No." answers something else asked in its words.
    expect(english(['patient', 'उल्टी हुई थी।'], ['doctor', 'काली टट्टी? उल्टी?'], ['patient', 'पेट में दर्द है। नहीं।']).at(-1)).toBe('I have abdominal pain. No melaena.');
  });

  it('reads a negation joined to a symptom as its denial, the symptom outranking the ending', () => {
    expect(read('പനിയില്ല.')).toBe('No fever.');
    expect(read('ചുമ ഉണ്ട്, പനിയില്ല.')).toBe('I have cough. No fever.');
  });

  it('keeps a symptom with a longer ending that is no negation', () => {
    expect(read('ചുമയുണ്ട്.')).toBe('I have cough.');
  });
});

describe('withIndicReading', () => {
  const echo: ClinicalExtractor = { name: 'echo', extract: async (input) => ({ ...emptyClinicalModel(input), warnings: input.segments.map((segment) => ({ code: 'text', msg: segment.text })) }) };
  const input = (language: string, text: string): ExtractionInput => ({ segments: [{ id: 'seg_1', text, start: 0, end: 1, speaker: 'patient' }], mode: 'consultation', language });

  it('gives the extractor an Indian-language transcript in English, the model keeping its language and saying it', async () => {
    const model = await withIndicReading(echo, reader).extract(input('hi', 'बुखार है।'));
    expect([model.language, model.warnings]).toEqual([
      'hi',
      [
        { code: 'text', msg: 'I have fever.' },
        { code: 'read_in_english', msg: 'the conversation was in Hindi; the note is written from its reading in English: check it against the transcript' },
      ],
    ]);
  });

  it('gives it an English transcript as it is', async () => {
    expect((await withIndicReading(echo, reader).extract(input('en-IN', 'Fever for two days.'))).warnings).toEqual([{ code: 'text', msg: 'Fever for two days.' }]);
  });
});
