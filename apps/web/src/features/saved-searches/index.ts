/** What other features and the app shell may use of saved searches (docs/decisions/020). */
export { SaveSearchButton } from './components/save-search-button';
export { NotificationsLink } from './components/notifications-link';
/** The home page's 'New for your searches', loaded for a signed-in user only. */
export const loadNewForYourSearches = () => import('./components/new-for-your-searches');
