/** A `@Transform` for text fields: surrounding whitespace goes; anything that is not a string is left for the validators. */
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
