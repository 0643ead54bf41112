import { SURVEY_SECOND_DISPLAY_TIME_S } from '@backstage/domain';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** A survey offered about one registration: how often it was put off and when last. */
interface SurveyPrompt {
  dismissals: number;
  dismissedAt?: number;
}
type SurveyPrompts = Record<string, SurveyPrompt>;

function readPrompts(): SurveyPrompts {
  try {
    const parsed = JSON.parse(readStored(STORAGE_KEYS.surveys) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function update(change: (prompts: SurveyPrompts) => void): void {
  const prompts = readPrompts();
  change(prompts);
  writeStored(STORAGE_KEYS.surveys, Object.keys(prompts).length ? JSON.stringify(prompts) : null);
}

/** Right after a registration: its survey is to be offered. */
export const offerSurvey = (registeredProductId: number) =>
  update((prompts) => {
    prompts[registeredProductId] ??= { dismissals: 0 };
  });

/** "Later": offered once more after the second display time (docs/product.md#survey-timing), then never again. */
export const putOffSurvey = (registeredProductId: number, now = Date.now()) =>
  update((prompts) => {
    const prompt = prompts[registeredProductId];
    if (!prompt) return;
    if (prompt.dismissals >= 1) delete prompts[registeredProductId];
    else prompts[registeredProductId] = { dismissals: 1, dismissedAt: now };
  });

/** Answered, unregistered or without a survey: nothing more to offer. */
export const forgetSurvey = (registeredProductId: number) =>
  update((prompts) => {
    delete prompts[registeredProductId];
  });

/** Whether the survey of this registration is to be shown now. */
export function isSurveyDue(registeredProductId: number, now = Date.now()): boolean {
  const prompt = readPrompts()[registeredProductId];
  if (!prompt) return false;
  if (prompt.dismissals === 0) return true;
  return now - (prompt.dismissedAt ?? 0) >= SURVEY_SECOND_DISPLAY_TIME_S * 1000;
}
