import { describe, expect, it } from 'vitest';
import { conversationAndDictation, dialogueTurns } from './aci.js';

describe('dialogueTurns', () => {
  it('reads the speaker tags, any voice, and puts an untagged line on the turn before it', () => {
    const dialogue = '[doctor] hi , martha .\n[patient] hi .\nstill me .\n\n[patient_guest] i am her mother .';
    expect(dialogueTurns(dialogue)).toEqual([
      { speaker: 'doctor', text: 'hi , martha .' },
      { speaker: 'patient', text: 'hi . still me .' },
      { speaker: 'patient_guest', text: 'i am her mother .' },
    ]);
  });
});

describe('conversationAndDictation', () => {
  it("takes the doctor's turns after the patient last spoke as the dictation, the rest as the conversation", () => {
    const turns = [
      { speaker: 'patient', text: 'hello .' },
      { speaker: 'doctor', text: 'any pain ?' },
      { speaker: 'patient', text: 'no .' },
      { speaker: 'doctor', text: 'okay , we will see you in a week . thank you .' },
      { speaker: 'doctor', text: 'physical exam , no distress .' },
    ];
    expect(conversationAndDictation(turns)).toEqual({
      conversation: ['hello .', 'any pain ?', 'no .', 'okay , we will see you in a week .'],
      dictation: ['thank you .', 'physical exam , no distress .'],
    });
  });

  it('takes the doctor\'s turns before the patient first spoke as dictation too, and finds none after when the patient has the last word', () => {
    expect(conversationAndDictation([{ speaker: 'doctor', text: 'patient was last seen in march .' }, { speaker: 'patient_guest', text: 'bye .' }])).toEqual({
      conversation: ['bye .'],
      dictation: ['patient was last seen in march .'],
    });
  });
});
