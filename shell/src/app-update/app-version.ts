/**
 * The numeric parts of a version: '1.4.2' -> [1, 4, 2]. A leading 'v' and anything after the
 * numbers ('1.4.2-beta', '1.4.2 (35)') are ignored; null when there are no numbers at all.
 */
export function parseVersion(text: string): number[] | null {
  const match = /^\s*v?(\d+(?:\.\d+)*)/i.exec(text);
  return match?.[1] ? match[1].split('.').map(Number) : null;
}

/** Negative when a is older than b, 0 when equal ('2.0' equals '2.0.0'), positive when newer. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * SPEC §4: "The app-update dialog is decided from the app version compared with a control
 * code." An update is needed only when both versions are readable and the app's is older than
 * the lowest version still supported (control code MinAppVersion): an unreadable version never
 * locks a gardener out.
 */
export function isAppUpdateRequired(
  appVersion: string | undefined,
  minAppVersion: string | undefined,
): boolean {
  const app = appVersion === undefined ? null : parseVersion(appVersion);
  const min = minAppVersion === undefined ? null : parseVersion(minAppVersion);
  return app !== null && min !== null && compareVersions(app, min) < 0;
}
