/**
 * The command line of `npm run users`, ready for parseArgs. A sign-in key is base64url, so one in 64
 * begins with "-", which parseArgs would take for an option: the argument of `revoke` is always a key,
 * never an option, so it is passed after "--".
 */
export function usersArguments(argv: readonly string[]): string[] {
  const [command, ...rest] = argv;
  if (command === 'revoke' && rest.length > 0 && rest[0] !== '--') return [command, '--', ...rest];
  return [...argv];
}
