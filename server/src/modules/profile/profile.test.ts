import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, reauthHeader } from '../../../test/accounts-helpers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });
const me = async (token: string) => (await call('GET', '/api/v1/me', token)).json();

describe('profile update (docs/product.md#user, docs/product.md#profile-calls PUT users/{id})', () => {
  it('updates the profile fields, keeps the first 10 characters of the birthday and drops nulls', async () => {
    const u = await activeUser(t, 'profile@example.com');
    const response = await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, {
      firstName: 'Keiko',
      middleName: null,
      gender: { value: 'Female' },
      birthday: '1990-04-05T00:00:00.000Z',
      country: 'Japan',
      allowEmail: false,
      mailFormatType: 'text',
      address: { postalCode: '431-1304', city: 'Hamamatsu', addressLine1: '2036-1 Nakagawa' },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      firstName: 'Keiko',
      lastName: 'Tanaka',
      gender: { value: 'Female' },
      birthday: '1990-04-05',
      country: 'Japan',
      allowEmail: false,
      mailFormatType: 'text',
      address: { postalCode: '431-1304', city: 'Hamamatsu', addressLine1: '2036-1 Nakagawa' },
    });
    expect(user).not.toHaveProperty('middleName');
    expect(user.address).not.toHaveProperty('addressLine2');
    expect(await me(u.idToken)).toEqual(user);
  });

  it('clears the birthday with null (the only null that is kept) and leaves other fields for null', async () => {
    const u = await activeUser(t, 'birthday@example.com');
    await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, { birthday: '1985-12-31', country: 'Germany' });
    const cleared = await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, {
      birthday: null,
      country: null,
    });
    expect(cleared.json()).toMatchObject({ birthday: null, country: 'Germany' });
    expect(cleared.json()).toHaveProperty('birthday', null);
  });

  it('strips server-managed fields from what is sent and from what is returned', async () => {
    const u = await activeUser(t, 'managed@example.com');
    const response = await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, {
      lastName: 'Sato',
      createDate: '2000-01-01',
      createUserId: 'x',
      updateDate: '2000-01-01',
      isDeleted: true,
      isVisible: false,
      previousEmail: 'old@example.com',
      cognitoSub: 'abc',
      managingCultureCodes: ['ja-JP'],
      email_verified: false,
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    for (const field of [
      'createDate',
      'createUserId',
      'updateDate',
      'updateUserId',
      'isDeleted',
      'isVisible',
      'previousEmail',
      'cognitoSub',
      'managingCultureCodes',
      'passwordHash',
    ])
      expect(user).not.toHaveProperty(field);
    expect(user).toMatchObject({ lastName: 'Sato', email_verified: true });
    const rows = await t.db.query<{ codes: string[] }>(
      'select managing_culture_codes as codes from users where id = $1',
      [u.userId],
    );
    expect(rows.rows[0]!.codes).toEqual([]);
  });

  it('keeps phonetic names for ja-JP only and requires them there', async () => {
    const u = await activeUser(t, 'phonetic@example.com');
    const url = `/api/v1/users/${u.userId}`;
    await call('PUT', url, u.idToken, { phoneticFirstName: 'ケイコ' });
    expect(await me(u.idToken)).not.toHaveProperty('phoneticFirstName');
    const missing = await call('PUT', url, u.idToken, { cultureCode: { value: 'ja-JP' }, firstName: '恵子' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'phoneticFirstName',
      'phoneticLastName',
    ]);
    expect((await me(u.idToken)).cultureCode.value).toBe('en-US');
    const saved = await call('PUT', url, u.idToken, {
      cultureCode: { value: 'ja-JP' },
      firstName: '恵子',
      phoneticFirstName: 'ケイコ',
      phoneticLastName: 'タナカ',
    });
    expect(saved.json()).toMatchObject({
      cultureCode: { id: 27, value: 'ja-JP' },
      phoneticFirstName: 'ケイコ',
      phoneticLastName: 'タナカ',
    });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const u = await activeUser(t, 'bad-profile@example.com');
    const before = await me(u.idToken);
    const url = `/api/v1/users/${u.userId}`;
    const cases: [object, string][] = [
      [{ country: '' }, 'Country is required'],
      [{ country: 'Atlantis', firstName: 'X' }, 'Country must be valid'],
      [{ firstName: '' }, 'First name is required'],
      [{ birthday: '2999-01-01' }, 'Birthday must be valid'],
      [{ birthday: '1990-02-30' }, 'Birthday must be valid'],
      [{ gender: { value: 'Robot' } }, 'Invalid option'],
      [{ address: { postalCode: '!!' } }, 'Postal code must be valid'],
      [{ mailFormatType: 'pdf' }, 'Mail format type must be valid'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PUT', url, u.idToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().fields)).toContain(message.split(' ')[0]);
    }
    expect(await me(u.idToken)).toEqual(before);
  });

  it('needs the access token for an e-mail change and the id token is refused for it', async () => {
    const u = await activeUser(t, 'which-token@example.com');
    const url = `/api/v1/users/${u.userId}`;
    const withId = await call('PUT', url, u.idToken, { email: 'new-which@example.com' });
    expect(withId.statusCode).toBe(401);
    const withAccess = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(u.accessToken), ...(await reauthHeader(t, u)) },
      payload: { email: 'new-which@example.com' },
    });
    expect(withAccess.json()).toMatchObject({
      email: 'which-token@example.com',
      pendingEmail: 'new-which@example.com',
    });
  });

  it('answers another user’s id with 403 and changes nothing', async () => {
    const a = await activeUser(t, 'owner-a@example.com');
    const b = await activeUser(t, 'owner-b@example.com');
    for (const [method, path] of [
      ['PUT', ''],
      ['GET', '/phones'],
      ['POST', '/phones'],
      ['GET', '/interests'],
      ['POST', '/interests'],
      ['GET', '/managingCultureCodes'],
    ] as const) {
      const payload =
        method === 'GET' ? undefined : { number: '555 0100', type: 'Home', interest: { id: 1 } };
      const response = await call(method, `/api/v1/users/${b.userId}${path}`, a.idToken, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', `/api/v1/admin/users/${b.userId}`, a.idToken)).statusCode).toBe(403);
    expect((await me(b.idToken)).phones).toEqual([]);
  });
});

