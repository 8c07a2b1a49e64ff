import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface FuzzOperation {
  method: string;
  path: string;
  operationId: string;
  pathParams: { name: string; numeric: boolean }[];
  body: { type: 'json'; schema: Schema } | { type: 'multipart' } | undefined;
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fileName: string; content: string; contentType: string };

export interface FuzzCase {
  /** What the generator did to the input, for the failure report. */
  mutation: string;
  /** Path parameter values as they go into the URL (already percent-encoded, or deliberately not). */
  pathValues: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

/** Values the fuzzer should also use because they exist (ids of its own rows, invite tokens, certificate codes). */
export interface KnownValues {
  /** For a path parameter: `segment` is the URL segment before it (e.g. "courses"). */
  pathValues(segment: string, name: string): string[];
  /** For a numeric body field, by its name (courseId, ids, specificUserAccess...). */
  ids(field: string): number[];
}

export function operationsOf(document: OpenApiDocument, skip: (method: string, path: string) => boolean): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (skip(method, path)) continue;
      const pathParams = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => ({
          name: parameter.name,
          numeric: parameter.schema?.type === 'number' || parameter.schema?.type === 'integer',
        }));
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json']
        ? ({ type: 'json', schema: content['application/json'].schema } as const)
        : content['multipart/form-data']
          ? ({ type: 'multipart' } as const)
          : undefined;
      operations.push({ method: method.toUpperCase(), path, operationId: operation.operationId, pathParams, body });
    }
  }
  return operations;
}

const HUGE = 100_000;
const HUGE_STRINGS = [
  'a'.repeat(HUGE),
  '😀'.repeat(HUGE / 4),
  'ש'.repeat(HUGE / 2),
  `${'\u0000'.repeat(100)}${'x'.repeat(HUGE)}`,
  '\uD800x'.repeat(HUGE / 2),
];

/** Unicode that breaks naive code: NUL, lone surrogates, RTL overrides, emoji sequences, combining marks, BOM. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\u202Eevil\u202C.pdf',
  'مرحبا بالعالم',
  'שלום עולם',
  '𝕳𝖊𝖑𝖑𝖔',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uFEFFbom',
  '\u200B\u200C\u200D',
  '\uFFFF\uFFFE',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%s%n%x',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '\r\n\r\nX-Injected: 1',
  '\\',
  '"',
  'a@b',
  '@',
  'javascript:alert(1)',
];

/** JSON values of every type, for "wrong type" mutations. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2147483648,
  -2147483649,
  9007199254740994,
  1e308,
  -1e308,
  '',
  'not a number',
  '42',
  '-1',
  'true',
  [],
  [1, 2, 3],
  ['a', null],
  {},
  { $gt: '' },
  { nested: { deeper: [{}] } },
];

const ODD_NUMBERS = [
  0,
  -0,
  -1,
  -2147483649,
  2147483647,
  2147483648,
  9007199254740994,
  1e308,
  -1e308,
  1.5,
  5e-324,
  '1',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '',
  null,
];

const NUMERIC_PATH_JUNK = [
  '0',
  '-1',
  '-0',
  '+1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740994',
  '99999999999999999999999999',
  'abc',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '%20',
  '1%20',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%D9%A3',
  '..',
  '%2E%2E%2Fadmin',
  '%5B%5D',
  '%7B%7D',
  '1'.repeat(5000),
];

const STRING_PATH_JUNK = [
  '0',
  '-1',
  'a',
  '%20',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98%80%F0%9F%98%80',
  '%E2%80%AEevil',
  '%D7%A9%D7%9C%D7%95%D7%9D',
  '..',
  '%2E%2E%2F%2E%2E',
  '%25',
  'x'.repeat(26),
  'x'.repeat(5000),
  '%27%20or%201%3D1%20--',
];

const QUERIES = [
  '',
  '',
  '',
  '?a=1',
  '?id=-1&id=abc',
  '?__proto__%5Bx%5D=1',
  '?page=-1&pageSize=99999999999',
  '?page=99999999999&pageSize=0',
  '?search=%25%27%5C&search=x',
  '?search%5B%5D=x',
  '?search=%00',
  '?search=%F0%9F%98%80%E2%80%AE',
  `?search=${'a'.repeat(5000)}`,
  '?%F0%9F%98%80=%ED%A0%80',
  '?x=%00',
];

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '{"title": "x",}',
  "{'title': 'x'}",
  '{"title": undefined}',
  'nul',
  'tru',
  '[1, 2',
  '{"a": 01}',
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": "\\x00"}',
  '{"a": "\\uD800"}',
  '"unterminated',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__": {"role": "admin"}}',
  '{"constructor": {"prototype": {"role": "admin"}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  `{"title": "${'a'.repeat(HUGE)}`,
];

const resolve = (document: OpenApiDocument, schema: Schema): Schema => {
  let current = schema;
  while (current.$ref) current = document.components.schemas[current.$ref.replace('#/components/schemas/', '')];
  if (current.allOf) return current.allOf.reduce<Schema>((merged, part) => ({ ...merged, ...resolve(document, part) }), {});
  return current;
};

/** Names the API gives special meaning to get plausible values, so that valid requests get past validation. */
function validString(name: string, schema: Schema): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  if (lower.includes('email'))
    return fc.oneof(
      fc.nat({ max: 1_000_000 }).map((n) => `fuzz-${n}@example.com`),
      fc.emailAddress(),
    );
  if (lower.includes('password')) return fc.constantFrom('correct-horse-battery', 'analytical-engine', 'secret1', 'p'.repeat(72));
  if (lower.endsWith('url')) return fc.oneof(fc.webUrl(), fc.constantFrom('https://example.com/file.pdf', 'http://localhost/x.png'));
  if (lower === 'videoid')
    return fc.constantFrom('dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871', '12345678');
  if (lower === 'slug') return fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
  if (lower === 'description' || lower === 'content')
    return fc.oneof(fc.lorem(), fc.constantFrom('<p>Hello <b>there</b></p>', '<img src=x onerror=alert(1)>'));
  const minLength = schema.minLength ?? 1;
  return fc.oneof(
    fc.lorem({ maxCount: 4 }).filter((text) => text.length >= minLength),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
  );
}

