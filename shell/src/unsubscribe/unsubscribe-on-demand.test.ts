const mockUnsubscribeLoaded = { page: false };
jest.mock('./unsubscribe-page', () => {
  mockUnsubscribeLoaded.page = true;
  return {};
});

// The route is part of the shell's first screen; the page loads only when a reminder mail's
// link is opened.
test('the unsubscribe route does not bring its page', async () => {
  await import('./unsubscribe-route');
  expect(mockUnsubscribeLoaded).toEqual({ page: false });
});