describe('phones (docs/product.md#phones: number and type together, at most 3)', () => {
  it('adds, changes and removes phones; the fourth is refused', async () => {
    const u = await activeUser(t, 'phones@example.com');
    const url = `/api/v1/users/${u.userId}/phones`;
    const first = await call('POST', url, u.idToken, { number: '+81 53 523 0200', type: { value: 'Work' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ number: '+81 53 523 0200', type: { id: 3, value: 'Work' } });
    await call('POST', url, u.idToken, { number: '555-0101', type: 'Mobile' });
    await call('POST', url, u.idToken, { number: '555-0102', type: { id: 2 } });
    const fourth = await call('POST', url, u.idToken, { number: '555-0103', type: 'Home' });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().fields).toEqual([
      { field: 'phones', message: 'You can add up to 3 phone numbers', code: 'maxPhones' },
    ]);
    expect((await call('GET', url, u.idToken)).json().data).toHaveLength(3);

    const id = first.json().id;
    const changed = await call('PUT', `${url}/${id}`, u.idToken, { number: '555-0199', type: 'Home' });
    expect(changed.json()).toEqual({ id, number: '555-0199', type: { id: 2, value: 'Home' } });
    expect((await call('DELETE', `${url}/${id}`, u.idToken)).json()).toEqual({ status: 'deleted' });
    expect((await me(u.idToken)).phones.map((p: { number: string }) => p.number)).toEqual([
      '555-0101',
      '555-0102',
    ]);
  });

  it('allows no more than 3 phones under concurrent requests', async () => {
    const u = await activeUser(t, 'phones-race@example.com');
    const url = `/api/v1/users/${u.userId}/phones`;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => call('POST', url, u.idToken, { number: `555-010${n}`, type: 'Home' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect((await me(u.idToken)).phones).toHaveLength(3);
  });

  it('refuses a number without type, an invalid number, and another user’s phone', async () => {
    const u = await activeUser(t, 'phones-bad@example.com');
    const other = await activeUser(t, 'phones-other@example.com');
    const url = `/api/v1/users/${u.userId}/phones`;
    expect((await call('POST', url, u.idToken, { number: '555-0100' })).statusCode).toBe(400);
    const invalid = await call('POST', url, u.idToken, { number: 'call me', type: 'Home' });
    expect(invalid.json().fields[0].message).toBe('Phone number must be valid');
    const theirs = (
      await call('POST', `/api/v1/users/${other.userId}/phones`, other.idToken, {
        number: '555-0100',
        type: 'Home',
      })
    ).json();
    const hijack = await call('PUT', `${url}/${theirs.id}`, u.idToken, { number: '555-0666', type: 'Home' });
    expect(hijack.statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${theirs.id}`, u.idToken)).statusCode).toBe(404);
    expect((await me(other.idToken)).phones[0].number).toBe('555-0100');
    expect((await me(u.idToken)).phones).toEqual([]);
  });
});

describe('GET me names the master values as they are now (within a second, docs/decisions/056-*)', () => {
  it('shows a renamed gender, phone type and interest, from every list version', async () => {
    const u = await activeUser(t, 'renamed-values@example.com');
    await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, { gender: { value: 'Female' } });
    await call('POST', `/api/v1/users/${u.userId}/phones`, u.idToken, {
      number: '+1 555 0100',
      type: { value: 'Work' },
    });
    const before = await me(u.idToken);
    expect(before.gender.value).toBe('Female');
    expect(before.phones[0].type.value).toBe('Work');
    const named = async () => {
      const { gender, phones } = await me(u.idToken);
      return { gender, type: phones[0].type };
    };
    try {
      await t.db.query("update genders set value = 'Woman' where value = 'Female'");
      await t.db.query("update phone_types set value = 'Office' where value = 'Work'");
      await expect.poll(named, { timeout: 5_000 }).toEqual({
        gender: { id: before.gender.id, value: 'Woman' },
        type: { id: before.phones[0].type.id, value: 'Office' },
      });
    } finally {
      await t.db.query("update genders set value = 'Female' where value = 'Woman'");
      await t.db.query("update phone_types set value = 'Work' where value = 'Office'");
    }
    await expect.poll(() => me(u.idToken), { timeout: 5_000 }).toEqual(before);
  });
});

describe('interests (docs/product.md#interests: the twelve interests)', () => {
  it('adds interests once each and removes only the caller’s', async () => {
    const u = await activeUser(t, 'interests@example.com');
    const other = await activeUser(t, 'interests-other@example.com');
    const url = `/api/v1/users/${u.userId}/interests`;
    const drums = await call('POST', url, u.idToken, { interest: { value: 'Drums & Percussion' } });
    expect(drums.statusCode).toBe(201);
    expect(drums.json()).toMatchObject({ interest: { id: 5, value: 'Drums & Percussion' } });
    const again = await call('POST', url, u.idToken, { interest: { id: 5 } });
    expect(again.json().id).toBe(drums.json().id);
    await call('POST', url, u.idToken, { interest: 'Synthesizers' });
    expect((await call('GET', url, u.idToken)).json().data).toHaveLength(2);
    expect((await call('POST', url, u.idToken, { interest: { value: 'Kazoo' } })).statusCode).toBe(400);
    expect((await call('POST', url, u.idToken, { interest: { id: 99 } })).statusCode).toBe(400);

    expect((await call('DELETE', `/api/v1/interests/${drums.json().id}`, other.idToken)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/interests/${drums.json().id}`, u.idToken)).statusCode).toBe(200);
    expect(
      (await me(u.idToken)).interests.map((i: { interest: { value: string } }) => i.interest.value),
    ).toEqual(['Synthesizers']);
  });

  it('saves a set of interests as a whole: an interest left out is removed', async () => {
    const u = await activeUser(t, 'interest-set@example.com');
    const other = await activeUser(t, 'interest-set-other@example.com');
    const url = `/api/v1/users/${u.userId}/interests`;
    const values = async (token = u.idToken) =>
      (await me(token)).interests.map((i: { interest: { value: string } }) => i.interest.value).sort();
    await call('POST', `/api/v1/users/${other.userId}/interests`, other.idToken, { interest: 'Vocals' });
    const first = await call('PUT', url, u.idToken, {
      interests: [{ value: 'Drums & Percussion' }, { id: 2 }],
    });
    expect(first.statusCode).toBe(200);
    expect(
      first
        .json()
        .data.map((i: { interest: { value: string } }) => i.interest.value)
        .sort(),
    ).toEqual(['Drums & Percussion', 'Synthesizers']);
    const kept = first.json().data.find((i: { interest: { id: number } }) => i.interest.id === 2).id;

    // Drums unticked: the next save leaves it out, and it is gone; the one kept keeps its entry.
    const second = await call('PUT', url, u.idToken, { interests: ['Synthesizers', { id: 2 }, 'Vocals'] });
    expect(second.statusCode).toBe(200);
    expect(await values()).toEqual(['Synthesizers', 'Vocals']);
    expect((await call('GET', url, u.idToken)).json().data).toContainEqual(
      expect.objectContaining({ id: kept }),
    );
    expect((await call('PUT', url, u.idToken, { interests: [] })).json()).toEqual({ data: [] });
    expect(await values()).toEqual([]);
    expect(await values(other.idToken)).toEqual(['Vocals']);

    // The whole list is looked up in one statement, however many interests are picked.
    const all = (await call('GET', '/api/v1/interests?perPage=-1', u.idToken)).json().data as {
      value: string;
    }[];
    expect(all.length).toBeGreaterThan(10);
    const lookups = (
      await statementsOf(t.db, async () => {
        const saved = await call('PUT', url, u.idToken, { interests: all.map(({ value }) => value) });
        expect(saved.json().data).toHaveLength(all.length);
      })
    ).filter((sql) => /\bfrom interests\b/.test(sql));
    expect(lookups).toHaveLength(1);

    // A bad set changes nothing.
    await call('PUT', url, u.idToken, { interests: ['Pianos'] });
    const organs = 'Organs & Classic Series';
    const badSets = [[organs, { id: 99 }], [organs, 'Kazoo'], [organs, {}], organs, undefined];
    for (const interests of [...badSets, Array.from({ length: 13 }, () => organs)]) {
      const refused = await call('PUT', url, u.idToken, { interests });
      expect(refused.statusCode, JSON.stringify(interests)).toBe(400);
      expect(refused.json().code).toBe('INVALID_INPUT');
    }
    expect(await values()).toEqual(['Pianos']);
    expect(
      (await call('PUT', `/api/v1/users/${other.userId}/interests`, u.idToken, { interests: [] })).statusCode,
    ).toBe(403);
    expect(await values(other.idToken)).toEqual(['Vocals']);
  });
});

