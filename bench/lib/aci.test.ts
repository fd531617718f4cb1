import { describe, expect, it } from 'vitest';
import { dialogueTurns } from './aci.js';

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
