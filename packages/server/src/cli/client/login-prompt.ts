import readline from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Asks for a secret on `output` (stderr: stdout is for results) and reads one line of `input`. On a
 * terminal nothing typed is echoed; otherwise (a pipe, a file) the first line is read as it is, with no
 * prompt, as nobody is there to read it. Resolves to undefined when the input ends before a line, or the line is empty.
 */
export function promptSecret(
  question: string,
  input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string | undefined> {
  const terminal = input.isTTY === true;
  if (terminal) output.write(question);
  // What readline writes (the echo of each key, its line editing) goes nowhere.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input, output: silent, terminal, crlfDelay: Infinity });
  return new Promise((resolve, reject) => {
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      resolve(line.length > 0 ? line : undefined);
    });
    rl.once('close', () => {
      // The typed Enter was not echoed either: end the prompt's line.
      if (terminal) output.write('\n');
      if (!answered) resolve(undefined);
    });
    rl.once('SIGINT', () => {
      answered = true;
      rl.close();
      reject(new Error('login cancelled'));
    });
  });
}