function validNumber(name: string, known: KnownValues): fc.Arbitrary<number> {
  const ids = known.ids(name);
  const small = fc.integer({ min: 0, max: 100 });
  return ids.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: small }) : small;
}

/** A value that satisfies the schema's types (not necessarily every business rule). */
export function validValue(document: OpenApiDocument, raw: Schema, known: KnownValues, name = '', depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  let arbitrary: fc.Arbitrary<unknown>;
  if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.oneOf) arbitrary = fc.oneof(...schema.oneOf.map((option) => validValue(document, option, known, name, depth + 1)));
  else if (schema.type === 'string') arbitrary = validString(name, schema);
  else if (schema.type === 'number' || schema.type === 'integer') arbitrary = validNumber(name, known);
  else if (schema.type === 'boolean') arbitrary = fc.boolean();
  else if (schema.type === 'array')
    arbitrary = fc.array(validValue(document, schema.items ?? {}, known, name, depth + 1), { maxLength: depth > 2 ? 1 : 5 });
  else if (schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, validValue(document, value, known, key, depth + 1)]),
    );
    arbitrary = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const keys = known.ids('questionId').map(String);
    const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.nat().map(String)) : fc.nat().map(String);
    arbitrary = fc.dictionary(key, validValue(document, schema.additionalProperties, known, name, depth + 1), { maxKeys: 5 });
  } else arbitrary = fc.constantFrom<unknown>({}, 'text', 1);
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
}

type JsonPath = (string | number)[];

/** Every place inside a JSON value that can be replaced (object properties and array items, recursively). */
function pathsIn(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsIn(item, [...prefix, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsIn(item, [...prefix, key])]);
  }
  return [];
}

function setAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), replacement);
  return copy;
}

function removeAt(value: unknown, path: JsonPath): unknown {
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_item, index) => index !== path[0]);
    const { [path[0]]: _removed, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[path[0]] = removeAt(copy[path[0]], path.slice(1));
  return copy;
}

/** Replaces the value at one place (or the whole body when there is none) with a value from `replacements`. */
function replaceSomewhere(
  valid: unknown,
  replacements: fc.Arbitrary<unknown>,
  keep?: (current: unknown) => boolean,
): fc.Arbitrary<unknown> {
  const paths = pathsIn(valid).filter(
    (path) => !keep || keep(path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], valid)),
  );
  if (paths.length === 0) return replacements;
  return fc.tuple(fc.constantFrom(...paths), replacements).map(([path, replacement]) => setAt(valid, path, replacement));
}

