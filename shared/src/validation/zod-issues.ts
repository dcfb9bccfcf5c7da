/** What a failed contract parse reports (zod's error, typed by shape so zod stays in shared). */
interface ParseIssues {
  issues: { path: PropertyKey[]; message: string }[];
}

/** The first message of each field of a failed parse, keyed by the field's name. */
export function issuesByField(error: ParseIssues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issue.message;
  }
  return fields;
}
