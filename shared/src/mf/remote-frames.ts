/**
 * A remote's prerendered first frames (DESIGN §5): published beside its mf-manifest.json as
 * frames.json, so a shell showing a deep link into one of its routes can paint that page's
 * frame before the remote's code arrives. The shell finds the file through its remote map
 * alone: a partner's remote brings its own frames, or an empty list.
 */
export { REMOTE_FRAMES_FILE } from '../remotes/remote-frames-file';

/** One frame as a remote's frames module renders it, before its CSS is picked. */
export interface RenderedFrame {
  /**
   * The hash routes it is the first screen of, as the address spells them without `#/` and
   * the query (`plants/search`); a `:name` part matches any one segment.
   */
  routes: string[];
  /** Static markup of the page's first screen: no script, nothing of a gardener. */
  html: string;
}

/** What frames.json holds for each frame: its markup and the CSS rules that style it. */
export interface RemoteFrame extends RenderedFrame {
  css: string;
}

export interface RemoteFrames {
  frames: RemoteFrame[];
}

/** What a remote's frames module exports (built for Node at the remote's build). */
export interface FramesModule {
  renderFrames: () => RenderedFrame[];
}