const json = (value: unknown): FuzzBody => ({ kind: 'json', value });

function jsonBodyCases(document: OpenApiDocument, schema: Schema, known: KnownValues): fc.Arbitrary<{ mutation: string; body: FuzzBody }> {
  const resolved = resolve(document, schema);
  const required = resolved.required ?? [];
  const valid = validValue(document, schema, known);
  const tagged = (mutation: string, body: fc.Arbitrary<FuzzBody>) => body.map((value) => ({ mutation, body: value }));
  return fc.oneof(
    { weight: 4, arbitrary: tagged('valid', valid.map(json)) },
    { weight: 3, arbitrary: tagged('wrong type', valid.chain((body) => replaceSomewhere(body, fc.constantFrom(...ODD_VALUES))).map(json)) },
    {
      weight: 2,
      arbitrary: tagged(
        'missing required fields',
        valid
          .chain((body) =>
            required.length === 0 || !body || typeof body !== 'object'
              ? fc.constant(body)
              : fc.subarray(required, { minLength: 1 }).map((keys) => keys.reduce<unknown>((rest, key) => removeAt(rest, [key]), body)),
          )
          .map(json),
      ),
    },
    {
      weight: 1,
      arbitrary: tagged(
        'required fields null',
        valid
          .map((body) => (body && typeof body === 'object' ? Object.fromEntries(Object.keys(body).map((key) => [key, null])) : null))
          .map(json),
      ),
    },
    {
      weight: 2,
      arbitrary: tagged('huge string', valid.chain((body) => replaceSomewhere(body, fc.constantFrom(...HUGE_STRINGS))).map(json)),
    },
    {
      weight: 3,
      arbitrary: tagged(
        'unicode',
        valid
          .chain((body) =>
            replaceSomewhere(
              body,
              fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 50 })),
              (node) => typeof node === 'string',
            ),
          )
          .map(json),
      ),
    },
    {
      weight: 2,
      arbitrary: tagged(
        'odd numbers',
        valid.chain((body) => replaceSomewhere(body, fc.constantFrom(...ODD_NUMBERS), (node) => typeof node === 'number')).map(json),
      ),
    },
    {
      weight: 2,
      arbitrary: tagged(
        'unknown fields',
        fc
          .tuple(
            valid,
            fc.dictionary(
              fc.oneof(fc.constantFrom('id', 'role', 'isAdmin', 'userId', 'createdAt', 'constructor', 'toString'), fc.string()),
              fc.constantFrom(...ODD_VALUES),
              { minKeys: 1, maxKeys: 4 },
            ),
          )
          .map(([body, extra]) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...extra } : extra))
          .map(json),
      ),
    },
    {
      weight: 1,
      arbitrary: tagged(
        'array instead of object',
        valid.chain((body) => fc.constantFrom<unknown>([body], [], [[body]], replaceArrayForObject(body))).map(json),
      ),
    },
    { weight: 1, arbitrary: tagged('not an object', fc.constantFrom<unknown>(null, 42, -1, 'text', '', true, false).map(json)) },
    {
      weight: 2,
      arbitrary: tagged(
        'malformed JSON',
        fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'raw', contentType: 'application/json', text }) as FuzzBody),
      ),
    },
    {
      weight: 1,
      arbitrary: tagged(
        'wrong content type',
        fc
          .tuple(
            valid,
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'application/json; charset=utf-16',
              'application/json; charset=latin1',
            ),
          )
          .map(([body, contentType]) => ({ kind: 'raw', contentType, text: JSON.stringify(body) ?? '' }) as FuzzBody),
      ),
    },
    { weight: 1, arbitrary: tagged('empty JSON body', fc.constant<FuzzBody>({ kind: 'raw', contentType: 'application/json', text: '' })) },
    { weight: 1, arbitrary: tagged('no body', fc.constant<FuzzBody>({ kind: 'none' })) },
  );
}

/** Nested objects (not the body itself) sent as arrays. */
function replaceArrayForObject(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [body];
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, value && typeof value === 'object' && !Array.isArray(value) ? [value] : value]),
  );
}

