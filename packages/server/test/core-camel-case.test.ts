import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: no snake_case property below the front-ends. The wire of each protocol (`txn_id`, `template_id`, …) is
 * written by its folder under `src/http/`; `src/services/` and `src/domain/` speak camelCase domain types. The check
 * reads each property name the compiler sees (interface and type-literal members, class fields, object-literal keys,
 * destructured keys), not the text, so a comment or a string value is never taken for one.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORE = ['src/services', 'src/domain'];
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

interface SnakeCaseKey {
  file: string;
  key: string;
  line: number;
}

const propertyName = (name: ts.Node): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : undefined;

/** The snake_case property names declared or written in one source text. */
function snakeCaseKeys(file: string, text: string): SnakeCaseKey[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: SnakeCaseKey[] = [];
  const visit = (node: ts.Node): void => {
    const named =
      ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) || ts.isPropertyAssignment(node) || ts.isMethodSignature(node)
        ? node.name
        : ts.isShorthandPropertyAssignment(node)
          ? node.name
          : ts.isBindingElement(node) && node.propertyName
            ? node.propertyName
            : undefined;
    const key = named && propertyName(named);
    if (key !== undefined && SNAKE_CASE.test(key)) found.push({ file, key, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(SERVER, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
    .sort();
}

const keysIn = (file: string) => snakeCaseKeys(file, fs.readFileSync(path.join(SERVER, file), 'utf8'));

describe('no snake_case property in services/ and domain/', () => {
  it('finds snake_case keys of every kind in the fixture, and nothing else', () => {
    const found = keysIn('test/fixtures/core-camel-case/wire-in-core.ts').map(({ key, line }) => `${line}:${key}`);
    expect(found).toEqual(['5:txn_id', '7:created_at', '12:template_id', '16:b_id', '20:upload_id', '23:part_number', '24:part_number']);
  });

  it('holds for src/', () => {
    const offenders = CORE.flatMap(sourceFiles).flatMap(keysIn).map(({ file, key, line }) => `${file}:${line} ${key}`);
    expect(offenders).toEqual([]);
  });
});
