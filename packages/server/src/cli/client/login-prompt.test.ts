import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { promptSecret } from './login-prompt.js';

function output(): PassThrough & { text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return Object.assign(stream, { text: () => text });
}

describe('promptSecret', () => {
  it('does not echo what is typed on a terminal', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const out = output();
    const answer = promptSecret('client secret: ', input, out);
    input.write('hunter2\r');
    expect(await answer).toBe('hunter2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.text()).toBe('client secret: \n');
  });

  it('reads the first line of a pipe without prompting, and nothing when the input ends first or the line is empty', async () => {
    const piped = new PassThrough();
    const out = output();
    const first = promptSecret('client secret: ', piped, out);
    piped.end('s3cret\nsecond line\n');
    expect(await first).toBe('s3cret');
    await new Promise((resolve) => setImmediate(resolve));
    // Nobody types into a pipe: a prompt would only clutter the log of a script.
    expect(out.text()).toBe('');

    const ended = new PassThrough();
    const none = promptSecret('client secret: ', ended, output());
    ended.end();
    expect(await none).toBeUndefined();

    const blank = new PassThrough();
    const empty = promptSecret('client secret: ', blank, output());
    blank.end('\n');
    expect(await empty).toBeUndefined();
  });
});
