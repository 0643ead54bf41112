import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { act, renderHook } from '@/test-utils';
import { injectAnalyticsScript, useAnalyticsScript } from './analytics-script';
import { isAnalyticsEnabled } from './analytics-settings';
import { logError, logEvent } from './log-event';
import { setAnalyticsEnabled } from './opt-out';

const requests: { url: string; method: string; auth: string | null; body: Record<string, unknown> | null }[] =
  [];
const token = (claims: Record<string, unknown>) =>
  `x.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600, ...claims }))}.y`;

beforeEach(async () => {
  await initI18n('en-US');
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      requests.push({
        url,
        method: init.method ?? 'GET',
        auth: headers.authorization ?? null,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      return Response.json({ status: 'logged' }, { status: 202 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.getElementById('backstage-analytics')?.remove();
});

describe('logEvent', () => {
  it('sends the docs/product.md#log-events event, sanitised, without a token when signed out', async () => {
    document.title = 'DW - Backstage - Settings';
    await logEvent('tab_change', { tab: 'settings', note: 'me@example.com', nested: { a: 1 } });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ url: '/api/services/log', method: 'POST', auth: null });
    expect(request!.body).toMatchObject({
      event: 'tab_change',
      pageTitle: 'DW - Backstage - Settings',
      pagePath: '/',
      pageHash: '',
      cultureCode: 'en-US',
      brand: 'DW',
      appVersionNumber: '3083',
      appVersionHash: expect.any(String),
      tab: 'settings',
      note: '[email]',
      nested: null,
    });
  });

  it('sends the id token when signed in', async () => {
    const idToken = token({ 'custom:user_id': 'u1' });
    localStorage.setItem(
      'backstage.credentials',
      JSON.stringify({ idToken, accessToken: 'a', refreshToken: 'r' }),
    );
    await logError('settings-tab', new Error('Boom'));
    expect(requests[0]).toMatchObject({ auth: `Bearer ${idToken}` });
    expect(requests[0]!.body).toMatchObject({
      event: 'error',
      eventSource: 'settings-tab',
      description: 'Boom',
    });
  });

  it('never throws: a failure goes to debug output only, while debug is on', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(logEvent('tab_change')).resolves.toBeUndefined();
    expect(debug).not.toHaveBeenCalled();
    localStorage.setItem('backstage.debug', '{"on":true}');
    await expect(logEvent('tab_change')).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith('[analytics] log event not sent', 'tab_change', expect.any(TypeError));
    debug.mockRestore();
  });

  it('keeps page views and page timings out of the log service: debug output, only while debug is on', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await logEvent('page_view', { routeName: 'MyGear' });
    await logEvent('page_timing', { loadComplete: 900 });
    expect(debug).not.toHaveBeenCalled();
    localStorage.setItem('backstage.debug', '{"on":true}');
    await logEvent('page_view', { routeName: 'MyGear' });
    expect(debug).toHaveBeenCalledWith(
      '[analytics]',
      expect.objectContaining({ event: 'page_view', routeName: 'MyGear' }),
    );
    expect(requests).toEqual([]);
    debug.mockRestore();
  });
});

describe('analytics opt in/out', () => {
  it('is on by default; when off nothing is sent at all', async () => {
    expect(isAnalyticsEnabled()).toBe(true);
    await setAnalyticsEnabled(false);
    await logEvent('tab_change');
    await logError('x', 'y');
    expect(requests).toEqual([]);
    await setAnalyticsEnabled(true);
    await logEvent('tab_change');
    expect(requests).toHaveLength(1);
  });

  it('deletes the stored events of a signed-in user who opts out', async () => {
    localStorage.setItem(
      'backstage.credentials',
      JSON.stringify({ idToken: token({ 'custom:user_id': 'u1' }), accessToken: 'a', refreshToken: 'r' }),
    );
    await setAnalyticsEnabled(false);
    expect(requests).toEqual([expect.objectContaining({ url: '/api/services/log', method: 'DELETE' })]);
  });
});

describe('analytics script', () => {
  it('loads 5000 ms after start, only while analytics is on', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const { rerender } = renderHook(() => useAnalyticsScript('/tag.js'));
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(document.getElementById('backstage-analytics')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.getElementById('backstage-analytics')?.getAttribute('src')).toBe('/tag.js');
    expect(window.backstageAnalytics?.isEnabled()).toBe(true);
    rerender();
    expect(document.querySelectorAll('#backstage-analytics')).toHaveLength(1);
  });

  it('does not load while analytics is off', async () => {
    vi.useFakeTimers();
    await setAnalyticsEnabled(false);
    renderHook(() => useAnalyticsScript('/tag.js'));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(document.getElementById('backstage-analytics')).toBeNull();
    injectAnalyticsScript('/tag.js');
    expect(document.getElementById('backstage-analytics')).not.toBeNull();
  });
});
