import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderIn(Component: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Sam" />
    </Suspense>,
  );
}

describe('a component loaded on demand (dialogs and tips stay off the first screen)', () => {
  test('its code is not loaded until it is first rendered or preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    await preload();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderIn(Component);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('once preloaded it renders in the same frame, without a fallback', async () => {
    const { Component, preload } = onDemand(() => Promise.resolve(Greeting));
    await preload();
    renderIn(Component);
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  test('rendered before it has loaded, it shows the fallback, then itself', async () => {
    const { Component } = onDemand(() => Promise.resolve(Greeting));
    renderIn(Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
  });

  test('a load that failed (offline at the first tap) is tried again by the next preload', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Component, preload } = onDemand(load);
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => void renderIn(Component));
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
  });
});
