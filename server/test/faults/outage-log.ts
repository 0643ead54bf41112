import type { OutageLog } from '../../src/lib/outage';

/** An outage log that keeps its lines for assertions. */
export function recordingLog(): OutageLog & { lines: { level: string; details: object; message: string }[] } {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    info: (details, message) => lines.push({ level: 'info', details, message }),
  };
}
