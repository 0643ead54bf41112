import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** analytics settings (docs/product.md#analytics): an enable flag, on unless the user opted out. */
export interface AnalyticsSettings {
  enabled: boolean;
}

const listeners = new Set<() => void>();

function readSettings(): Record<string, unknown> {
  try {
    const value = JSON.parse(readStored(STORAGE_KEYS.settings) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** True unless the user opted out of analytics. */
export function isAnalyticsEnabled(): boolean {
  return readSettings().analytics !== false;
}

/** Stores the opt in/out and tells whoever watches it (the switch, the script loader). */
export function storeAnalyticsEnabled(enabled: boolean): void {
  writeStored(STORAGE_KEYS.settings, JSON.stringify({ ...readSettings(), analytics: enabled }));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.settings && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The analytics opt in/out, re-rendering when it changes. The prerendered pages read the same setting as the
 * browser (ADR 046: they are drawn for, and hydrated only by, a visitor with nothing stored).
 */
export function useAnalyticsEnabled(): boolean {
  return useSyncExternalStore(subscribe, isAnalyticsEnabled, isAnalyticsEnabled);
}
