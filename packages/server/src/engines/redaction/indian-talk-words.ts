/**
 * Words of Indian clinics said in Latin script that are no names, and that an English word list does not hold: the
 * titles and words of address and kinship ("ji", "amma", "ben"), and the commonest words of Hindi talk and a few of
 * other Indian languages. Without them a word after a cue would be taken for a name: "baby ka naam rakha?" (the
 * baby's name?), "mere bete sonu ka hai" (it is my son Sonu's). Words that are also common given names ("ram",
 * "diya", "tara", "ami") are left out.
 */

/** Titles and the words of address and kinship of Indian clinics. */
export const ADDRESS_WORDS: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'dr', 'smt', 'shri', 'sri', 'shrimati', 'kum', 'ji', 'saab', 'sahab', 'sahib', 'saheb', 'amma', 'appa', 'akka', 'anna', 'bhai',
  'bhaiya', 'didi', 'behen', 'ben', 'beti', 'bhabhi', 'chacha', 'chachi', 'mama', 'mami', 'mausi', 'nana', 'nani', 'dada', 'dadi', 'aunty',
  'auntie', 'thatha', 'paati', 'chetta', 'chechi', 'anni', 'maam', 'doc', 'garu', 'gaaru', 'beta', 'bete', 'bai', 'tai', 'bhau', 'kaka', 'kaki',
  'babu', 'bibi', "ma'am", 'tmt', 'thiru', 'thirumathi', 'selvi', 'sushri', 'janab', 'mohtarma', 'sardar', 'sardarni', 'haji', 'hajji', 'kong', 'bah',
  // What a number is called: "aadhaar 4601 …", "ABHA 91-…".
  'aadhaar', 'aadhar', 'abha', 'uhid', 'mrn',
]);

/** The commonest words of Hindi talk (and a few of Tamil, Telugu, Bengali, Marathi and Gujarati) in Latin script. */
export const INDIAN_TALK_WORDS: ReadonlySet<string> = new Set([
  // Hindi: particles, pronouns, question words, verbs of every sentence.
  'ka', 'ki', 'ke', 'ko', 'ne', 'se', 'mein', 'bhi', 'toh', 'aur', 'ya', 'hai', 'hain', 'tha', 'thi', 'hua', 'hui', 'hue', 'ho', 'hota', 'hoti',
  'hote', 'hoga', 'hogi', 'naam', 'rakha', 'kya', 'kyun', 'kyon', 'kab', 'kahan', 'kaisa', 'kaise', 'kaisi', 'kitna', 'kitne', 'kitni', 'mera',
  'meri', 'mere', 'tera', 'teri', 'tere', 'uska', 'uski', 'uske', 'unka', 'unki', 'unke', 'hamara', 'hamari', 'hamare', 'apna', 'apni', 'apne',
  'yeh', 'ye', 'woh', 'wo', 'vo', 'yahan', 'wahan', 'abhi', 'phir', 'nahi', 'nahin', 'haan', 'haanji', 'accha', 'achha', 'acha', 'theek',
  'bahut', 'thoda', 'thodi', 'zyada', 'jyada', 'kuch', 'sab', 'bas', 'wala', 'wali', 'wale', 'lekin', 'agar', 'sirf', 'gaya', 'gaye', 'gayi',
  'karo', 'karna', 'kiya', 'kar', 'lena', 'dena', 'chahiye', 'sakta', 'sakti', 'batao', 'bataiye', 'dijiye', 'lijiye', 'boliye', 'bolo', 'suno',
  'suniye', 'dekho', 'chalo', 'arre', 'na', 'kabhi', 'pehle', 'baad', 'jaldi', 'aaj', 'kal', 'din', 'raat', 'subah', 'shaam', 'baar', 'saal',
  'mahina', 'mahine', 'ghar', 'bachcha', 'bachche', 'bachchi', 'dawai', 'dawa', 'dard', 'bukhar', 'khansi', 'ulti', 'chakkar', 'takleef',
  'pata', 'paani', 'khana', 'ok', 'main', 'bol', 'raha', 'rahi', 'rahe', 'hoon', 'rha', 'rhi',
  'aaya', 'aayi', 'aaye', 'aai', 'aate', 'aati', 'aata', 'jaata', 'jaati', 'jaate', 'dekha', 'dekhi', 'bola', 'boli', 'kaha', 'diya', 'liya', 'mila',
  'mili', 'lagta', 'lagti', 'karti', 'karta', 'karte', 'rehti', 'rehta', 'rehte',
  // Tamil, Telugu, Bengali, Marathi and Gujarati: greetings and the words of every answer.
  'vanakkam', 'enna', 'illa', 'illai', 'aama', 'romba', 'konjam', 'sollunga', 'ledu', 'undi', 'emi', 'cheppandi', 'namaskaram', 'nomoshkar',
  'namaskar', 'namaste', 'akal', 'kemon', 'achhe', 'bhalo', 'aahe', 'kasa', 'kashi', 'majha', 'kem', 'chhe', 'majama',
]);
