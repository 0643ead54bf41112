import { readStored, STORAGE_KEYS } from './storage';

/** Whether the browser storage's debug options turn debug output on (docs/product.md#debug-output). */
export function isDebugOn(): boolean {
  try {
    return JSON.parse(readStored(STORAGE_KEYS.debug) ?? '{}')?.on === true;
  } catch {
    return false;
  }
}

/** Writes to the console's debug output, only while debug is on: users' consoles stay quiet. */
export function debugOutput(...items: unknown[]): void {
  if (isDebugOn()) console.debug(...items);
}
