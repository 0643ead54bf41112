import { useEffect } from 'react';
import { logError } from '@/lib/analytics';

/** docs/product.md#feed "feed errors are handled quietly": logged, never a notification. */
export function useQuietFeedError(error: unknown): void {
  useEffect(() => {
    if (error) void logError('feed', error instanceof Error ? error.message : String(error));
  }, [error]);
}
