import { useCallback } from 'react';

const draftKey = (conversationId: string) => `message-draft:${conversationId}`;

/**
 * The unsent reply of one conversation, kept in this tab's session storage so that it survives
 * leaving the thread (or a reload) until it is sent.
 */
export function useDraft(conversationId: string) {
  const read = useCallback(() => {
    try {
      return sessionStorage.getItem(draftKey(conversationId)) ?? '';
    } catch {
      return '';
    }
  }, [conversationId]);
  const save = useCallback(
    (text: string) => {
      try {
        if (text) sessionStorage.setItem(draftKey(conversationId), text);
        else sessionStorage.removeItem(draftKey(conversationId));
      } catch {
        // Storage is off (private mode): the draft lasts while the thread stays open.
      }
    },
    [conversationId],
  );
  return { read, save };
}
