import fc from 'fast-check';

/**
 * The garbage of the fuzz (fuzz.test.ts): text, numbers and shapes that break naive code, and whole
 * bodies that are wrong before any field is read.
 */

const nulText = fc.constantFrom('\u0000', 'a\u0000b', 'SH001\u0000', '\u0000\u0000\u0000');

/** Text that breaks naive code: NUL, numbers out of every column's range, odd unicode, injections. */
const oddText = fc.constantFrom(
  '',
  ' ',
  '%00',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '9223372036854775808',
  '-9223372036854775809',
  '0x1F',
  "' OR '1'='1",
  "'; DROP TABLE sys_user; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '%',
  '\\',
  '"',
  '😀🚚',
  '\ud800',
  '\u202e\u202d',
  '\ufeff',
  '١٢٣',
  '２０２４-０１-０１',
  '2024-13-45',
  '2024-02-30 25:61:61',
  '25:61',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ',,,',
  '1,2,,x,99999999999999999999',
);

export const garbageText = fc.oneof(
  { weight: 3, arbitrary: nulText },
  { weight: 5, arbitrary: oddText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 3000 }).map((n) => 'x'.repeat(n)) },
);

export const garbageNumber = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0.5,
    1.5,
    -1.5,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53 + 2,
    1e20,
    1e300,
    -1e300,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any shape, for any place in a body. */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: garbageText },
  { weight: 3, arbitrary: garbageNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(fc.oneof(garbageText, garbageNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), garbageText, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom('\u0000', 'x', 1))
      .map(([depth, leaf]) => nested(depth, leaf)),
  },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 12_000 }, (_, i) => i)) },
);

/** Percent-encodes text; a lone surrogate (which no URL can carry) goes as the invalid UTF-8 bytes of one. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\ud800-\udfff])/)
      .map((piece) => (/^[\ud800-\udfff]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
      .join('');
  }
}

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const multipartWithFile = [
  '--b',
  'Content-Disposition: form-data; name="ids"',
  '',
  'a,b\u0000',
  '--b',
  'Content-Disposition: form-data; name="file"; filename="a\u0000.xlsx"',
  'Content-Type: application/octet-stream',
  '',
  'x'.repeat(2000),
  '--b--',
  '',
].join('\r\n');

export type RawBody = { type?: string; payload: string };

/** Whole bodies that are wrong before any field is read. */
export const rawBody = fc.constantFrom<RawBody>(
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '{"a":1,}' },
  { type: 'application/json', payload: "{'a':1}" },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '"\\u0000"' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '1e999' },
  { type: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { type: 'application/json', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  {
    type: 'application/json',
    payload: JSON.stringify({ ids: Array.from({ length: 50_000 }, () => '\u0000') }),
  },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'text/plain', payload: '{"a":1}' },
  { type: 'text/plain', payload: 'ids=a%00&token=%00' },
  { type: 'application/x-www-form-urlencoded', payload: 'ids=1%002&token=x' },
  { type: 'application/xml', payload: '<a>1</a>' },
  { type: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
  { type: 'multipart/form-data; boundary=b', payload: multipartWithFile },
  {
    type: 'multipart/form-data; boundary=b',
    payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nxx',
  },
  { type: 'multipart/form-data', payload: 'no boundary' },
  { payload: '{"a":1}' },
);
