/** The query keys of saved searches and their notifications. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: ['saved-searches', 'list'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  lists: ['notifications', 'list'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
};

/** How many notifications a page of the Notifications list holds. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