describe('staff lookup (docs/product.md#staff-access: maker-domain accounts only)', () => {
  it('gives a roland.com account its admin record and managing culture codes', async () => {
    const staff = await activeUser(t, 'Staff.Member@Roland.com');
    await t.db.query(`update users set managing_culture_codes = '{ja-JP,en-US}' where id = $1`, [
      staff.userId,
    ]);
    const admin = await call('GET', `/api/v1/admin/users/${staff.userId}`, staff.idToken);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      email: 'staff.member@roland.com',
      managingCultureCodes: ['ja-JP', 'en-US'],
    });
    const codes = await call('GET', `/api/v1/users/${staff.userId}/managingCultureCodes`, staff.idToken);
    expect(codes.json()).toEqual({ managingCultureCodes: ['ja-JP', 'en-US'] });
    expect(await me(staff.idToken)).toHaveProperty('managingCultureCodes');
  });

  it('answers other accounts with "Not Roland Account" and never shows their managing codes', async () => {
    const user = await activeUser(t, 'someone@roland.com.example.net');
    await t.db.query(`update users set managing_culture_codes = '{ja-JP}' where id = $1`, [user.userId]);
    for (const path of [`admin/users/${user.userId}`, `users/${user.userId}/managingCultureCodes`]) {
      const response = await call('GET', `/api/v1/${path}`, user.idToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOT_ROLAND_ACCOUNT', message: 'Not Roland Account' });
    }
    expect(await me(user.idToken)).not.toHaveProperty('managingCultureCodes');
  });
});

