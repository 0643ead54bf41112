// What starting a journey signed in saves (issue 43, ADR 075): the same account opens its profile in a fresh
// browser context, in turns, after the sign-in form (the old start) and after the API sign-in put in storage
// (e2e/tests/support/signed-in.ts), until the profile shows the account's first name. Runs against the e2e
// portal and its mail sink while a Playwright run has them up (or any portal started as playwright.config.ts
// starts it). Usage: E2E_PORT=4210 ROUNDS=5 node signed-in-start.mjs
import { chromium } from 'playwright-core';

const port = Number(process.env.E2E_PORT ?? 3100);
const rounds = Number(process.env.ROUNDS ?? 5);
const origin = `http://localhost:${port}`;
const sink = `http://127.0.0.1:${port + 26}`;
const password = 'Kettle-Drum-77';
const email = `start-bench.${Date.now()}@example.com`;

async function api(path, body, headers = {}) {
  const answer = await fetch(`${origin}/api/v1/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

async function activationCode() {
  for (let tries = 0; tries < 120; tries++) {
    const { data } = await (await fetch(`${sink}/messages?to=${encodeURIComponent(email)}`)).json();
    const code = data[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no activation mail');
}

const { securityToken } = await api('serverTime');
await api(
  'signup',
  {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    email,
    password,
    cultureCode: 'en-US',
    allowEmail: true,
    mailFormatType: 'html',
    signupSource: 'backstage',
  },
  { 'x-client-id': 'dw', 'x-security-token': securityToken },
);
await api('confirm', { email, code: await activationCode() });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

// The profile form shows the account's first name once its data arrived.
const profileReady = (page) =>
  page.waitForFunction(
    () => [...document.querySelectorAll('input')].some((input) => input.value === 'Aiko'),
    null,
    {
      timeout: 120_000,
    },
  );

const starts = {
  async form(_context, page) {
    await page.goto(`${origin}/backstage/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/backstage\/?$/, { timeout: 120_000 });
  },
  async storage(context) {
    const answer = await context.request.post(`${origin}/api/v1/signin`, {
      headers: { 'x-client-id': 'dw' },
      data: { email, password },
    });
    const { idToken, accessToken, refreshToken } = await answer.json();
    const { cookies } = await context.storageState();
    await context.setStorageState({
      cookies,
      origins: [
        {
          origin,
          localStorage: [
            { name: 'backstage.credentials', value: JSON.stringify({ idToken, accessToken, refreshToken }) },
          ],
        },
      ],
    });
  },
};

const times = { form: [], storage: [] };
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 ? ['storage', 'form'] : ['form', 'storage']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = performance.now();
    await starts[name](context, page);
    await page.goto(`${origin}/backstage/settings/profile`);
    await profileReady(page);
    times[name].push(performance.now() - started);
    await context.close();
  }
}
await browser.close();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(1);
for (const [name, list] of Object.entries(times))
  console.log(`${name.padEnd(8)} median ${seconds(median(list))} s  (${list.map(seconds).join(', ')})`);
console.log(`saved per start: ${seconds(median(times.form) - median(times.storage))} s (medians)`);
