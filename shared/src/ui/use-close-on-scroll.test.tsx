import { act, fireEvent, render } from '@testing-library/react';
import { SCROLL_INPUT_WINDOW_MS, useCloseOnScroll } from './use-close-on-scroll';

function Panel({ open, close }: { open: boolean; close: () => void }) {
  useCloseOnScroll(open, close);
  return null;
}

describe('SPEC §4: slider menus close on scroll', () => {
  afterEach(() => jest.useRealTimers());

  test('a scroll the gardener makes (wheel, touch, keys) closes an open panel', () => {
    for (const input of [fireEvent.wheel, fireEvent.touchMove, fireEvent.keyDown] as const) {
      const close = jest.fn();
      const view = render(<Panel open close={close} />);
      act(() => {
        input(window);
        fireEvent.scroll(window);
      });
      expect(close).toHaveBeenCalledTimes(1);
      view.unmount();
    }
  });

  test('a scroll the page makes by itself (content loading, a restored position) does not', () => {
    jest.useFakeTimers();
    const close = jest.fn();
    render(<Panel open close={close} />);
    act(() => {
      fireEvent.scroll(window);
    });
    act(() => {
      fireEvent.wheel(window);
      jest.advanceTimersByTime(SCROLL_INPUT_WINDOW_MS + 50);
      fireEvent.scroll(window);
    });
    expect(close).not.toHaveBeenCalled();
  });

  test('a closed panel is left alone', () => {
    const close = jest.fn();
    render(<Panel open={false} close={close} />);
    act(() => {
      fireEvent.wheel(window);
      fireEvent.scroll(window);
    });
    expect(close).not.toHaveBeenCalled();
  });
});
