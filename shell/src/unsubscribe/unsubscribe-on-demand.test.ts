import { modulesLoaded } from '../testing/modules-loaded';

// The route is part of the shell's first screen; the page loads only when a reminder mail's
// link is opened.
test('the unsubscribe route does not bring its page', async () => {
  const loaded = await modulesLoaded(() => import('./unsubscribe-route'), {
    page: require.resolve('./unsubscribe-page'),
  });
  expect(loaded).toEqual({ page: false });
});
