import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pngFile } from './fixtures';

/** The admin account `useProduct(adminEnv)` creates at start-up. */
export const adminEnv = { ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'Admin!Pass1' };
export const PASSWORD = 'Strong!Pass1';

export interface Account {
  name: string;
  email: string;
  token: string;
}

export interface ListingInput {
  property_title: string;
  location: string;
  min: number;
  max: number;
}

/**
 * Sets up data through the API, as a script would; the journeys then drive only the UI.
 * Every call fails the test on an unexpected answer.
 */
export class MarketplaceApi {
  private uniq = 0;

  constructor(private readonly baseURL: string) {}

  async call<T = unknown>(
    method: string,
    apiPath: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseURL}/api${apiPath}`, {
      method,
      headers,
      body: payload,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  uniqueEmail(prefix: string): string {
    this.uniq += 1;
    return `${prefix}-${Date.now()}-${this.uniq}@e2e.test`;
  }

  async signIn(email: string, password: string): Promise<string> {
    const { token } = await this.call<{ token: string }>('POST', '/auth/login', {
      body: { email, password },
    });
    return token;
  }

  async admin(): Promise<Account> {
    const token = await this.signIn(adminEnv.ADMIN_EMAIL, adminEnv.ADMIN_PASSWORD);
    return { name: 'Admin', email: adminEnv.ADMIN_EMAIL, token };
  }

  async register(name: string, prefix = 'user'): Promise<Account> {
    const email = this.uniqueEmail(prefix);
    const { token } = await this.call<{ token: string }>('POST', '/auth/register', {
      body: { name, email, password: PASSWORD },
    });
    return { name, email, token };
  }

  /** A new account that an admin made an agent. */
  async agent(admin: Account, name = 'Avery Agent'): Promise<Account> {
    const account = await this.register(name, 'agent');
    const users = await this.call<{ _id: string; email: string }[]>('GET', '/allUser', {
      token: admin.token,
    });
    const user = users.find((u) => u.email === account.email);
    if (!user) throw new Error(`no user ${account.email}`);
    await this.call('PATCH', `/user/${user._id}`, { token: admin.token, body: { role: 'agent' } });
    return account;
  }

  /** Stores a plain coloured picture and returns its display URL. */
  async image(owner: Account, color: string): Promise<string> {
    const file = await pngFile(`listing-${color.slice(1)}.png`, color);
    const form = new FormData();
    form.append(
      'image',
      new Blob([readFileSync(file)], { type: 'image/png' }),
      path.basename(file),
    );
    const { data } = await this.call<{ data: { display_url: string } }>('POST', '/images', {
      token: owner.token,
      body: form,
    });
    return data.display_url;
  }

  /** An agent's listing that an admin verified; returns its id. */
  async verifiedListing(
    agent: Account,
    admin: Account,
    listing: ListingInput,
    image: string,
  ): Promise<string> {
    const { insertedId } = await this.call<{ insertedId: string }>('POST', '/property', {
      token: agent.token,
      body: {
        property_title: listing.property_title,
        location: listing.location,
        property_image: image,
        price_range: { min: listing.min, max: listing.max },
      },
    });
    await this.call('PATCH', `/property/${insertedId}`, {
      token: admin.token,
      body: { status: 'verified' },
    });
    return insertedId;
  }
}

/** Signs in through the login form (opening it unless a guard already sent us there). */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

/** The path of the current page, lower-cased (routes match whatever the case). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname.toLowerCase();
}
