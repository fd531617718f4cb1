import { ApiError, AuthError, TimeoutError, UploadError } from '@svc-scribe/sdk';
import { describe, expect, it } from 'vitest';
import { describeError } from './errors.js';

describe('describeError', () => {
  it("names the SDK's error kinds with the server's words and request id", () => {
    expect(describeError(new AuthError(401, { message: 'invalid client credentials' }, 'req-1'))).toBe(
      'authentication failed: HTTP 401: invalid client credentials (request req-1)',
    );
    expect(describeError(new ApiError(400, { error: { code: 'transaction_not_found', msg: 'unknown txn' } }))).toBe('the server refused: HTTP 400: unknown txn');
    expect(describeError(new UploadError('a.wav was not uploaded: HTTP 413', 'a.wav'))).toBe('upload failed: a.wav was not uploaded: HTTP 413');
    expect(describeError(new TimeoutError('gave up waiting'))).toBe('gave up waiting');
  });

  it("adds a network error's cause, on one line", () => {
    const error = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') });
    expect(describeError(error)).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:1');
    expect(describeError(new Error('two\n  lines'))).toBe('two lines');
    expect(describeError('thrown text')).toBe('thrown text');
    // A message that already says its cause does not say it twice ("Unknown audio format: Unknown audio format").
    expect(describeError(new Error('Could not decode the audio: Unknown audio format', { cause: new Error('Unknown audio format') }))).toBe(
      'Could not decode the audio: Unknown audio format',
    );
  });
});
