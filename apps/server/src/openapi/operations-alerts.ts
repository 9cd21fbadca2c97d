import type { OperationTable } from './operation-types';

/** Saved searches, notifications and the unsubscribe link (CONTRACT.md section 9). */
export const alertOperations: OperationTable = {
  'POST /api/saved-searches': [
    'createSavedSearch',
    'Save a search',
    'Keeps the caller’s search (the filters of GET /api/property, a map view or a drawn area) under a name, with alerts `instant`, `daily` or `off`. At most 20 per account (409 beyond).',
    { conflict: true },
  ],
  'GET /api/saved-searches': [
    'listSavedSearches',
    'List my saved searches',
    'The caller’s saved searches, oldest first; `query` is the search as the address bar of All Property holds it.',
  ],
  'PATCH /api/saved-searches/{id}': [
    'updateSavedSearch',
    'Rename a saved search or change its alerts',
    'Changes the name or the frequency of one of the caller’s saved searches; another account’s is a 404.',
  ],
  'DELETE /api/saved-searches/{id}': [
    'deleteSavedSearch',
    'Delete a saved search',
    'Deletes one of the caller’s saved searches and its notifications; another account’s is a 404.',
  ],
  'GET /api/saved-searches/unsubscribe': [
    'unsubscribeSavedSearch',
    'Turn a saved search’s alerts off (e-mail link)',
    'No sign-in: the signed token of an alert e-mail turns the alerts of its saved searches off. A browser (Accept: text/html) gets a page saying so; a bad token is a 400.',
  ],
  'POST /api/saved-searches/unsubscribe': [
    'unsubscribeSavedSearchOneClick',
    'Turn a saved search’s alerts off (one-click)',
    'RFC 8058 one-click unsubscribe, as a mail client posts it to the List-Unsubscribe address; the same as the GET.',
  ],
  'GET /api/notifications': [
    'listNotifications',
    'List my notifications',
    'New listings and price drops that matched the caller’s saved searches, newest first, paged (`page`, `limit` up to 100).',
  ],
  'GET /api/notifications/unread': [
    'countUnreadNotifications',
    'Count my unread notifications',
    'How many of the caller’s notifications are unread (the bell’s count).',
  ],
  'POST /api/notifications/read': [
    'markNotificationsRead',
    'Mark notifications read',
    'Marks the listed notifications of the caller read, or all of them without `ids`.',
  ],
};
