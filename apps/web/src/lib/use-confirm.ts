import { useState } from 'react';

/**
 * An action that asks first (with ConfirmDialog): `ask(item)` opens the question about that
 * item, `confirm` closes it and acts on the item, `cancel` closes it and changes nothing.
 */
export function useConfirm<T>(act: (item: T) => void) {
  const [asking, setAsking] = useState<T | null>(null);
  return {
    asking,
    ask: (item: T) => setAsking(item),
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking === null) return;
      setAsking(null);
      act(asking);
    },
  };
}
