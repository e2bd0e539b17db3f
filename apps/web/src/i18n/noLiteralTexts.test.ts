import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a member reads comes from a catalogue: a Spanish text written in a component is
 * Spanish for English members too ('1 respuesta' under a question, the leave dialog, a screen
 * reader's label), and the English walk of guard.spec sees only the screens it visits. This reads
 * every component and fails on text written in JSX: children, and the props a member reads or
 * hears (aria-label, title, placeholder, alt, *Label, *Title, description…).
 */
const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Words that are the same in every language, or the contract's own. */
const ALLOWED = new Set([
  'WeLink',
  // The router's error screen, word for word as the spec has it (part 1 §8).
  'Unexpected Application Error!',
  // Formats, not words: a URL's start and an IMDb id.
  'https://',
  'tt0000000',
]);
const READ_PROPS = /^(aria-label|aria-description|aria-valuetext|alt|title|placeholder|label|description|heading|message|text)$|(Label|Title|Text|Message|Description|Heading)$/;
const hasLetter = (text: string) => /\p{L}/u.test(text);

/** Components and screens, not tests or the helpers only tests import. */
function componentFiles(): string[] {
  return (fs.readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && !/TestApi\.tsx$|^test[\\/]|renderTimeline\.tsx$/.test(file))
    .sort();
}

/** A string literal's way up to where it is used, through `a ? 'x' : 'y'`, `a && 'x'`, parentheses. */
function usedAt(node: ts.Node): ts.Node {
  let at = node.parent;
  while (
    ts.isParenthesizedExpression(at) ||
    (ts.isConditionalExpression(at) && at.condition !== node) ||
    (ts.isBinaryExpression(at) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(at.operatorToken.kind))
  ) {
    node = at;
    at = at.parent;
  }
  return at;
}

function writtenTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (hasLetter(text) && !ALLOWED.has(text)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text.trim());
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const at = usedAt(node);
      const attribute = ts.isJsxAttribute(at) ? at : ts.isJsxExpression(at) && ts.isJsxAttribute(at.parent) ? at.parent : undefined;
      if (attribute ? READ_PROPS.test(attribute.name.getText(source)) : ts.isJsxExpression(at) && (ts.isJsxElement(at.parent) || ts.isJsxFragment(at.parent))) {
        report(node, node.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts written in components', () => {
  it('are none: what a member reads comes from the catalogues', () => {
    const files = componentFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(writtenTexts)).toEqual([]);
  });
});
