import { renderRemote, type RenderRemoteOptions } from '@thrive/shared/testing';
import App from '../App';

/** This remote at `path` as the shell hosts it, with a real store and a signed-in gardener (id 42). */
export const renderPlants = (path: string, options?: RenderRemoteOptions) => renderRemote(App, path, options);
