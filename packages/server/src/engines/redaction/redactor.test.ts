import { beforeAll, describe, expect, it } from 'vitest';
import { loadMedicalVocabulary } from '../../lexicon/formulary/formulary.js';
import { TermIndex } from '../notes/term-index.js';
import { loadRedactor, type Redactor } from './redactor.js';

let redactor: Redactor;
beforeAll(async () => {
  redactor = await loadRedactor(new TermIndex((await loadMedicalVocabulary()).entries));
});
const redacted = (...texts: string[]) => redactor.redact(texts).texts;

describe('PHI redaction (issue 33)', () => {
  it('tags the names a title, a greeting, a relative or "ji" introduces, and every other mention of them', () => {
    expect(redacted('good morning mrs sunita sharma, please sit.', 'sunita, how are you feeling? my son rahul brought me.', 'sharma ji, your sugar is better')).toEqual([
      'good morning mrs [NAME], please sit.',
      '[NAME], how are you feeling? my son [NAME] brought me.',
      '[NAME] ji, your sugar is better',
    ]);
    expect(redacted('hi hope, nice to see you again. seen by Dr. H. Kaur, SR Medicine.')).toEqual(['hi [NAME], nice to see you again. seen by Dr. [NAME], SR Medicine.']);
    expect(redacted('hello there, thanks again, I am A. for now')).toEqual(['hello there, thanks again, I am A. for now']);
    expect(redacted('Sister Mary will take your BP. Dr. Rao wants an MRI. Mr. Hope is here, I hope.')).toEqual([
      'Sister [NAME] will take your BP. Dr. [NAME] wants an MRI. Mr. [NAME] is here, I hope.',
    ]);
  });

  it('tags a listed name without a cue, a form\'s "baby of" and "Father:", and keeps a surname alone, a saint\'s place and a clinic', () => {
    expect(redacted('Name: baby of Farzana Khatoon   Father: Irfan Khatri, PAN on file')).toEqual(['Name: baby of [NAME]   Father: [NAME], PAN on file']);
    expect(redacted('dictated for Ali Hasanov, seen with Kiran Shah.')).toEqual(['dictated for [NAME], seen with [NAME].']);
    expect(redacted('the Rinne test is positive, Weber lateralises to left. from St. Vincent cardiology, go to Prakash Nursing Home.')).toEqual([
      'the Rinne test is positive, Weber lateralises to left. from St. Vincent cardiology, go to Prakash Nursing Home.',
    ]);
    // A listed name that is also a word is a name only where introduced and alone: "it's grace." but "I will go".
    expect(redacted("hi, it's grace. I will go to the clinic, by the grace of god.")).toEqual(["hi, it's [NAME]. I will go to the clinic, by the grace of god."]);
  });

  it('keeps clinical words, eponyms, drugs, doses and vitals, and the words of address', () => {
    expect(redacted("this is Parkinson's disease, not Hashimoto's thyroiditis. go to Prakash Nursing Home. thanks doc.")).toEqual([
      "this is Parkinson's disease, not Hashimoto's thyroiditis. go to Prakash Nursing Home. thanks doc.",
    ]);
    const clinical = "hello doctor, my wife has parkinson's disease and bell's palsy; take dolo 650 twice a day for 5 days, bp 140/90, pulse 88, hba1c 7.8 done on 12/01.";
    expect(redacted(clinical)).toEqual([clinical]);
  });

  it('tags numbers by their digits and cue: a mobile said in figures or words, an Aadhaar number with its check digit, a record number', () => {
    expect(redacted('my number is 98765 43210 and my aadhaar is 2345 6789 0124')).toEqual(['my number is [PHONE] and my aadhaar is [AADHAAR]']);
    expect(redacted('nine eight four five six seven eight nine zero one is my mobile')).toEqual(['[PHONE] is my mobile']);
    expect(redacted('call me at (555) 123-4567')).toEqual(['call me at [PHONE]']);
    expect(redacted('UHID AB12345, MRN 4567889')).toEqual(['UHID [MRN], MRN [MRN]']);
    expect(redacted('your OP number is OP-24-118734, IP number 2291/2022')).toEqual(['your OP number is [MRN], IP number [MRN]']);
    // What a question asked tells what the answer's number is.
    expect(redacted('and your PIN code?', 'yes, 400017.')).toEqual(['and your PIN code?', 'yes, [POSTAL_CODE].']);
    expect(redacted('your date of birth?', 'May 30th, 1968.')).toEqual(['your date of birth?', '[DATE_OF_BIRTH].']);
    // Twelve digits whose check digit fails are no Aadhaar number without its cue.
    expect(redacted('lot 2345 6789 0123 expires')).toEqual(['lot 2345 6789 0123 expires']);
  });

  it('tags e-mail and ABHA addresses, PAN, dates of birth, street addresses and postal codes', () => {
    expect(redacted('email ramesh.k@gmail.com, abha address ramesh.k@abdm, PAN ABCDE1234F')).toEqual(['email [EMAIL], abha address [ABHA_ADDRESS], PAN [PAN]']);
    expect(redacted('and the PAN? B R K P K 7 7 1 9 D.')).toEqual(['and the PAN? [PAN].']);
    // A phone said after an address ends the address; each keeps its own tag.
    expect(redacted('Address: H. No. 1142, Sector 15-B, Chandigarh   Ph: 98155-60432')).toEqual(['Address: [ADDRESS]   Ph: [PHONE]']);
    expect(redacted('DOB 03/04/1979, born on 3rd march 1950')).toEqual(['DOB [DATE_OF_BIRTH], born on [DATE_OF_BIRTH]']);
    expect(redacted('my DOB is twelve fourteen two thousand two if you need it.')).toEqual(['my DOB is [DATE_OF_BIRTH] if you need it.']);
    // A date that is no birth date stays: when a test was done, when the patient was admitted.
    expect(redacted('HbA1c 7.8 done on 12/01, admitted on 14th August 2023')).toEqual(['HbA1c 7.8 done on 12/01, admitted on 14th August 2023']);
    expect(redacted('she lives at flat 4b, sai apartments, 12th cross, indiranagar.')).toEqual(['she lives at [ADDRESS].']);
    expect(redacted('I live at 221 Baker Street, Springfield, IL 62704.')).toEqual(['I live at [ADDRESS] [POSTAL_CODE].']);
    expect(redacted('send it to Austin, TX 78701, or PIN code 560038')).toEqual(['send it to Austin, TX [POSTAL_CODE], or PIN code [POSTAL_CODE]']);
  });

  it('reads an answer by its question, a place of residence, a street named alone, a false start and what is spelled', () => {
    expect(redacted('address?', 'house number 88, Ashok Vihar Phase 2, Delhi 110052.')).toEqual(['address?', '[ADDRESS] [POSTAL_CODE].']);
    expect(redacted('member number?', 'yes, W 2 8 8 4 1 0 7 7 3.')).toEqual(['member number?', 'yes, [MRN].']);
    expect(redacted('date of birth?', 'the twenty-first of November, nineteen ninety.')).toEqual(['date of birth?', '[DATE_OF_BIRTH].']);
    expect(redacted('I am calling from Kottayam. he left the house on Ridgewood Avenue. Kolathur village, Hosakote taluk, PIN 562114.')).toEqual([
      'I am calling from [ADDRESS]. he left the house on [ADDRESS]. [ADDRESS], PIN [POSTAL_CODE].',
    ]);
    expect(redacted('calling from Mercy Heart Failure Clinic, from Dr. Lin\'s office')).toEqual(['calling from Mercy Heart Failure Clinic, from Dr. [NAME]\'s office']);
    expect(redacted('birthday is uh, October 3rd... October 3rd, 1958. number is seven one... seven one six, five five five, oh one two two.')).toEqual([
      'birthday is uh, [DATE_OF_BIRTH]. number is [PHONE].',
    ]);
    expect(redacted('email? a n a n y a dot bose at gmail dot com, ABHA ammini.nair at the rate sbx')).toEqual(['email? [EMAIL], ABHA [ABHA_ADDRESS]']);
  });

  it('reads names by the words of Indian talk: a Hindi kin word or "ka naam", "ben" and "bai" after a name, and no Hindi word for a name', () => {
    expect(redacted('mere pati Vikas ko bukhar hai. mere bete ka naam Golu hai.', 'baby ka naam rakha? kitne din ka hai?')).toEqual([
      'mere pati [NAME] ko bukhar hai. mere bete ka naam [NAME] hai.',
      'baby ka naam rakha? kitne din ka hai?',
    ]);
    expect(redacted('ram ram sarla bai, kaise ho? Meena ben will come.', 'haan ben, two strips please.')).toEqual(['ram ram [NAME] bai, kaise ho? [NAME] ben will come.', 'haan ben, two strips please.']);
    expect(redacted('sat sri akal ji. the beta blocker stays.')).toEqual(['sat sri akal ji. the beta blocker stays.']);
  });

  it('tags who answers a phone and whose number is meant, but not the place that answers nor a brand', () => {
    expect(redacted('hello, Wellness Forever Andheri, Snehal speaking.', "Nadia's phone is 312-555-0144.")).toEqual(['hello, Wellness Forever Andheri, [NAME] speaking.', "[NAME]'s phone is [PHONE]."]);
    expect(redacted('hello, PharmEasy Kothrud, can I help?')).toEqual(['hello, PharmEasy Kothrud, can I help?']);
  });

  it('takes whom a document, a payer or a parent speaks of, and who signs with a nurse practitioner\'s degree', () => {
    expect(redacted('operative note for Tendai Moyo. the subscriber is Farrukh Aliyev.', 'is this the guardian of Ikenna Obi?', 'signed: Lorna Featherstone, FNP-C')).toEqual([
      'operative note for [NAME]. the subscriber is [NAME].',
      'is this the guardian of [NAME]?',
      'signed: [NAME], FNP-C',
    ]);
    expect(redacted('I brought Dattatray Gaikwad for the cough.')).toEqual(['I brought [NAME] for the cough.']);
  });

  it('takes a name whole: hyphenated, with accents, said again in full, or spelled after itself', () => {
    expect(redacted('Ms. Okafor-Lindqvist and Mrs. Núñez are here.', 'it\'s raj, raj malhotra, about the refill.', 'this is Wen Qiu, Q-I-U.')).toEqual([
      'Ms. [NAME] and Mrs. [NAME] are here.',
      "it's [NAME], [NAME], about the refill.",
      'this is [NAME], [NAME].',
    ]);
    // Three capitals alone spell nobody.
    expect(redacted('an E-C-G was done.')).toEqual(['an E-C-G was done.']);
  });

  it('finds a name that is also a word in lower case only where it is the person spoken to or speaking', () => {
    expect(redacted("I'm his daughter, Faith.", 'okay faith. faith says the swelling is less.', 'I have faith in the plan.')).toEqual([
      "I'm his daughter, [NAME].",
      'okay [NAME]. [NAME] says the swelling is less.',
      'I have faith in the plan.',
    ]);
  });

  it('keeps eponyms, acronyms, schemes and a doctor after a year', () => {
    expect(redacted('placed a 15 French Penrose drain; Tinel sign positive.', 'I am ANM worker Rekha Jadhav.', 'she has the Ayushman card and Janani Suraksha Yojana papers.')).toEqual([
      'placed a 15 French Penrose drain; Tinel sign positive.',
      'I am ANM worker [NAME].',
      'she has the Ayushman card and Janani Suraksha Yojana papers.',
    ]);
    expect(redacted('a bypass in 2016, Dr. Mehta did it.')).toEqual(['a bypass in 2016, Dr. [NAME] did it.']);
  });

  it('reads addresses with landmarks, a taluka, a house by its name, and no village where a question asks', () => {
    expect(redacted('our house is behind Shiv mandir, gali number 4, Rampur, PIN 244901.')).toEqual(['our house is [ADDRESS], PIN [POSTAL_CODE].']);
    expect(redacted('we stay in Sitapur, near Lucknow. she came from Shirur, taluka Haveli.')).toEqual(['we stay in [ADDRESS]. she came from [ADDRESS].']);
    expect(redacted('son Alen, Mathew Bhavan, Kanjirappally, Kottayam, 686507.')).toEqual(['son [NAME], [ADDRESS], [POSTAL_CODE].']);
    expect(redacted('address?', 'C-7, Anand Park, opposite Bal Bharati School, Pune 411007.')).toEqual(['address?', '[ADDRESS] [POSTAL_CODE].']);
    expect(redacted('which village are you from?')).toEqual(['which village are you from?']);
  });

  it('reads record numbers by letter groups and a second group, a PAN in groups, an e-mail with a dot, and an ABHA number asked for before', () => {
    expect(redacted('your member ID?', 'XQ-HMO-553201.')).toEqual(['your member ID?', '[MRN].']);
    expect(redacted('member ID K7731 55820, still active?')).toEqual(['member ID [MRN], still active?']);
    expect(redacted('PAN is A B C P S 1234 K.')).toEqual(['PAN is [PAN].']);
    expect(redacted('and email, meera.iyer at yahoo dot com.')).toEqual(['and email, [EMAIL].']);
    expect(redacted('please give your ABHA number.', '91 2234 5567 8890 is the number.')).toEqual(['please give your ABHA number.', '[ABHA_NUMBER] is the number.']);
    expect(redacted('medical record number 5581230.').join()).toBe('medical record number [MRN].');
  });

  it('takes a date in figures for a date, whatever is said before it, and ends a birth cue at another event', () => {
    expect(redacted('date of birth on the Aadhaar is 21-09-1948.')).toEqual(['date of birth on the Aadhaar is [DATE_OF_BIRTH].']);
    expect(redacted('born 12-07-1961, admitted 03-01-2024.')).toEqual(['born [DATE_OF_BIRTH], admitted 03-01-2024.']);
    expect(redacted('your file number?', '72-14-5530.')).toEqual(['your file number?', '[MRN].']);
  });

  it('reads numbers said in Hindi digits and a country code said "plus"', () => {
    expect(redacted('mobile number bolo.', 'nau aath saat chhe, paanch chaar teen do, ek shunya.')).toEqual(['mobile number bolo.', '[PHONE].']);
    expect(redacted('aadhaar number is chaar paanch chhe saat, aath nau shunya ek, do teen chaar paanch.')).toEqual(['aadhaar number is [AADHAAR].']);
    expect(redacted("my son's number is plus nine one, nine eight seven six five, four three two one zero.")).toEqual(["my son's number is [PHONE]."]);
    // A Hindi digit word alone, or two, make no number: "do din se bukhar", "ek tablet do baar".
    expect(redacted('do din se bukhar hai, ek tablet do baar lena.')).toEqual(['do din se bukhar hai, ek tablet do baar lena.']);
  });

  it('reads letters spelled with a word ("A for apple", "W as in William") and a PAN said in pieces', () => {
    expect(redacted('your PAN card number?', 'A for apple, B for boy, C for cat, P for papa, S for sugar, one two three four, K for kite.')).toEqual([
      'your PAN card number?',
      '[PAN].',
    ]);
    expect(redacted('pan number: ABCPS 1234 K, and pan is abcps1234k. Pan 40 once daily.')).toEqual(['pan number: [PAN], and pan is [PAN]. Pan 40 once daily.']);
    expect(redacted('the member ID is W as in William, 2 2 8, 4 4 1 0.')).toEqual(['the member ID is [MRN].']);
    // A letter before "for" and a word of another letter is no spelling: "plan B for now".
    expect(redacted('plan B for now, vitamin D for bones.')).toEqual(['plan B for now, vitamin D for bones.']);
  });

  it('reads an ABHA address whose name is said in words', () => {
    expect(redacted('abha address is ramesh underscore k at the rate abdm.', 'ABHA address: meena dot sharma ninety at the rate abdm')).toEqual([
      'abha address is [ABHA_ADDRESS].',
      'ABHA address: [ABHA_ADDRESS]',
    ]);
  });

  it('reads an address by its structure: a post-office box, a building before its street, a route number, a flat after the street, old and new door numbers', () => {
    expect(redacted('P.O. Box 412, Kohima. send it to PO Box 88, Mokokchung, Nagaland.')).toEqual(['[ADDRESS]. send it to [ADDRESS].']);
    expect(redacted('flat 302, B wing, Sunshine Heights, Kharadi, Pune 411014')).toEqual(['[ADDRESS] [POSTAL_CODE]']);
    expect(redacted('2210 County Road 12, Maynardville, TN 37807. 4410 N 27th Ave, Apt 6, Phoenix, AZ 85017')).toEqual(['[ADDRESS] [POSTAL_CODE]. [ADDRESS] [POSTAL_CODE]']);
    expect(redacted('old number 12, new number 27, Kutchery Road, Mylapore, Chennai')).toEqual(['[ADDRESS]']);
    expect(redacted('my house is 16-4-298, Chanchalguda, Hyderabad. qtr no. 12/B, Railway Colony, Howrah.')).toEqual(['my house is [ADDRESS]. [ADDRESS].']);
    expect(redacted('we live near the temple, Shivaji Nagar, Amritsar.')).toEqual(['we live [ADDRESS].']);
    // An amount, a bed or a hospital room before a street word's lookalike is no house.
    expect(redacted('the estimate is Rs 2,85,000 for the general ward. bed 12, ward 5. room 4, first floor.')).toEqual([
      'the estimate is Rs 2,85,000 for the general ward. bed 12, ward 5. room 4, first floor.',
    ]);
  });

  it('reads where someone is or lives from the words said before a place', () => {
    expect(redacted("we're in Kalihi. she is at home in Maynardville. I'm at my daughter's place in Tempe.", 'I am currently in Mesa, Arizona.')).toEqual([
      "we're in [ADDRESS]. she is at home in [ADDRESS]. I'm at my daughter's place in [ADDRESS].",
      'I am currently in [ADDRESS].',
    ]);
    expect(redacted("she's in Room 5, he is in ICU, I'm in March for the trip.")).toEqual(["she's in Room 5, he is in ICU, I'm in March for the trip."]);
  });

  it('takes the word after "Mr", "Mrs" or "Dr" for a name whatever else it is, a surname after a name, a relative by what they do, and a name said in Hindi', () => {
    expect(redacted('good morning mrs pearl baker.', 'my name is grace hunter.', 'her father hunter will pick her up; my son may come.')).toEqual([
      'good morning mrs [NAME].',
      'my name is [NAME].',
      'her father [NAME] will pick her up; my son may come.',
    ]);
    expect(redacted('patient name is bich ngoc tran, female, 42.', 'ji, main sunita bol rahi hoon.')).toEqual(['patient name is [NAME], female, 42.', 'ji, main [NAME] bol rahi hoon.']);
    // "am I", "ma'am" and "mrs sharma may" name nobody more.
    expect(redacted("hello, am I speaking to the pharmacy? hi ma'am, mrs sharma may come later.")).toEqual(["hello, am I speaking to the pharmacy? hi ma'am, mrs [NAME] may come later."]);
  });

  it('reads a record number by its label (an acronym, a card, a pre-auth, a patient number) and the groups said after it', () => {
    expect(redacted('his PMI is 00441289. the MHIS card is 22-113345-88. patient number 004471.')).toEqual(['his PMI is [MRN]. the MHIS card is [MRN]. patient number [MRN].']);
    expect(redacted('pre-auth number is AAR/2024/55187. subscriber ID is ZGH 448 21 9067. her Medicaid ID is 712 448 901 X.')).toEqual([
      'pre-auth number is [MRN]. subscriber ID is [MRN]. her Medicaid ID is [MRN].',
    ]);
    // A phone's word, not "number", makes a number a phone: "group number 88120, member number …" is a record.
    const member = redactor.redact(['group number 88120, member number 4471 9920 01.']);
    expect([member.texts[0], member.found[0]!.map((span) => span.type)]).toEqual(['group number 88120, member number [MRN].', ['mrn']]);
    // A test's acronym, a clinic's NPI and a short count are no record.
    expect(redacted('TLC is 12500, NPI 1467382905, the booking number is 4419.')).toEqual(['TLC is 12500, NPI 1467382905, the booking number is 4419.']);
  });

  it('reads a number said in pairs or corrected midway, and keeps a toll-free line', () => {
    expect(redacted('my number is ninety-eight forty-five, twenty-two thirty-one, ninety.', 'call me on five five five, oh one, forty-two.')).toEqual([
      'my number is [PHONE].',
      'call me on [PHONE].',
    ]);
    expect(redacted('nine eight two two... sorry, nine eight two three, four five six, seven eight nine.', 'the number is nine eight four five, nahi, nine eight four six, two two three, one one zero.')).toEqual([
      '[PHONE].',
      'the number is [PHONE].',
    ]);
    expect(redacted('the toll-free is 1800 180 8080, or dial 1-800-555-0100. reach me at 808.555.0147')).toEqual(['the toll-free is 1800 180 8080, or dial 1-800-555-0100. reach me at [PHONE]']);
  });

  it('reads a date of birth said with its month and no year, and one corrected midway', () => {
    expect(redacted('his birthday is fourth of July.', 'dob march fourth oh five', 'she was born on the fifteenth... no, the sixteenth of March, nineteen eighty-two.')).toEqual([
      'his birthday is [DATE_OF_BIRTH].',
      'dob [DATE_OF_BIRTH]',
      'she was born on [DATE_OF_BIRTH].',
    ]);
  });

  it('keeps an amount, a code and a role said to someone, and takes a role after "Mrs" for a surname', () => {
    expect(redacted('the claim is Rs 2,85,000; authorization for CPT 29881 and NPI number 1467382905.')).toEqual(['the claim is Rs 2,85,000; authorization for CPT 29881 and NPI number 1467382905.']);
    expect(redacted('Mrs. Doctor is here with her son.', 'thank you, Doctor. Doctor, my knee hurts.')).toEqual(['Mrs. [NAME] is here with her son.', 'thank you, Doctor. Doctor, my knee hurts.']);
    expect(redacted('Happy Sandhu is the patient.', 'Happy to help. Happy said yes.')).toEqual(['[NAME] is the patient.', 'Happy to help. [NAME] said yes.']);
  });

  it('reads "we stay at …" with its PIN, a baby delivered on a date, and keeps a kendra and a letter to a school nurse', () => {
    expect(redacted('yes. we stay at Chowkidinghee, near the big temple, Jorhat 785001.')).toEqual(['yes. we stay at [ADDRESS] [POSTAL_CODE].']);
    expect(redacted('Delivered a live female baby at 10:42 am on 14/08/2025, weight 2.9 kg. EDD was 20/08/2025.')).toEqual([
      'Delivered a live female baby at 10:42 am on [DATE_OF_BIRTH], weight 2.9 kg. EDD was 20/08/2025.',
    ]);
    expect(redacted('hello, this is the Jan Aushadhi kendra, Hall Bazaar.', 'Dear School Nurse,')).toEqual(['hello, this is the Jan Aushadhi kendra, Hall Bazaar.', 'Dear School Nurse,']);
  });

  it('reads names by context in lower case: an answer to "your name?", "my name is" in Indian languages, a surname asked, regional titles and suffixes', () => {
    expect(redacted('naam bataiye.', 'haan, lalremruati.', 'what is your full name?', 'pranjal gogoi.')).toEqual(['naam bataiye.', 'haan, [NAME].', 'what is your full name?', '[NAME].']);
    expect(redacted('amar naam tapati, en peyar selvam, naa peru ravi teja, this side kunal.')).toEqual(['amar naam [NAME], en peyar [NAME], naa peru [NAME], this side [NAME].']);
    expect(redacted("the surname is dzidzornu. his mom's name is efua.")).toEqual(['the surname is [NAME]. his mom\'s name is [NAME].']);
    expect(redacted('kong banri lyngdoh is my mother. bah shaniah came with her. thirumathi valli, sit.')).toEqual([
      'kong [NAME] is my mother. bah [NAME] came with her. thirumathi [NAME], sit.',
    ]);
    expect(redacted('rubina bhabhi called. ruth bol rahi hoon. hi, mehrunissa here.')).toEqual(['[NAME] bhabhi called. [NAME] bol rahi hoon. hi, [NAME] here.']);
    // What is no answer to a name's question stays: "she's here", "fine, thanks."
    expect(redacted("she's here for her checkup.", 'your name?', 'fine, thanks.')).toEqual(["she's here for her checkup.", 'your name?', 'fine, thanks.']);
  });

  it('reads a name said to someone or doing something in lower case, a relative "is" someone, and a surname spelled in lower case', () => {
    expect(redacted('so, makana, how old are you? thank you so much, kwame. thank you so much, really.')).toEqual(['so, [NAME], how old are you? thank you so much, [NAME]. thank you so much, really.']);
    expect(redacted('my wife is nguyen thi lan and my son is bao. my son is sick.')).toEqual(['my wife is [NAME] and my son is [NAME]. my son is sick.']);
    expect(redacted('could you spell the last name?', 'a-s-a-n-t-e.')).toEqual(['could you spell the last name?', '[NAME].']);
    expect(redacted('this is Rocky Tafuna, his dad.', 'rocky has had a cough, and rocky\'s inhaler is empty. a rocky week.')).toEqual([
      'this is [NAME], his dad.',
      '[NAME] has had a cough, and [NAME]\'s inhaler is empty. a rocky week.',
    ]);
  });

  it('reads a number with "dash" said or corrected with "actually", an e-mail with its domain written, and a record by a spelled or short label', () => {
    expect(redacted('ABHA number is nine one dash four four five five dash six six seven seven dash eight eight nine nine.')).toEqual(['ABHA number is [ABHA_NUMBER].']);
    expect(redacted('my mobile is nine eight four five, actually, nine eight four six two two three one one zero.')).toEqual(['my mobile is [PHONE].']);
    expect(redacted('email is jsmith at gmail.com and ravi dot k at the rate of yahoo dot co dot in')).toEqual(['email is [EMAIL] and [EMAIL]']);
    expect(redacted('MR no. 22-4471-09. M R N is four four seven one nine two two.', 'the member ID on the card is 4471 2290 33.')).toEqual([
      'MR no. [MRN]. M R N is [MRN].',
      'the member ID on the card is [MRN].',
    ]);
    expect(redacted('and the member ID, please.', 'ZGH 4471 2290 33.')).toEqual(['and the member ID, please.', '[MRN].']);
  });

  it('reads an address by its house number\'s label with no street word, a Kerala house name, a numbered street and a rural box', () => {
    expect(redacted('H.No. 5-9-22/1, Ramkote, Hyderabad 500001.', 'house number 12, ramkote, near the temple, hyderabad and his phone is 98450 12345.')).toEqual([
      '[ADDRESS] [POSTAL_CODE].',
      '[ADDRESS] and his phone is [PHONE].',
    ]);
    expect(redacted('Kalathiparambil House, Thevara, Kochi 682013. he lives in an apartment on 5th Street. Rural Route 2, Box 14, Maynardville.')).toEqual([
      '[ADDRESS] [POSTAL_CODE]. he lives in an apartment on [ADDRESS]. [ADDRESS].',
    ]);
    // A house word inside another house's locality ends an address of its own: nothing is left of either.
    expect(redacted('Kurian Villa, Near Old Panchayat House, Kottayam.')).toEqual(['[ADDRESS] [ADDRESS].']);
    expect(redacted('flat no 4 days ago, she fell.')).toEqual(['flat no 4 days ago, she fell.']);
  });

  it('takes two or three words with their capitals, none English, clinical or listed, for a name, but not after a word of place or time', () => {
    expect(redacted("I'm calling about my mother's refill, Hodan Warsame.", 'Ikaika Kealoha has asthma.')).toEqual(["I'm calling about my mother's refill, [NAME].", '[NAME] has asthma.']);
    expect(redacted('my sugar rose after Bohag Bihu. we drove from Tuba Nakai. she works at the Sadar Aspatal. start Galvus Met.')).toEqual([
      'my sugar rose after Bohag Bihu. we drove from Tuba Nakai. she works at the Sadar Aspatal. start Galvus Met.',
    ]);
  });

  it('reads a house number said in words, an answer to "member ID?" spelled and read out, and a surname spelled with "dash"; a date of birth given is not asked', () => {
    expect(redacted('my date of birth is june ninth nineteen sixty two if you need to verify.', 'we live at forty two dorchester street, apartment three, south boston.')).toEqual([
      'my date of birth is [DATE_OF_BIRTH] if you need to verify.',
      'we live at [ADDRESS].',
    ]);
    expect(redacted('no, we moved to eight fourteen westheimer road, houston. take two tablets at the main gate.')).toEqual([
      'no, we moved to [ADDRESS]. take two tablets at the main gate.',
    ]);
    expect(redacted('and the member ID?', "it's P-E-H, four four seven one, two two nine zero.")).toEqual(['and the member ID?', "it's [MRN]."]);
    expect(redacted('name?', 'hassan al-amiri. A-L dash A-M-I-R-I.')).toEqual(['name?', '[NAME]. [NAME].']);
    // Asked "for the chart", a date of birth is no record number.
    expect(redactor.redact(['can I get your name and date of birth for the chart?', 'Derek Halvorsen, nine twenty-three eighty-eight.']).found[1]!.map((span) => span.type)).toEqual([
      'name',
      'date_of_birth',
    ]);
  });

  it('reads a date of birth in figures asked "for the chart" as a date of birth, not the record number a chart\'s question may ask for', () => {
    for (const date of ['12 04 1961', '12-04-1961']) {
      expect(redactor.redact(['can I get your date of birth for the chart?', `${date}.`]).found[1]!.map((span) => span.type)).toEqual(['date_of_birth']);
    }
    expect(redacted('can I get your date of birth for the chart?', '12 04 1961.')).toEqual(['can I get your date of birth for the chart?', '[DATE_OF_BIRTH].']);
  });

  it('reads where someone lives said in lower case, when no English word opens the place', () => {
    expect(redacted("sure, I'm at home in maryvale, phoenix.", "we're in kalihi. we're in pain. she lives in a small flat. i'm in the hospital.")).toEqual([
      "sure, I'm at home in [ADDRESS].",
      "we're in [ADDRESS]. we're in pain. she lives in a small flat. i'm in the hospital.",
    ]);
  });

  it('keeps a given name that is a word of a place of care\'s or a town\'s name, or after a facility\'s acronym', () => {
    expect(redacted('go to Banner Estrella emergency if worse. the PHC Kanti has it. she was at Kapiolani.', 'seen with MA Kayla.')).toEqual([
      'go to Banner Estrella emergency if worse. the PHC Kanti has it. she was at Kapiolani.',
      'seen with MA [NAME].',
    ]);
  });

  it('reads a US number however it is spaced, fourteen digits from 91 as an ABHA number, a ZIP said in words after an address, and an e-mail with spaces or "dash"', () => {
    expect(redacted("it's 4 0 4, 5 5 5, 0 1 7 7. or 555-0147.", '91 2233 4455 6677 is on the card.')).toEqual(["it's [PHONE]. or [PHONE].", '[ABHA_NUMBER] is on the card.']);
    expect(redacted('I live at 2210 Michigan Avenue, Dearborn, four eight one two six.')).toEqual(['I live at [ADDRESS], [POSTAL_CODE].']);
    expect(redacted('mail ravi . k @ gmail . com or ravi dash kumar at gmail dot com. the ABHA is meena.y98@abdm. thanks.')).toEqual([
      'mail [EMAIL] or [EMAIL]. the ABHA is [ABHA_ADDRESS]. thanks.',
    ]);
    expect(redacted('mobile: nau aath chha chha, paanch chaar teen do, ek shunya.')).toEqual(['mobile: [PHONE].']);
  });

  it('reads a name said with what the person is to the speaker, or asked after, and "jee" after a name', () => {
    expect(redacted("keisha is my daughter, and agnes, my sister, came too. how's mateo doing?", 'pooja jee, sit. how is he doing? fine, my husband says.')).toEqual([
      "[NAME] is my daughter, and [NAME], my sister, came too. how's [NAME] doing?",
      '[NAME] jee, sit. how is he doing? fine, my husband says.',
    ]);
    expect(redacted("she stays at Sahi Bhitar, Balipatna, her son's mobile is with me.")[0]).not.toContain('[NAME]');
  });

  it('reads a name before a Hindi possessive and a relative, an admission or encounter number, and keeps a date after a record\'s word', () => {
    expect(redacted('sunita ki beti aayi hai. pet ka dard hai.', 'admission number 2025118834, date of admission 12/03/2025.')).toEqual([
      '[NAME] ki beti aayi hai. pet ka dard hai.',
      'admission number [MRN], date of admission 12/03/2025.',
    ]);
  });

  it('reads a number and a date of birth said with a hesitation inside', () => {
    expect(redacted('my number is nine eight four, uh, five five six, um, seven eight nine zero.', 'born on march, uh, fourth, nineteen, um, sixty.')).toEqual([
      'my number is [PHONE].',
      'born on [DATE_OF_BIRTH].',
    ]);
  });

  it('reads a name or a record number after a hesitation that follows its cue', () => {
    expect(redacted('this is um linda okafor.', 'member ID is, uh, 4471 2290 33.')).toEqual(['this is um [NAME].', 'member ID is, uh, [MRN].']);
  });

  it('reads where someone lives said in Hindi', () => {
    expect(redacted('hum Kanti se hain. Bhagwanpur mein rehte hain. ghar Sahebganj mein hai. pet mein dard hai.')).toEqual([
      'hum [ADDRESS] se hain. [ADDRESS] mein rehte hain. ghar [ADDRESS] mein hai. pet mein dard hai.',
    ]);
  });

  it('reads a name after "B/O", a role of a form ("Attendant:") and a clinician\'s initials in capitals', () => {
    expect(redacted('B/O Sameena, female, 2.9 kg.', 'Attendant: Rafiq Sheikh (husband).', 'seen by PA Jenna Moss and CNA Tavita. MA clinic at 5.')).toEqual([
      'B/O [NAME], female, 2.9 kg.',
      'Attendant: [NAME] (husband).',
      'seen by PA [NAME] and CNA [NAME]. MA clinic at 5.',
    ]);
  });

  it('keeps listed names said after a word of place or time (a festival\'s, a hospital\'s), unless a person\'s thing follows', () => {
    expect(redacted('the sugar rose during Durga Puja. she was at Ruby Hall for a week. we met at Ramesh Kumar\'s shop.')).toEqual([
      "the sugar rose during Durga Puja. she was at Ruby Hall for a week. we met at [NAME]'s shop.",
    ]);
  });

  it('takes an everyday word for a street\'s only after the street\'s own name', () => {
    expect(redacted('the 504 plan is in place at school; a 30 minute drive; 2 puffs each way.', '12 Park Place, Boston. 5 Oak Court.')).toEqual([
      'the 504 plan is in place at school; a 30 minute drive; 2 puffs each way.',
      '[ADDRESS]. [ADDRESS].',
    ]);
  });

  it('reads a name after any relative "of" and after "patient" in lower case', () => {
    expect(redacted('hi, is this the mom of jaylen?', 'the report for patient jaylen pierre is ready. patient denies fever. patient ki sugar.')).toEqual([
      'hi, is this the mom of [NAME]?',
      'the report for patient [NAME] is ready. patient denies fever. patient ki sugar.',
    ]);
  });

  it('reads a number whose wrong group alone is said again after a correction', () => {
    const said = 'ji, chaar paanch chhe saat, aath nau... nahi, aath aath, do teen chaar paanch chhe saat.';
    const redaction = redactor.redact([said]);
    expect([redaction.texts[0], redaction.found[0]!.map((span) => span.type)]).toEqual(['ji, [AADHAAR].', ['aadhaar']]);
  });

  it('takes "Mohd." and "Md." for a word of a name, like an initial', () => {
    expect(redacted('this is Mohd. Irfan from billing. Mr. Md. Abdul Khader is here.')).toEqual(['this is [NAME] from billing. Mr. [NAME] is here.']);
  });

  it('reads a lettered record number after a payer\'s or a scheme\'s acronym, not a test\'s or a code\'s', () => {
    expect(redacted('AHCCCS ID A12345678. MHIS K-2231-0987. ICD M23221. COVID RTPCR positive. HbA1c 7.8.')).toEqual([
      'AHCCCS ID [MRN]. MHIS [MRN]. ICD M23221. COVID RTPCR positive. HbA1c 7.8.',
    ]);
  });

  it('reads the addresses of villages by their units, wards, phases, floors, highways and rural boxes (issue 33, round 5)', () => {
    expect(redacted('Pimpalwadi, post Kasarde, taluka Rajapur, district Sindhudurg is her place.')).toEqual(['[ADDRESS] is her place.']);
    expect(redacted('we are from gollapalli village, narketpally mandal, nalgonda district sir.')).toEqual(['we are from [ADDRESS] sir.']);
    expect(redacted('r/o ward no. 4, Gandhi Nagar, Bhilai, 490006.')).toEqual(['r/o [ADDRESS], [POSTAL_CODE].']);
    expect(redacted('she stays in house 552, phase 7A1, Mohali.')).toEqual(['she stays in [ADDRESS].']);
    expect(redacted('sent home to 2215 North Kedzie Avenue, third floor rear, Chicago.')).toEqual(['sent home to [ADDRESS].']);
    expect(redacted('home is 118 Highway 49 South, Tutwiler, Mississippi.')).toEqual(['home is [ADDRESS].']);
    expect(redacted('mail to Rural Route 3, Box 41 C, Tahlequah, Oklahoma.')).toEqual(['mail to [ADDRESS].']);
    expect(redacted("her daughter's over in tillatoba, and the ASHA of Bhuragaon came with her.")).toEqual(["her daughter's over in [ADDRESS], and the ASHA of [ADDRESS] came with her."]);
  });

  it('leaves the age said after a date of birth, and reads dates of birth cued in other languages (issue 33, round 5)', () => {
    expect(redacted('born the third of june nineteen fifty one, she is seventy four now.')).toEqual(['born [DATE_OF_BIRTH], she is seventy four now.']);
    expect(redacted('DOB 4.7.1961, sixty four years.')).toEqual(['DOB [DATE_OF_BIRTH], sixty four years.']);
    expect(redacted('Age/Sex: 52/F   DOB: 09-Mar-1973')).toEqual(['Age/Sex: 52/F   DOB: [DATE_OF_BIRTH]']);
    expect(redacted('janam tithi 02-11-1980 likhi hai.', 'fecha de nacimiento 14/05/1949.')).toEqual(['janam tithi [DATE_OF_BIRTH] likhi hai.', 'fecha de nacimiento [DATE_OF_BIRTH].']);
  });

  it('reads a record number after its label and a word or two, or a comma, and with slashes (issue 33, round 5)', () => {
    expect(redacted('your file number here is 2024/330871.', 'card number in our clinic register is PK/2290', "I'll note it on his chart, 07731925, for the ER.")).toEqual([
      'your file number here is [MRN].',
      'card number in our clinic register is [MRN]',
      "I'll note it on his chart, [MRN], for the ER.",
    ]);
  });

  it('reads a name after "pt", a Spanish title or a field role, not "PT referral" nor the role\'s own words (issue 33, round 5)', () => {
    expect(redacted('pt Orville Two Hawks, seen at home.', 'doctora marisela ochoa will see you.', 'EMT dinesh yadav handing over. ANM worker present.', 'send the PT referral today.')).toEqual([
      'pt [NAME], seen at home.',
      'doctora [NAME] will see you.',
      'EMT [NAME] handing over. ANM worker present.',
      'send the PT referral today.',
    ]);
  });
});

