import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, serverMessages } from '@tms/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { uiCatalog } from './index';

const SRC = path.resolve(import.meta.dirname, '..');
const SCANNED_DIRS = ['pages', 'app', 'components'];

/** Attributes whose text the user reads. */
const VISIBLE_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'label',
  'message',
  'description',
  'subTitle',
  'okText',
  'cancelText',
  'tooltip',
  'alt',
  'aria-label',
  'checkedChildren',
  'unCheckedChildren',
]);

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

function tsxFiles(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(tsxFiles(full));
    else if (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) out.push(full);
  }
  return out;
}

type Offence = { where: string; text: string; why: string };

/** Hard-coded user-visible text in one .tsx file (comments are trivia, so they are never looked at). */
export function offencesIn(file: string, source: string): Offence[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const offences: Offence[] = [];
  const rel = path.relative(SRC, file);
  const report = (node: ts.Node, text: string, why: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    offences.push({ where: `${rel}:${line + 1}`, text: text.trim().slice(0, 60), why });
  };
  const visit = (node: ts.Node) => {
    // JSDoc blocks hang off nodes as children; they are comments.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sf);
    if (children.length === 0) {
      const text = node.getText(sf);
      if (CJK.test(text)) report(node, text, 'CJK text');
    }
    if (ts.isJsxText(node) && LATIN_WORD.test(node.getText(sf))) report(node, node.getText(sf), 'JSX text');
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      LATIN_WORD.test(node.expression.text)
    ) {
      report(node, node.expression.text, 'JSX string child');
    }
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
            ? init.expression
            : undefined;
      if (literal && LATIN_WORD.test(literal.text)) report(node, literal.text, `${node.name.getText(sf)}=`);
    }
    for (const child of children) visit(child);
  };
  visit(sf);
  // A CJK token inside a JSX text node is reported twice (token and node); keep one.
  return offences.filter((o, i) => offences.findIndex((p) => p.where === o.where && p.text === o.text) === i);
}

describe('the merged catalog', () => {
  const catalog = { ...serverMessages, ...uiCatalog };
  it('every key has non-empty text in all three languages', () => {
    const missing = Object.entries(catalog).flatMap(([key, texts]) =>
      LANGUAGES.filter((lang) => !texts[lang]?.trim()).map((lang) => `${key} [${lang}]`),
    );
    expect(missing).toEqual([]);
  });
  it('UI strings interpolate with {{name}}, never the domain {name} form', () => {
    const wrong = Object.entries(uiCatalog).flatMap(([key, texts]) =>
      LANGUAGES.filter((lang) => /(^|[^{])\{\w+\}(?!\})/.test(texts[lang])).map((lang) => `${key} [${lang}]`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('no hard-coded user-visible text in .tsx', () => {
  it('the scanner finds CJK text, Latin JSX text and visible attributes, and skips comments', () => {
    const found = offencesIn(
      path.join(SRC, 'x.tsx'),
      [
        '// 注释 is fine',
        '/* Some comment */',
        '/** 文档注释 */',
        'const a = <div title="Hello world">保存</div>;',
        "const b = <p>Click here {t('ok')}</p>;",
        'const c = <Input placeholder={t(\'x\')} aria-label="x" />;',
        "const d = <span>{'Hard coded'}</span>;",
        "const e = msg('失败');",
      ].join('\n'),
    );
    expect(found.map((o) => `${o.where} ${o.why}`)).toEqual([
      'x.tsx:4 title=',
      'x.tsx:4 CJK text',
      'x.tsx:5 JSX text',
      'x.tsx:7 JSX string child',
      'x.tsx:8 CJK text',
    ]);
  });

  it('pages, app and components use i18n for every visible string', () => {
    const offences = SCANNED_DIRS.flatMap((dir) => tsxFiles(path.join(SRC, dir))).flatMap((file) =>
      offencesIn(file, readFileSync(file, 'utf8')),
    );
    const listing = offences.map((o) => `${o.where}  ${o.why}: ${o.text}`).join('\n');
    expect(listing, `hard-coded text:\n${listing}`).toBe('');
  });
});
