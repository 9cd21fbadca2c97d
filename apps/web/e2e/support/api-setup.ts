import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '@elite/shared';
import type { PropertyInput, UserRecord } from '@elite/shared';

/** Test data set up through the API (the journeys then drive only the UI). */
export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

export const PASSWORD = 'Strong!Pass1';

/** The admin account the server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin!Pass1' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** Calls the product's API and returns the JSON response; any non-2xx fails the test. */
export async function api<T = unknown>(
  baseURL: string,
  route: string,
  { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${baseURL}/api${route}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API (for setting up data as that account). */
export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const { token } = await api<{ token: string }>(baseURL, '/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  return token;
}

/** A new account (role user); the e-mail is unique per call. */
export async function registerAccount(baseURL: string, name: string): Promise<Account> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const email = `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const { token } = await api<{ token: string }>(baseURL, '/auth/register', {
    method: 'POST',
    body: { name, email, password: PASSWORD },
  });
  return { name, email, password: PASSWORD, token };
}

/** An admin gives the account a role (PATCH /user/{id}). */
export async function promote(
  baseURL: string,
  adminToken: string,
  email: string,
  role: 'agent' | 'admin',
): Promise<void> {
  const users = await api<UserRecord[]>(baseURL, '/allUser', { token: adminToken });
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  await api(baseURL, `/user/${user._id}`, { method: 'PATCH', body: { role }, token: adminToken });
}

/** Stores an image file through POST /images and returns its /images/ URL. */
export async function uploadImageFile(
  baseURL: string,
  token: string,
  file: string,
): Promise<string> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([await readFile(file)], { type: 'image/png' }),
    path.basename(file),
  );
  const { data } = await api<{ data: { display_url: string } }>(baseURL, '/images', {
    method: 'POST',
    body: form,
    token,
  });
  return data.display_url;
}

/** An agent's listing, added through the API; an admin may then set its status. */
export async function addListing(
  baseURL: string,
  agentToken: string,
  input: PropertyInput,
): Promise<string> {
  const { insertedId } = await api<{ insertedId: string }>(baseURL, '/property', {
    method: 'POST',
    body: input,
    token: agentToken,
  });
  return insertedId;
}

/** Signs in through the login form, as a visitor would. */
export async function loginThroughUi(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => page.getByText(messages.loginSuccess).first().isVisible()).toBe(true);
}

/** A row of the page's table, found by a text in it. */
export const tableRow = (page: Page, text: string) =>
  page.getByRole('row').filter({ hasText: text });

/** Opens a page of the dashboard's role menu, as a user would. */
export async function openFromMenu(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: label })
    .click();
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: label }).isVisible())
    .toBe(true);
}
