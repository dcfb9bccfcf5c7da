import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, keptAnswerShown, networkAnswered } from '@thrive/shared';
import { OfflineNotice, savedWhen } from './offline-notice';

function setBrowserOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderNotice() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <OfflineNotice />
    </Provider>,
  );
  return store;
}

describe('the offline notice (issue 35: "offline, last updated <time>")', () => {
  test('online, with answers from the server, says nothing', () => {
    renderNotice();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test("answers kept for offline use show 'Offline, last updated' with when they were saved, until the server answers", () => {
    const store = renderNotice();
    const savedAt = new Date();
    savedAt.setHours(9, 41, 0, 0);
    act(() => {
      store.dispatch(keptAnswerShown(savedAt.toISOString()));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Offline, last updated today at 9:41 AM');
    act(() => {
      store.dispatch(networkAnswered());
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a browser without a network says so before any answer, and not once it is back', () => {
    renderNotice();
    setBrowserOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: what you see was saved on your last visit',
    );
    setBrowserOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('savedWhen names the day when it is not today, and the year when it is not this one', () => {
    const now = new Date(2026, 10, 30, 12, 0);
    expect(savedWhen(new Date(2026, 10, 30, 7, 5).toISOString(), now)).toBe('today at 7:05 AM');
    expect(savedWhen(new Date(2026, 10, 28, 18, 30).toISOString(), now)).toBe('Nov 28 at 6:30 PM');
    expect(savedWhen(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe('Dec 31, 2025 at 11:59 PM');
  });
});
