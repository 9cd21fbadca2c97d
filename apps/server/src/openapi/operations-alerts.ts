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
    'Ask to turn a saved search’s alerts off (e-mail link)',
    'No sign-in: the signed token of an alert e-mail names its saved searches. Changes nothing (mail scanners open links too): it answers the question to confirm; a browser (Accept: text/html) gets a page with a button that POSTs to the same address. A bad token is a 400.',
  ],
  'POST /api/saved-searches/unsubscribe': [
    'unsubscribeSavedSearchOneClick',
    'Turn a saved search’s alerts off (one-click)',
    'Turns the alerts of the token’s saved searches off: the confirmation page’s button, or RFC 8058 one-click as a mail client posts it to the List-Unsubscribe address (List-Unsubscribe-Post). A browser gets a page saying so; a bad token is a 400.',
  ],
  'GET /api/notifications': [
    'listNotifications',
    'List my notifications',
    'New listings and price drops that matched the caller’s saved searches (`kind` `new_listing`, `price_drop`), and an agent’s notices of an admin’s decision (`listing_verified`, `listing_rejected`: its listing, no saved search and no price; `account_marked_fraud`: no listing either, `property_*` null), newest first, paged (`page`, `limit` up to 100).',
  ],
  'GET /api/notifications/unread': [
    'countUnreadNotifications',
    'Count my unread notifications',
    'How many of the caller’s notifications are unread, alerts and agent’s notices alike (the bell’s count).',
  ],
  'POST /api/notifications/read': [
    'markNotificationsRead',
    'Mark notifications read',
    'Marks the listed notifications of the caller read, or all of them without `ids`.',
  ],
};
