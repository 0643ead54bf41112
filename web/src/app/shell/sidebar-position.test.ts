import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@/test-utils';
import { readSidebarPosition, useSidebarPosition } from './sidebar-position';

describe('sidebar position (docs/product.md#shell)', () => {
  it('defaults to right', () => expect(readSidebarPosition()).toBe('right'));

  it('remembers the chosen side', () => {
    const { result } = renderHook(() => useSidebarPosition());
    act(() => result.current[1]('left'));
    expect(result.current[0]).toBe('left');
    expect(readSidebarPosition()).toBe('left');
  });

  it('ignores a stored value that is not a side', () => {
    localStorage.setItem('backstage.sidebarPosition', 'top');
    expect(readSidebarPosition()).toBe('right');
  });
});
