const mockFormKit = { loaded: false };
jest.mock('@thrive/shared/forms', () => {
  mockFormKit.loaded = true;
  return {};
});

// The request and referral dialogs are mounted with the shell; their forms, and the form kit's
// react-hook-form beneath them, load only when one first opens, so the launch pad's first
// screen does without them.
test('the shell mounts the form dialogs without the form kit; their forms bring it', async () => {
  await import('./request-plant/request-plant-dialog');
  await import('./referral-code/referral-code-dialog');
  expect(mockFormKit.loaded).toBe(false);

  await import('./request-plant/request-plant-form');
  expect(mockFormKit.loaded).toBe(true);
});
