import { describe, expect, it } from 'vitest';
import { partsListenedTo, withPartsNamed } from './listened-to.js';

describe('what the doctor listened to', () => {
  it('reads the parts announced, and names them in a finding that only points back (issue 28, train D2N023, D2N045)', () => {
    expect(partsListenedTo("uhm , i'm gon na listen to your heart and lungs .")).toBe('heart and lungs');
    expect(partsListenedTo("i'll listen to your lungs and heart")).toBe('lungs and heart');
    expect(partsListenedTo('let me listen to your chest')).toBe('lungs');
    expect(partsListenedTo('let me look at your knee')).toBeUndefined();
    expect(withPartsNamed('all right , everything sounds good , no concerns there .', 'heart and lungs')).toBe('all right , your heart and lungs sound good , no concerns there .');
    expect(withPartsNamed('okay those those sound good but let me get', 'heart and lungs')).toBe('okay your heart and lungs sound good but let me get');
    expect(withPartsNamed('that sounds good to me , let me look at your knee', 'lungs')).toBe('your lungs sound good to me , let me look at your knee');
    // A finding that names its part is left as said (train D2N016).
    expect(withPartsNamed('so , that seems stable to me . um , on your lung exam , everything sounds nice and clear', 'heart and lungs')).toBe('so , that seems stable to me . um , on your lung exam , everything sounds nice and clear');
    expect(withPartsNamed('your heart sounds good', 'heart and lungs')).toBe('your heart sounds good');
    // "All right, sounds good.", said with nothing before it (train D2N021).
    expect(withPartsNamed('all right , sounds good .', 'lungs and heart')).toBe('all right , your lungs and heart sound good .');
  });
});
