import { loadAllTexts } from '../../lib/i18n';

/** What other features and the app shell may use of saved searches (docs/decisions/020). */
export { SaveSearchButton } from './components/save-search-button';
export { NotificationsLink } from './components/notifications-link';
/**
 * The home page's 'New for your searches', loaded for a signed-in user only; its texts (the
 * alerts part, beyond English's first ones) come with it.
 */
export const loadNewForYourSearches = () =>
  Promise.all([import('./components/new-for-your-searches'), loadAllTexts()]).then(
    ([module]) => module,
  );
