import type { ApiError as ErrorBody } from '@elite/shared';
import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@elite/shared/session';
import type { z } from 'zod';
import { messages } from '@elite/shared/messages';
import { currentLocale, i18n, translateShared } from './i18n';

export const API_BASE = '/api';

/** A failed API call: the HTTP status (0 when the server could not be reached) and its `{message}`. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text to show a user for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n._('common.somethingWrong');
}

/** The stored token; none on the server, which renders every page as a visitor sees it. */
export function readToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** How calls reach the API: the browser's fetch, or the server's own in a page it renders. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** For the server's render of a page (entry-server.tsx): calls go to the app in-process. */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** How long the signed-in hint lasts without a visit that confirms the sign-in: 30 days. */
const SIGNED_IN_HINT_SECONDS = 30 * 24 * 60 * 60;

/**
 * Tells the server, for the pages it renders, whether this browser holds a token (the hint
 * cookie carries nothing else): set with the token, again whenever the stored one is confirmed,
 * and removed with it.
 */
export function setSignedInHint(signedIn: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = signedIn ? SIGNED_IN_HINT_SECONDS : 0;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  setSignedInHint(true);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  setSignedInHint(false);
}

type AuthErrorHandler = () => void;
let authErrorHandler: AuthErrorHandler | null = null;

/**
 * Registers what happens when the server refuses the stored token (SPEC.md section 6: a 401 or
 * 403 logs out and goes to /login). The auth provider owns it; returns an unregister function.
 */
export function onAuthError(handler: AuthErrorHandler): () => void {
  authErrorHandler = handler;
  return () => {
    if (authErrorHandler === handler) authErrorHandler = null;
  };
}

/** What a failed call says when the request never got a response (the English text). */
export const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

/** UNREACHABLE in the page's language, read when the failure happens. */
export function unreachableMessage(): string {
  return i18n._('common.unreachable');
}

/** What a response that does not match its schema says, in the page's language. */
export function unexpectedAnswerMessage(): string {
  return i18n._('common.unexpectedAnswer');
}

/**
 * The `ApiError` for a non-2xx response, with the server's `{message}`. A refused token (401/403)
 * also logs out, unless the call says its refusal is an ordinary response. Shared by `apiRequest`
 * and the XMLHttpRequest upload (which reports progress, as fetch cannot).
 */
export function errorFromResponse(
  status: number,
  statusText: string,
  data: unknown,
  { sentToken, logoutOnAuthError = true }: { sentToken: boolean; logoutOnAuthError?: boolean },
): ApiError {
  // A failure without the API's own message (a proxy's or a crash's page) says nothing raw.
  const message = isErrorBody(data)
    ? data.message
    : status >= 500
      ? translateShared(messages.internalError)
      : i18n._('common.requestFailed', { status, statusText });
  if ((status === 401 || status === 403) && sentToken && logoutOnAuthError) authErrorHandler?.();
  return new ApiError(status, message);
}

/**
 * Whether a response body is the API's `{message}` error (the shared `errorSchema`), checked by hand:
 * this file is on every page, and zod is kept off the first load (docs/decisions/011).
 */
function isErrorBody(data: unknown): data is ErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  );
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /**
   * Validates the response; without it the response is trusted as `T`. The server encodes every
   * response through the shared schema of its route, so trusting it is safe; the calls of the
   * pages a visitor browses (home, All Property, a property's page, the sign-in check, the
   * footer) pass none, which keeps zod out of their code (docs/decisions/011). The dashboard's
   * calls and the forms' check their responses.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Whether a 401/403 logs the user out. Off for calls whose refusal is an ordinary response:
   * a wrong password, checking a stored token at start-up, logging out.
   */
  logoutOnAuthError?: boolean;
}

/** Calls the API with the stored token and JSON, and throws `ApiError` on any failure. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  return (await apiResponse(path, options)).data;
}

/** `apiRequest` that also gives the response's headers (such as a list's `X-Total-Count`). */
export async function apiResponse<T = unknown>(
  path: string,
  { method = 'GET', body, schema, signal, logoutOnAuthError = true }: RequestOptions<T> = {},
): Promise<{ data: T; headers: Headers }> {
  // The API's messages in the page's language (CONTRACT.md section 11).
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachableMessage());
  }

  const data: unknown = await readJson(response);

  if (!response.ok) {
    throw errorFromResponse(response.status, response.statusText, data, {
      sentToken: token !== null,
      logoutOnAuthError,
    });
  }

  if (!schema) return { data: data as T, headers: response.headers };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, unexpectedAnswerMessage());
  }
  return { data: parsed.data, headers: response.headers };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseJson(await response.text());
}

/** A response's body as JSON; undefined when empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A file from the API (such as a calendar file), fetched with the stored token, and handed to the
 * browser to save under `filename` through an object URL and a download link.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, { headers });
  } catch {
    throw new ApiError(0, unreachableMessage());
  }
  if (!response.ok) {
    throw errorFromResponse(
      response.status,
      response.statusText,
      parseJson(await response.text()),
      {
        sentToken: token !== null,
      },
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the link's click; the URL can go after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
