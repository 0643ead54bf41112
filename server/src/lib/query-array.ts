import { z } from 'zod';

/** A query parameter given once or repeated (`ids[]=1&ids[]=2`) read as an array; absent stays absent. */
export const queryArray = <T extends z.ZodType>(items: z.ZodArray<T>) =>
  z.preprocess((value: unknown) => (value === undefined ? undefined : [value].flat()), items);
