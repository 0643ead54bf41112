import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite-db';

describe('the embedded database at start (docs/decisions/045-json-rows-refresh-and-later-start.md)', () => {
  it('runs with 32 MB of shared buffers, which it sets up faster than the default 128 MB', async () => {
    const db = await openPglite({});
    try {
      expect((await db.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await db.close();
    }
  });
});
