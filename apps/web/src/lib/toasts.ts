import { toast, type Id, type TypeOptions } from 'react-toastify/unstyled';

export { ToastContainer } from 'react-toastify/unstyled';

/** The toasts on screen: their kind, and for a text toast its kind and text. */
const onScreen = new Map<Id, { type: TypeOptions | undefined; key: string | null }>();

/**
 * The app's rules for toasts, wherever they are raised (issue 36, item 20): a success clears the
 * error toasts still on screen (they describe a failure that the success has made stale), and a
 * toast identical to one on screen (same kind, same text, such as five lock-out refusals in a
 * row) takes its place instead of piling up under it. Returns the function that stops them.
 */
export function keepToastsTidy(): () => void {
  return toast.onChange((item) => {
    if (item.status === 'removed') {
      onScreen.delete(item.id);
      return;
    }
    if (item.status !== 'added') return;
    const key = typeof item.content === 'string' ? `${item.type}:${item.content}` : null;
    for (const [id, other] of onScreen) {
      if (id === item.id) continue;
      const stale = item.type === 'success' && other.type === 'error';
      if (stale || (key !== null && other.key === key)) {
        onScreen.delete(id);
        toast.dismiss(id);
      }
    }
    onScreen.set(item.id, { type: item.type, key });
  });
}
