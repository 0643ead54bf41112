import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sanitizeForLog, serializeError } from './logger';

const UUID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

describe('sanitizeForLog', () => {
  it('masks e-mails (also %40-encoded) and UUIDs at any depth', () => {
    expect(
      sanitizeForLog({
        user: 'jane.doe@example.com',
        url: `/users?email=jane.doe%40example.com&id=${UUID}`,
        nested: { list: [`id ${UUID.toUpperCase()}`, 3, true] },
      }),
    ).toEqual({
      user: '[email]',
      url: '/users?email=[email]&id=[uuid]',
      nested: { list: ['id [uuid]', 3, true] },
    });
  });

  it('drops secrets and bodies by key', () => {
    expect(
      sanitizeForLog({ password: 'Secret123', newPassword: 'x', refreshToken: 'r', body: { a: 1 }, ok: 1 }),
    ).toEqual({
      password: '[redacted]',
      newPassword: '[redacted]',
      refreshToken: '[redacted]',
      body: '[redacted]',
      ok: 1,
    });
  });

  it('keeps SQL parameters and row details of database errors out of logs', () => {
    const error = Object.assign(new Error('duplicate key for jane@example.com'), {
      code: '23505',
      params: ['jane@example.com', 'hash'],
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', message: 'duplicate key for [email]' });
    expect(JSON.stringify(logged)).not.toMatch(/example\.com|hash|already exists/);
  });
});

describe('request logs and failures', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream,
        extend: (app) =>
          app.get('/api/v1/test-failure', async () => {
            throw Object.assign(new Error('relation "users" does not exist'), {
              query: 'select * from users where email = $1',
              params: ['jane@example.com'],
            });
          }),
      },
    );
  });
  afterAll(() => t.close());

  it('logs method, masked URL and status, never the body', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/nothing?email=jane.doe%40example.com&id=${UUID}`,
      payload: { email: 'jane.doe@example.com', password: 'Secret123' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/v1/nothing?email=[email]&id=[uuid]');
    expect(log).toContain('"statusCode":404');
    expect(log).not.toMatch(/example\.com|Secret123|1b4e28ba/);
  });

  it('answers an unexpected error with the generic text and no SQL', async () => {
    const res = await t.app.inject('/api/v1/test-failure');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Exception error occurred.',
      traceId: expect.any(String),
    });
    const logged = lines.find((line) => line.includes('request failed'));
    expect(logged).toContain('relation \\"users\\" does not exist');
    expect(logged).not.toMatch(/select \*|example\.com/);
  });
});
