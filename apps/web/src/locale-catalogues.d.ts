declare module 'virtual:locale-catalogue/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
