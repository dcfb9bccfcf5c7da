export * from './page-frame';
export * from './area-preview';
export * from './mount-standalone';
export * from './modal';
export * from './confirm-dialog';
export * from './notify';
export * from './button';
