import { describe, expect, it } from 'vitest';
import { formatMaintenanceWindow, maintenanceTimeZoneName } from './maintenance-window';

describe('maintenance window (docs/product.md#maintenance-window)', () => {
  it('is shown in the culture and time zone of the user', () => {
    expect(formatMaintenanceWindow('en-US', 'UTC')).toMatch(/July 30, 2019,\s2:45\s?(AM)?\s?–\s9:00\sAM/);
    expect(formatMaintenanceWindow('ja-JP', 'Asia/Tokyo')).toContain('11時45分');
    expect(formatMaintenanceWindow('de-DE', 'Europe/Berlin')).toContain('04:45');
  });

  it('names the time zone it is shown in', () => {
    expect(maintenanceTimeZoneName('en-US', 'Asia/Tokyo')).toBe('Japan Standard Time');
    expect(maintenanceTimeZoneName('ja-JP', 'Asia/Tokyo')).toBe('日本標準時');
  });
});
