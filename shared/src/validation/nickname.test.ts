import { canSaveNickname, NICKNAME_MIN_LENGTH, nicknameError } from './nickname';

describe('Nickname (SPEC §5)', () => {
  test('save is disabled while the trimmed nickname is 3 characters or fewer', () => {
    expect(NICKNAME_MIN_LENGTH).toBe(3);
    expect(canSaveNickname('')).toBe(false);
    expect(canSaveNickname('Ann')).toBe(false);
    expect(canSaveNickname('  Ann   ')).toBe(false);
  });

  test('save is enabled with more than 3 trimmed characters', () => {
    expect(canSaveNickname('Anna')).toBe(true);
    expect(canSaveNickname(' Anna ')).toBe(true);
  });

  test('must not be empty or blank: "Please enter your First name or Nickname"', () => {
    expect(nicknameError('')).toBe('Please enter your First name or Nickname');
    expect(nicknameError('   ')).toBe('Please enter your First name or Nickname');
    expect(nicknameError('Anna')).toBeNull();
  });
});
