/** A form's stored messages, nested by field path as react-hook-form keeps them. */
type ErrorTree = Record<string, unknown>;

/** A message under a field, with its kind ('server', or the contract's rule). */
export interface FieldMessage {
  message: string;
  type: unknown;
}

const isMessage = (node: unknown): node is FieldMessage =>
  typeof node === 'object' && node !== null && typeof (node as { message?: unknown }).message === 'string';

/** The first message at or under a node of the stored messages. */
export function firstMessageUnder(node: unknown): FieldMessage | undefined {
  if (isMessage(node)) return { message: node.message, type: node.type };
  if (typeof node !== 'object' || node === null) return undefined;
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element, not a message.
    const found = key === 'ref' ? undefined : firstMessageUnder(child);
    if (found) return found;
  }
  return undefined;
}

/** The dotted path and kind of every message shown ('MaxHeight.Max', 'Name'). */
function shownMessages(errors: ErrorTree, prefix = ''): { path: string; type: unknown }[] {
  return Object.entries(errors).flatMap(([key, node]) => {
    // `ref` is the field's element, `root` the form's own messages: neither is a field.
    if (key === 'ref' || (prefix === '' && key === 'root')) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isMessage(node)) return [{ path, type: node.type }];
    return typeof node === 'object' && node !== null ? shownMessages(node as ErrorTree, path) : [];
  });
}

/** Whether a change of `changed` is a change of the field at `path`, or of a part of it, or of what it is part of. */
const touches = (path: string, changed: string) =>
  path === changed || path.startsWith(`${changed}.`) || changed.startsWith(`${path}.`);

/**
 * The messages to check again after `changed` changed: every message of the contract (a rule
 * may span fields), and a server's message (type 'server') only when its own field changed,
 * since only the server can say it is right now.
 */
export function recheckedPaths(errors: ErrorTree, changed: string): string[] {
  return shownMessages(errors)
    .filter(({ path, type }) => type !== 'server' || touches(path, changed))
    .map(({ path }) => path);
}
