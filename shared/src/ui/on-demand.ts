import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnDemand<P> {
  /** Renders the component, suspending only while its chunk is still on its way. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading it (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A component whose code (and its library: Radix's dialog and popover) stays off the first
 * screen and loads when first shown or preloaded. Once loaded it renders at once: React reads
 * a thenable that is already resolved without suspending, so a dialog opened after the
 * preload shows in the same frame, and never switches element type (which would remount it).
 */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (offline at the first tap) is tried again by the next use.
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      // A thenable that calls back at once: React marks the lazy component resolved in place.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return preload().then(() => ({ default: loaded! }));
  });
  return { Component, preload };
}
