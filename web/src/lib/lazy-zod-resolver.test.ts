import { z } from '@backstage/domain/schemas/zod';
import { describe, expect, it, vi } from 'vitest';
import { type LazyResolver, lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(1, 'Name is required.') });
const check = (resolver: LazyResolver<{ name: string }, { name: string }>, name: string) =>
  resolver({ name }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyZodResolver (docs/decisions/054-form-rules-load-on-first-use.md)', () => {
  it('loads the rules on first use only, then checks with them', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const wrong = await check(resolver, '');
    expect(wrong.errors.name?.message).toBe('Name is required.');
    const right = await check(resolver, 'Ada');
    expect(right.errors).toEqual({});
    expect(right.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, so the first check finds them there', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await check(resolver, '')).errors.name?.message).toBe('Name is required.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    resolver.preload();
    await expect(check(resolver, 'Ada')).rejects.toThrow('offline');
    expect((await check(resolver, 'Ada')).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
