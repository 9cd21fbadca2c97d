import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it } from 'vitest';
import { limitMessages } from '@elite/shared/messages';
import { keepToastsTidy } from './toasts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  act(() => toast.dismiss());
});

/** The app's toast container with the app's rules, as AppShell sets them up. */
function showToasts() {
  stop = keepToastsTidy();
  render(<ToastContainer autoClose={false} />);
}

/**
 * The toasts' texts still on screen. jsdom plays no CSS animations, so a leaving toast would
 * wait forever for the end of its exit animation: it is told that the animation ended.
 */
const shown = (text: string) => {
  for (const node of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(node);
  return screen.queryAllByText(text, { exact: true });
};

describe('toasts across the app', () => {
  it('shows one lock-out toast however often the refusal comes', async () => {
    showToasts();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      act(() => void toast.error(limitMessages.tooManyLoginAttempts));
    }
    await waitFor(() => expect(shown(limitMessages.tooManyLoginAttempts)).toHaveLength(1));
  });

  it('clears the error toasts still on screen when an action succeeds', async () => {
    showToasts();
    act(() => void toast.error('Could not reach the server. Check your connection and try again.'));
    act(() => void toast.error('Your current password is incorrect'));
    act(() => void toast.info('A new link is on its way.'));
    expect(await screen.findByText('Your current password is incorrect')).toBeInTheDocument();

    act(() => void toast.success('Your password is changed.'));

    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    await waitFor(() => expect(shown('Your current password is incorrect')).toHaveLength(0));
    expect(shown('Could not reach the server. Check your connection and try again.')).toHaveLength(
      0,
    );
    // Only failures are stale; other news stays.
    expect(shown('A new link is on its way.')).toHaveLength(1);
  });
});
