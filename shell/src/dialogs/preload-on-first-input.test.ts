import { preloadModal, preloadTooltip } from '@thrive/shared';
import { preloadOnFirstInput } from './preload-on-first-input';

jest.mock('@thrive/shared', () => ({
  preloadModal: jest.fn(() => Promise.resolve()),
  preloadTooltip: jest.fn(() => Promise.resolve()),
}));

describe("dialogs and tips load at the gardener's first press, not with the first screen", () => {
  test('nothing loads before an input; the first press or key loads both once', () => {
    const target = new EventTarget();
    preloadOnFirstInput(target);
    expect(preloadModal).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(preloadModal).toHaveBeenCalledTimes(1);
    expect(preloadTooltip).toHaveBeenCalledTimes(1);
  });

  test('a key alone is a first input too', () => {
    const target = new EventTarget();
    preloadOnFirstInput(target);
    target.dispatchEvent(new Event('keydown'));
    expect(preloadModal).toHaveBeenCalledTimes(1);
  });
});
