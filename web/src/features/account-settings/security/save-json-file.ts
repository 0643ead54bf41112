import { saveTextFile } from './save-text-file';

/** Saves data as a JSON file through the browser's download. */
export function saveJsonFile(name: string, data: unknown): void {
  saveTextFile(name, JSON.stringify(data, null, 2), 'application/json');
}
