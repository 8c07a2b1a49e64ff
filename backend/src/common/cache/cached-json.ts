/**
 * The JSON of frozen values a cache keeps and shares (catalogue courses, outlines, instructors), made
 * once per value and held beside it (weakly: it goes with the value). Answers that put a viewer's few
 * fields on such values splice these texts in rather than serialising the whole answer again, which
 * costs a fraction of it. Only for frozen values: a value that changed would keep its old JSON.
 */
const texts = new WeakMap<object, string>();

/** `value`'s JSON (`JSON.stringify`), made once. */
export function cachedJson(value: object): string {
  let json = texts.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    texts.set(value, json);
  }
  return json;
}

const openTexts = new WeakMap<object, string>();

/**
 * The JSON of `fields(value)`, an object, without its closing brace, made once per `value`: append
 * `,"name":value` pairs and a `}` to it for the JSON of `{ ...fields(value), name: value }`.
 */
export function openJsonObject<T extends object>(value: T, fields: (value: T) => object = (same) => same): string {
  let json = openTexts.get(value);
  if (json === undefined) {
    json = JSON.stringify(fields(value)).slice(0, -1);
    openTexts.set(value, json);
  }
  return json;
}

/** JSON text that `objectJson` splices in as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The JSON of `{ ...base, ...fields }`: `base` (optional) a frozen cached value whose JSON is made once,
 * `fields` serialised each, but for `JsonText` ones, spliced in; undefined fields are left out, as
 * `JSON.stringify` leaves them out. A field must not repeat one of `base`'s.
 */
export function objectJson(fields: Record<string, unknown>, base?: object): string {
  const parts = base ? [openJsonObject(base)] : [];
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) parts.push(`${JSON.stringify(name)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  }
  return base ? `${parts.join(',')}}` : `{${parts.join(',')}}`;
}
