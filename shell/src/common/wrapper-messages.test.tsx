import { act, render } from '@testing-library/react';
import { useWrapperMessage, WrapperMessagesProvider, type WrapperMessageOf } from './wrapper-messages';

function Listener({
  onMessage,
}: {
  onMessage: (message: WrapperMessageOf<'location' | 'SubscribeResult'>) => void;
}) {
  useWrapperMessage(['location', 'SubscribeResult'], onMessage);
  return null;
}

const send = (data: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data }));
  });

describe('wrapper messages at the root (DESIGN §3)', () => {
  test('each listener hears only the kinds it asked for', () => {
    const onMessage = jest.fn();
    render(
      <WrapperMessagesProvider>
        <Listener onMessage={onMessage} />
      </WrapperMessagesProvider>,
    );
    send('thrive:camera|granted');
    send('thrive:location|granted');
    send('thrive:SubscribeResult|{"success":true,"deviceOS":"ios"}');
    expect(onMessage.mock.calls.map(([message]) => message.kind)).toEqual(['location', 'SubscribeResult']);
  });

  test('one subscription serves every listener: a message reaches each once', () => {
    const first = jest.fn();
    const second = jest.fn();
    const addListener = jest.spyOn(window, 'addEventListener');
    render(
      <WrapperMessagesProvider>
        <Listener onMessage={first} />
        <Listener onMessage={second} />
      </WrapperMessagesProvider>,
    );
    expect(addListener.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
    send('thrive:location|denied');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('text without the marker is ignored', () => {
    const onMessage = jest.fn();
    render(
      <WrapperMessagesProvider>
        <Listener onMessage={onMessage} />
      </WrapperMessagesProvider>,
    );
    send('location|granted');
    expect(onMessage).not.toHaveBeenCalled();
  });

  test('after unmounting, nothing is heard', () => {
    const onMessage = jest.fn();
    const { unmount } = render(
      <WrapperMessagesProvider>
        <Listener onMessage={onMessage} />
      </WrapperMessagesProvider>,
    );
    unmount();
    send('thrive:location|granted');
    expect(onMessage).not.toHaveBeenCalled();
  });
});