function multipartCases(origin: string): fc.Arbitrary<{ mutation: string; body: FuzzBody; headers: Record<string, string> }> {
  const file = fc.record({
    fileName: fc.oneof(
      fc.constantFrom('answer.pdf', 'notes.txt', 'x', '../../etc/passwd', 'evil\u202Efdp.exe', '😀.png', 'a'.repeat(300)),
      fc.string({ maxLength: 30 }),
    ),
    content: fc.oneof(fc.constantFrom('%PDF-1.4 fuzz', '', ...HUGE_STRINGS.slice(0, 2)), fc.string({ maxLength: 200 })),
    contentType: fc.constantFrom('application/pdf', 'text/plain', 'image/png', 'application/octet-stream', 'application/x-msdownload'),
  });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: file.map((parts) => ({
        mutation: 'multipart upload',
        body: { kind: 'multipart', ...parts } as FuzzBody,
        headers: { Origin: origin },
      })),
    },
    {
      weight: 1,
      arbitrary: file.map((parts) => ({
        mutation: 'multipart without Origin',
        body: { kind: 'multipart', ...parts } as FuzzBody,
        headers: {},
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('garbage', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated', '--x--\r\n', '')
        .map((text) => ({
          mutation: 'malformed multipart',
          body: { kind: 'raw', contentType: 'multipart/form-data; boundary=x', text } as FuzzBody,
          headers: { Origin: origin },
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<unknown>({ file: 'x' }, [], 'x')
        .map((value) => ({ mutation: 'JSON instead of a file', body: json(value), headers: {} })),
    },
  );
}

function pathValueArbitrary(known: string[], numeric: boolean): fc.Arbitrary<string> {
  const junk = fc.constantFrom(...(numeric ? NUMERIC_PATH_JUNK : STRING_PATH_JUNK));
  const random = numeric
    ? fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String), fc.double({ noNaN: true }).map(String).map(encodeURIComponent))
    : fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent);
  const variants: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: junk },
    { weight: 1, arbitrary: random },
  ];
  if (known.length > 0) variants.push({ weight: 5, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) });
  return fc.oneof(...variants);
}

/** Generates `count` requests for one operation, deterministically from `seed`. */
export function casesFor(
  document: OpenApiDocument,
  operation: FuzzOperation,
  known: KnownValues,
  origin: string,
  seed: number,
  count: number,
): FuzzCase[] {
  const segments = operation.path.split('/');
  const pathValues = fc.record(
    Object.fromEntries(
      operation.pathParams.map((param) => {
        const index = segments.indexOf(`{${param.name}}`);
        return [param.name, pathValueArbitrary(known.pathValues(segments[index - 1] ?? '', param.name), param.numeric)];
      }),
    ),
  );
  const bodies: fc.Arbitrary<{ mutation: string; body: FuzzBody; headers?: Record<string, string> }> =
    operation.body?.type === 'json'
      ? jsonBodyCases(document, operation.body.schema, known)
      : operation.body?.type === 'multipart'
        ? multipartCases(origin)
        : operation.method === 'GET'
          ? fc.constant({ mutation: 'no body', body: { kind: 'none' } as FuzzBody })
          : fc.oneof(
              { weight: 4, arbitrary: fc.constant({ mutation: 'no body', body: { kind: 'none' } as FuzzBody }) },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom<unknown>({}, [], { id: -1 }, 'x', null)
                  .map((value) => ({ mutation: 'unexpected body', body: json(value) })),
              },
              {
                weight: 1,
                arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
                  mutation: 'unexpected malformed body',
                  body: { kind: 'raw', contentType: 'application/json', text } as FuzzBody,
                })),
              },
            );
  const cases = fc.record({ pathValues, query: fc.constantFrom(...QUERIES), input: bodies });
  return fc.sample(cases, { seed, numRuns: count }).map(({ pathValues: values, query, input }) => ({
    mutation: input.mutation,
    pathValues: values as Record<string, string>,
    query,
    headers: input.headers ?? {},
    body: input.body,
  }));
}

/** A URL for the case (path parameters substituted). */
export function urlOf(operation: FuzzOperation, fuzzCase: FuzzCase): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => fuzzCase.pathValues[name]) + fuzzCase.query;
}

/** JSON with long strings shortened, for failure reports. */
export function describeInput(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 120
      ? `${item.slice(0, 60)}… (${item.length} characters, starting with ${JSON.stringify(item.slice(0, 4))})`
      : item,
  );
}
