/** What a person reading a note should check, on stderr (stdout stays the document): one "warning: <code>: <msg>" line each. */
export function printWarnings(warnings: readonly { code: string; msg: string }[]): void {
  for (const { code, msg } of warnings) process.stderr.write(`warning: ${code}: ${msg}\n`);
}
