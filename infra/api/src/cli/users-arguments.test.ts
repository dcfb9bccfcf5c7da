import { parseArgs } from 'node:util';
import { usersArguments } from './users-arguments';

describe('npm run users arguments', () => {
  test('revoke takes a key that begins with "-" as the key, not as an option', () => {
    const { positionals } = parseArgs({
      args: usersArguments(['revoke', '-kq2jFZ9QVCO4WP1yTN9NCig5f8Vrj85yCmHq2TdMEo']),
      allowPositionals: true,
      options: {},
    });
    expect(positionals).toEqual(['revoke', '-kq2jFZ9QVCO4WP1yTN9NCig5f8Vrj85yCmHq2TdMEo']);
  });

  test('a key already after "--", and other commands, pass unchanged', () => {
    expect(usersArguments(['revoke', '--', '-abc'])).toEqual(['revoke', '--', '-abc']);
    expect(usersArguments(['create', '--email', 'a@b.c'])).toEqual(['create', '--email', 'a@b.c']);
    expect(usersArguments([])).toEqual([]);
  });
});
