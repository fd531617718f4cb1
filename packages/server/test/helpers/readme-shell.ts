/** Running a README's shell examples as a reader would: its ```sh blocks, command by command, in one bash session. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** The ```sh blocks of the README's `## <title>` section (up to the next `## `), in order. */
export function shellBlocks(readme: string, title: string): string[] {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`the README has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/**
 * A block's commands as bash reads them: a line continued by a trailing backslash, or by a quote or `$(` left open,
 * goes on into the next; comments (whole lines, or from a `#` that starts a word outside quotes) are left out.
 */
export function shellCommands(block: string): string[] {
  const commands: string[] = [];
  let current = '';
  let quote: "'" | '"' | undefined;
  let depth = 0;
  for (let i = 0; i < block.length; i++) {
    const char = block[i]!;
    if (quote === "'") {
      if (char === "'") quote = undefined;
    } else if (char === '\\' && i + 1 < block.length) {
      current += char + block[++i];
      continue;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '#' && (current === '' || /\s$/.test(current))) {
      while (i + 1 < block.length && block[i + 1] !== '\n') i++;
      continue;
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth--;
    } else if (char === '\n' && depth === 0) {
      if (current.trim() !== '') commands.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim() !== '') commands.push(current.trim());
  return commands;
}

export interface CommandRun {
  command: string;
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One bash, fed a command at a time on its stdin, so that what a command sets (a variable, a function) is there for
 * the next, as in a reader's terminal. Each command's output goes to files of `outputDir`, its stdin is /dev/null,
 * and bash reports its exit code on its own stdout.
 */
export class ShellSession {
  private readonly bash: ChildProcessWithoutNullStreams;
  private readonly exits: AsyncIterator<string>;
  private count = 0;

  constructor(
    cwd: string,
    env: Record<string, string>,
    private readonly outputDir: string,
  ) {
    this.bash = spawn('bash', ['--noprofile', '--norc'], { cwd, env });
    this.exits = readline.createInterface({ input: this.bash.stdout })[Symbol.asyncIterator]();
  }

  async run(command: string): Promise<CommandRun> {
    const n = ++this.count;
    const out = path.join(this.outputDir, `${n}.out`);
    const err = path.join(this.outputDir, `${n}.err`);
    this.bash.stdin.write(`{\n${command}\n} >'${out}' 2>'${err}' </dev/null; echo "exit $?"\n`);
    const line = await this.exits.next();
    if (line.done) throw new Error(`bash ended while running: ${command}`);
    return { command, code: Number(line.value.replace('exit ', '')), stdout: fs.readFileSync(out, 'utf8'), stderr: fs.readFileSync(err, 'utf8') };
  }

  close(): void {
    this.bash.stdin.end();
  }
}
