declare module 'virtual:locale-catalogue/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
  /** Another locale's chunk: the English of each key of @elite/shared's texts (`shared-*`). */
  export const sharedEnglish: Record<string, string> | undefined;
}
