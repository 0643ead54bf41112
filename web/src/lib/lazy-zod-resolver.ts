import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/** A form's resolver whose rules load when the form is first used; `preload` starts loading them. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload(): void;
};

/**
 * A react-hook-form resolver for a zod schema that loads with zod when the form is first focused or checked,
 * not with its screen: zod is a large share of a screen's JavaScript, and a form is drawn and read before it is
 * checked (issue #14, docs/decisions/054-form-rules-load-on-first-use.md). Give it to the form's `FormStack`
 * (`lib/ui/form-stack.tsx`), or a form of another layout `onFocusCapture={resolver.preload}`, so the rules are
 * there by the time it is sent.
 */
export function lazyZodResolver<Schema extends $ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): LazyResolver<input<Schema>, output<Schema>> {
  type Loaded = Resolver<input<Schema>, unknown, output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const loaded = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Loaded,
      (error: unknown) => {
        // A failed download is tried again on the next use, not remembered.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Loaded = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => undefined);
    },
  });
}
