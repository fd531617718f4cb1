import { Command, CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { languageOption } from './language-option.js';

function parse(args: string[]): { language?: string; error?: string } {
  let error = '';
  const command = new Command('x')
    .exitOverride()
    .configureOutput({ writeErr: (text) => (error += text) })
    .addOption(languageOption(['en-IN', 'en-US'], 'language of the audio'));
  try {
    return command.parse(args, { from: 'user' }).opts();
  } catch (thrown) {
    if (!(thrown instanceof CommanderError)) throw thrown;
    return { error };
  }
}

describe('languageOption', () => {
  it('defaults to en-IN and takes a valid code', () => {
    expect(parse([])).toEqual({ language: 'en-IN' });
    expect(parse(['--language', 'en-US'])).toEqual({ language: 'en-US' });
  });

  it('refuses an unknown code, listing the valid ones', () => {
    expect(parse(['--language', 'xx']).error).toMatch(/'xx' is invalid\. Allowed choices are en-IN, en-US\./);
  });
});
