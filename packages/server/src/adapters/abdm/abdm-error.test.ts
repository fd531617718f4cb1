import { describe, expect, it } from 'vitest';
import { abdmRefusal } from './abdm-error.js';

const refusal = (status: number, body: unknown) => {
  const error = abdmRefusal(status, typeof body === 'string' ? body : JSON.stringify(body));
  return { status: error.status, code: error.code, message: error.message };
};

describe("ABDM's error bodies", () => {
  it('reads the wrapped and the flat ABDM shapes, trimming a code sent with trailing punctuation', () => {
    expect(refusal(400, { error: { code: 'ABDM-1204', message: 'UIDAI Error code : 300 : Biometric data did not match.' } })).toEqual({
      status: 400,
      code: 'ABDM-1204',
      message: 'UIDAI Error code : 300 : Biometric data did not match.',
    });
    expect(refusal(401, { error: { code: 'ABDM-9999: ', message: 'Invalid user credentials' } }).code).toBe('ABDM-9999');
    expect(refusal(401, { code: 'ABDM-1094', message: 'Access to this feature is restricted.', timestamp: '2024-10-25 15:02:34' }).code).toBe('ABDM-1094');
  });

  it("reads field validation (every key but timestamp a field), the API gateway's numeric code, and a HIS refusal's inner cause", () => {
    expect(refusal(400, { scope: 'Invalid Scope', authData: 'Invalid Auth Data', timestamp: '2025-01-15 13:39:03' })).toEqual({
      status: 400,
      code: undefined,
      message: 'scope: Invalid Scope; authData: Invalid Auth Data',
    });
    expect(refusal(401, { code: '900901', message: 'Invalid Credentials', description: 'Invalid JWT token.' }).code).toBe('900901');
    expect(refusal(422, { code: 'HIS-422', message: 'Unprocessable', details: [{ code: 'HIS-403', message: 'Not permitted' }] })).toMatchObject({ code: 'HIS-403', message: 'Not permitted' });
  });

  it('answers an empty or unreadable body by its status, and never repeats a long number ABDM put in its words', () => {
    expect(refusal(401, '')).toEqual({ status: 401, code: undefined, message: 'ABDM answered 401 without an error body' });
    expect(refusal(502, '<html>Bad Gateway</html>').message).toBe('ABDM answered 502 without an error body');
    expect(refusal(400, { error: { code: 'ABDM-1204', message: 'Aadhaar 234123412346 not found' } }).message).toBe('Aadhaar [number] not found');
  });
});
