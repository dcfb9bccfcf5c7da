const mockLoaded = { formKit: false, page: false };
jest.mock('@thrive/shared/forms', () => {
  mockLoaded.formKit = true;
  return {};
});
jest.mock('./invitation-page', () => {
  mockLoaded.page = true;
  return {};
});

// The route is part of the shell's first screen; the page, its join form and the form kit
// beneath it load only when an invitation is opened.
test('the invitation route brings neither its page nor the form kit', async () => {
  await import('./invitation-route');
  expect(mockLoaded).toEqual({ formKit: false, page: false });
});
