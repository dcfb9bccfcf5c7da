import { EMAIL_INVALID_MESSAGE, emailSchema, isValidEmail } from './email';

describe('Email: a local part, @, and a domain with a top-level part of at least 2 letters (SPEC §5)', () => {
  test.each([
    'gardener@example.com',
    'first.last@mail.example.co.uk',
    'a+tag@sub-domain.org',
    '"odd name"@example.io',
  ])('%s is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  test.each([
    ['', 'empty'],
    ['gardener', 'no @'],
    ['@example.com', 'no local part'],
    ['gardener@', 'no domain'],
    ['gardener@example', 'no top-level part'],
    ['gardener@example.c', 'a one-letter top-level part'],
    ['gardener@example.c0m', 'a top-level part with a digit'],
    ['gar dener@example.com', 'a space in the local part'],
    ['gardener@@example.com', 'two @'],
    ['gardener.@example.com', 'a trailing dot in the local part'],
  ])('%s is invalid (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  test('an IP literal is also accepted', () => {
    expect(isValidEmail('user@[192.168.0.1]')).toBe(true);
  });

  test('an IP literal needs four numbers', () => {
    expect(isValidEmail('user@[192.168.0]')).toBe(false);
  });

  test('surrounding spaces are ignored', () => {
    expect(isValidEmail('  gardener@example.com ')).toBe(true);
    expect(emailSchema.parse('  gardener@example.com ')).toBe('gardener@example.com');
  });

  test('the schema rejects an invalid email with its message', () => {
    const parsed = emailSchema.safeParse('nope');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
  });
});
