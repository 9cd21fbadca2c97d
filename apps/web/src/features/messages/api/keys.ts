/** The query keys of conversations: every change to one refreshes the list and the unread count. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  unread: ['conversations', 'unread'] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
};
