/** The dashboard's pages of this feature. */
export const SAVED_SEARCHES_PATH = '/dashboard/savedSearches';
export const NOTIFICATIONS_PATH = '/dashboard/notifications';
/** Where an agent's notices lead (the agent and profile features' pages). */
export const AGENT_LISTINGS_PATH = '/dashboard/myAddedProperty';
export const PROFILE_PATH = '/dashboard/myProfile';
