import { describe, expect, it } from 'vitest';
import { formatMaintenanceWindow } from './maintenance-window';

describe('maintenance window (spec §9)', () => {
  it('is shown in the culture and time zone of the user', () => {
    expect(formatMaintenanceWindow('en-US', 'UTC')).toMatch(/July 30, 2019,\s2:45\s?(AM)?\s?–\s9:00\sAM/);
    expect(formatMaintenanceWindow('ja-JP', 'Asia/Tokyo')).toContain('11時45分');
  });
});