describe('the round trip: what GET me answers can be sent back (User, docs/product.md#user, docs/product.md#profile-calls)', () => {
  it('accepts the whole `me` object back with the id token and changes nothing', async () => {
    const u = await activeUser(t, 'round-trip@example.com');
    const url = `/api/v1/users/${u.userId}`;
    await call('PUT', url, u.idToken, {
      gender: { value: 'Male' },
      birthday: '1988-08-08',
      country: 'Germany',
      address: { postalCode: '10115', city: 'Berlin' },
    });
    await call('POST', `${url}/phones`, u.idToken, { number: '+49 30 1234567', type: { value: 'Mobile' } });
    await call('POST', `${url}/interests`, u.idToken, { interest: { value: 'Guitar' } });
    const read = await me(u.idToken);
    expect(read).toMatchObject({ email: 'round-trip@example.com', mailFormatType: 'html' });
    expect(read.phones).toHaveLength(1);

    const written = await call('PUT', url, u.idToken, read);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual(read);
    expect(await me(u.idToken)).toEqual(read);
    const mail = await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(read.email)}`);
    expect(mail.json().data.map((m: { subject: string }) => m.subject)).not.toContainEqual(
      expect.stringMatching(/e-?mail/i),
    );
  });

  it('treats the current address in another case as no e-mail change', async () => {
    const u = await activeUser(t, 'same-case@example.com');
    const response = await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, {
      email: ' Same-Case@Example.com ',
      firstName: 'Mika',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'same-case@example.com', firstName: 'Mika' });
    expect(response.json()).not.toHaveProperty('pendingEmail');
  });

  it('still needs the access token for a different address', async () => {
    const u = await activeUser(t, 'other-address@example.com');
    const read = await me(u.idToken);
    const response = await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, {
      ...read,
      email: 'elsewhere@example.com',
    });
    expect(response.statusCode).toBe(401);
    expect(await me(u.idToken)).toEqual(read);
  });

  it('answers mailFormatType in lower case whatever case the client sent', async () => {
    const u = await activeUser(t, 'upper-format@example.com', { mailFormatType: 'HTML' });
    expect((await me(u.idToken)).mailFormatType).toBe('html');
    const text = await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, { mailFormatType: 'Text' });
    expect(text.json().mailFormatType).toBe('text');
  });
});
