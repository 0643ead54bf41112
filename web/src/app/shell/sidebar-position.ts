import { DEFAULT_SIDEBAR_POSITION, type SidebarPosition } from '@backstage/domain';
import { useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** Reads the remembered drawer side (default right, docs/product.md#shell). */
export function readSidebarPosition(): SidebarPosition {
  return readStored(STORAGE_KEYS.sidebarPosition) === 'left'
    ? 'left'
    : (DEFAULT_SIDEBAR_POSITION as SidebarPosition);
}

/** The drawer side and a setter that remembers the choice. */
export function useSidebarPosition(): [SidebarPosition, (side: SidebarPosition) => void] {
  const [side, setSide] = useState(readSidebarPosition);
  return [
    side,
    (next) => {
      writeStored(STORAGE_KEYS.sidebarPosition, next);
      setSide(next);
    },
  ];
}
