export * from './page-frame';
export * from './area-preview';
export * from './mount-standalone';
