// Build-time entry (Node only): imported by rspack configs, never by app code.
export * from './shared-dependencies';
export * from './app-config';
export * from './remote-frames';
