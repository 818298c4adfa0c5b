// What a text box or select reports is a string; the domain's form schemas want numbers and
// optional codes. These convert on the way into react-hook-form (`register(name, { setValueAs })`),
// so the schemas see undefined for an empty box and say so in the customer's words.

/** '' (or only spaces) becomes undefined; anything else a number, NaN when it is not one. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
}

/** '' becomes undefined (nothing chosen); any other value is kept as it is. */
export function asOptional(value: unknown): unknown {
  return value === '' ? undefined : value;
}
