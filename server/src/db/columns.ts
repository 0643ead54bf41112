/**
 * The one mapping between a repo's camelCase fields and the snake_case columns (ADR 017, "One repo style"):
 * `offerId` is `offer_id`, `cardLast4` is `card_last4`. Reads alias each column (`offer_id as "offerId"`);
 * inserts list the columns beside their values; a partial update names its columns through `setList`.
 */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The `set` list of a partial update: each of `fields` that `changes` gives (undefined leaves the column as it
 * is, null clears it) as `column = $n` from `$first` on, and the values in the same order. Only the listed
 * fields are written, whatever else the object carries.
 */
export function setList<T extends object>(
  changes: T,
  fields: readonly (keyof T & string)[],
  first: number,
): { sets: string[]; values: unknown[] } {
  const given = fields.filter((field) => changes[field] !== undefined);
  return {
    sets: given.map((field, i) => `${columnOf(field)} = $${first + i}`),
    values: given.map((field) => changes[field]),
  };
}
