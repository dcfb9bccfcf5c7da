import { renderRemote, type RenderRemoteOptions } from '@thrive/shared/testing';
import App from '../App';

/** The gardener's default yard in the fake garden. */
const DEFAULT_YARD_ID = 31;

/**
 * This remote at `path` as the shell hosts it, with a real store and a signed-in gardener
 * (id 42) whose default yard is the fake garden's; `identity: null` is a visitor.
 */
export const renderTasks = (path: string, options: RenderRemoteOptions = {}) =>
  renderRemote(App, path, {
    ...options,
    identity:
      options.identity === null
        ? null
        : { YardCount: 1, DefaultYardId: DEFAULT_YARD_ID, ...options.identity },
  });
