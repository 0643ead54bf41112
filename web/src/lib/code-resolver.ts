import type { Resolver, ResolverResult } from 'react-hook-form';

export interface CodeValues {
  code: string;
}

/**
 * The resolver of a form of one typed code (two-step sign-in): the code trimmed, then `check`, which answers
 * the refusal's message in the interface language, or nothing when the code may be sent.
 */
export function codeResolver(check: (code: string) => string | undefined): Resolver<CodeValues> {
  return async ({ code }): Promise<ResolverResult<CodeValues>> => {
    const value = code.trim();
    const message = check(value);
    if (message) return { values: {}, errors: { code: { type: 'validate', message } } };
    return { values: { code: value }, errors: {} };
  };
}
