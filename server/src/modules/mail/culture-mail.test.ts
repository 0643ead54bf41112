import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, signUp } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the activation mail in the account's culture (docs/product.md#culture-codes, ADR 083)", () => {
  it('reaches a de-DE account in German, a de-CH one in German too, a Serbian one in Serbian', async () => {
    expect((await signUp(t, 'klara@example.com', { cultureCode: 'de-DE' })).statusCode).toBe(201);
    const german = await lastMail(t, 'klara@example.com');
    expect(german.subject).toBe('Roland Backstage: Aktivieren Sie Ihr Konto');
    expect(german.text).toContain('Hallo Aiko,');
    expect(german.text).toContain('Mein Konto aktivieren: http');
    expect(german.text).toMatch(/Oder geben Sie diesen Aktivierungscode ein: \d{6}/);
    expect(german.html).toContain('>Mein Konto aktivieren</a>');

    expect((await signUp(t, 'urs@example.com', { cultureCode: 'de-CH' })).statusCode).toBe(201);
    expect((await lastMail(t, 'urs@example.com')).subject).toBe(german.subject);

    expect((await signUp(t, 'ana@example.com', { cultureCode: 'Lt-sr-SP' })).statusCode).toBe(201);
    expect((await lastMail(t, 'ana@example.com')).subject).toBe('Roland Backstage: aktivirajte svoj nalog');
  });
});
