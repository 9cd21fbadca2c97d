/** The dashboard's pages of this feature. */
export const SAVED_SEARCHES_PATH = '/dashboard/savedSearches';
export const NOTIFICATIONS_PATH = '/dashboard/notifications';
