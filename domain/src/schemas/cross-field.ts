import type { z } from 'zod';

/**
 * zod skips an object's refinements once one of its fields has failed, so a form would show its
 * cross-field errors ("Passwords don’t match.", the ja-JP phonetic names) only after every other field is
 * fixed. Refinements given these options run anyway, on whatever the object holds, so a submit reports
 * every field's error at once; they must therefore read the fields defensively.
 */
export const ALONGSIDE_FIELD_ERRORS = {
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};
