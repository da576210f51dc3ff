/** A number box's value for the form: a number, or undefined while empty (the schema says what is missing). */
export function numberOrUndefined(value: unknown): number | undefined {
  return value === '' || value === null || value === undefined ? undefined : Number(value);
}

/** A number box's value for an optional field: a number, or null when empty (the field is cleared). */
export function numberOrNull(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : Number(value);
}

/** Registers a number box: `form.field('price', numberInput)`. */
export const numberInput = { setValueAs: numberOrUndefined };
