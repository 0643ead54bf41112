import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads one seed file as text, so tests can check both its JSON and its formatting. */
export function readSeedText(file: string): string {
  return readFileSync(join(import.meta.dirname, file), 'utf8');
}

/** Parses one seed file; every seed file is a JSON array of records. */
export function readSeed<T>(file: string): T[] {
  const data: unknown = JSON.parse(readSeedText(file));
  if (!Array.isArray(data)) throw new Error(`${file} must hold a JSON array`);
  return data as T[];
}

/** Values that occur more than once, for uniqueness checks with readable failures. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}
