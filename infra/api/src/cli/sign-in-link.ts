/** The address a gardener opens to sign in (SPEC §1: sessions start from a key in the address). */
export function signInLink(key: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  return `${base}/?key=${encodeURIComponent(key)}#/`;
}
