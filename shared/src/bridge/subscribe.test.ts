import { subscribeToWrapper } from './subscribe';
import type { WrapperMessage } from './inbound';

function listen() {
  const received: WrapperMessage[] = [];
  const stop = subscribeToWrapper((message) => received.push(message));
  return { received, stop };
}

describe('subscribeToWrapper (DESIGN §3)', () => {
  test('hears wrapper messages dispatched on window (iOS)', () => {
    const { received, stop } = listen();
    window.dispatchEvent(new MessageEvent('message', { data: 'thrive:location|granted' }));
    expect(received).toEqual([{ kind: 'location', granted: true }]);
    stop();
  });

  test('hears wrapper messages dispatched on document (React Native WebView on Android)', () => {
    const { received, stop } = listen();
    document.dispatchEvent(new MessageEvent('message', { data: 'thrive:camera|denied' }));
    expect(received).toEqual([{ kind: 'camera', granted: false }]);
    stop();
  });

  test('a message that bubbles from document to window is delivered once', () => {
    const { received, stop } = listen();
    document.dispatchEvent(new MessageEvent('message', { data: 'thrive:UpdateNots|granted', bubbles: true }));
    expect(received).toHaveLength(1);
    stop();
  });

  test('ignores messages without the marker', () => {
    const { received, stop } = listen();
    window.dispatchEvent(new MessageEvent('message', { data: 'location|granted' }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'webpackHotUpdate' } }));
    expect(received).toEqual([]);
    stop();
  });

  test('ignores marker text posted by a frame of another origin', () => {
    const { received, stop } = listen();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'thrive:SubscribeResult|{"success":true}',
        origin: 'https://evil.example',
      }),
    );
    expect(received).toEqual([]);
    stop();
  });

  test('stops listening after unsubscribe', () => {
    const { received, stop } = listen();
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: 'thrive:location|granted' }));
    document.dispatchEvent(new MessageEvent('message', { data: 'thrive:location|granted' }));
    expect(received).toEqual([]);
  });
});
