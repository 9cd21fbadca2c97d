/** What other features and the app shell may use of saved searches (docs/decisions/020). */
export { SaveSearchButton } from './components/save-search-button';
export { NotificationsLink } from './components/notifications-link';
export { NewForYourSearches } from './components/new-for-your-searches';
