import { modulesLoaded } from '../testing/modules-loaded';

// The route is part of the shell's first screen; the page, its join form and the form kit
// beneath it load only when an invitation is opened.
test('the invitation route brings neither its page nor the form kit', async () => {
  const loaded = await modulesLoaded(() => import('./invitation-route'), {
    formKit: require.resolve('@thrive/shared/forms'),
    page: require.resolve('./invitation-page'),
  });
  expect(loaded).toEqual({ formKit: false, page: false });
});
