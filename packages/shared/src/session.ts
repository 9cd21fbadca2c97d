/** Where the web app keeps the sign-in token (localStorage). */
export const TOKEN_STORAGE_KEY = 'token';
