import { describe, expect, it } from 'vitest';
import { uploadProgressView } from './progress.js';

/** A non-terminal stream that keeps what is written. */
function pipe() {
  const lines: string[] = [];
  const stream = { isTTY: false, write: (text: string) => lines.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { lines, stream };
}

describe('upload progress without a terminal', () => {
  it("prints a line per report with the file's own bytes, from the SDK's running totals", () => {
    const { lines, stream } = pipe();
    const view = uploadProgressView([{ name: 'a.wav', size: 10 }, { name: 'b.wav', size: 20 }], stream);
    const report = { bytesTotal: 30, filesTotal: 2 };
    view.onProgress({ ...report, bytesUploaded: 10, filesUploaded: 1, fileName: 'a.wav' });
    view.onProgress({ ...report, bytesUploaded: 18, filesUploaded: 1, fileName: 'b.wav' });
    view.onProgress({ ...report, bytesUploaded: 30, filesUploaded: 2, fileName: 'b.wav' });
    view.stop();
    expect(lines).toEqual(['uploaded a.wav: 10/10 bytes\n', 'uploaded b.wav: 8/20 bytes\n', 'uploaded b.wav: 20/20 bytes\n']);
  });
});
