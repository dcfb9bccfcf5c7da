import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { selectUserId, useAppSelector } from '@thrive/shared';
import { useSessionStatus } from './session-status';

/**
 * The shell's own prompts, first to last: one is on screen at a time. The app update blocks
 * everything; the camera and location dialogs answer a gardener's tap, so they come before
 * the prompts of session start.
 */
const PROMPT_ORDER = [
  'app-update',
  'camera',
  'location',
  'notifications',
  'purchase',
  'referral-code',
  'rating',
] as const;
export type PromptName = (typeof PROMPT_ORDER)[number];

/** Every prompt's Modal id starts with this, so the queue can tell its own dialogs from others. */
const SHELL_PROMPT_ID_PREFIX = 'shell-prompt-';
export const promptDialogId = (name: PromptName) => `${SHELL_PROMPT_ID_PREFIX}${name}`;

/**
 * How long the page must stay free of other dialogs before the session-start prompts open:
 * the launch pad's welcome and nickname prompts open as it mounts, and go first.
 */
const SESSION_PROMPTS_SETTLE_MS = 1000;

interface PromptQueue {
  wanting: ReadonlySet<PromptName>;
  setWanting(name: PromptName, wants: boolean): void;
  /** The prompts that have been on screen since the page loaded. */
  shown: ReadonlySet<PromptName>;
  setShown(name: PromptName, shown: boolean): void;
  /** The prompts still finding out whether they want the screen (a fetch, a wrapper answer). */
  pending: ReadonlySet<PromptName>;
  setPending(name: PromptName, pending: boolean): void;
  setInterested(name: PromptName, interested: boolean): void;
  sessionPromptsReady: boolean;
}

/** A setter of one of the queue's sets of prompt names. */
function useNameSet(): [ReadonlySet<PromptName>, (name: PromptName, member: boolean) => void] {
  const [names, setNames] = useState<ReadonlySet<PromptName>>(new Set());
  const setMember = useCallback((name: PromptName, member: boolean) => {
    setNames((current) => {
      if (current.has(name) === member) return current;
      const next = new Set(current);
      if (member) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  return [names, setMember];
}

const PromptQueueContext = createContext<PromptQueue | null>(null);

export function PromptQueueProvider({
  children,
  settleMs = SESSION_PROMPTS_SETTLE_MS,
}: {
  children: ReactNode;
  settleMs?: number;
}) {
  const [wanting, setWanting] = useNameSet();
  const [interested, setInterested] = useNameSet();
  const [shown, setShown] = useNameSet();
  const [pending, setPending] = useNameSet();
  const sessionPromptsReady = useSessionPromptsGate(settleMs, interested.size > 0);
  const queue = useMemo(
    () => ({ wanting, setWanting, shown, setShown, pending, setPending, setInterested, sessionPromptsReady }),
    [wanting, setWanting, shown, setShown, pending, setPending, setInterested, sessionPromptsReady],
  );
  return <PromptQueueContext.Provider value={queue}>{children}</PromptQueueContext.Provider>;
}

function useQueue(): PromptQueue {
  const queue = useContext(PromptQueueContext);
  if (!queue) throw new Error('Shell prompts must be inside PromptQueueProvider');
  return queue;
}

/** Keeps `name` in one of the queue's sets while `member` is true. */
function useMembership(set: (name: PromptName, member: boolean) => void, name: PromptName, member: boolean) {
  useEffect(() => {
    set(name, member);
    return () => set(name, false);
  }, [set, name, member]);
}

/** True while `name` wants the screen and no prompt before it in PROMPT_ORDER does. */
export function usePromptTurn(name: PromptName, wants: boolean): boolean {
  const { wanting, setWanting, setShown } = useQueue();
  useMembership(setWanting, name, wants);
  const turn = wants && PROMPT_ORDER.find((candidate) => wanting.has(candidate)) === name;
  useEffect(() => {
    if (turn) setShown(name, true);
  }, [turn, setShown, name]);
  return turn;
}

/**
 * True once a prompt other than `name` has been on screen since the page loaded: a prompt
 * that only asks a favour (the rating) does not come right after another one.
 */
export function useOtherPromptShown(name: PromptName): boolean {
  const { shown } = useQueue();
  return [...shown].some((other) => other !== name);
}

/** Says `name` may still want the screen once its fetch or its wrapper answer is in. */
export function usePendingPrompt(name: PromptName, pending: boolean): void {
  const { setPending } = useQueue();
  useMembership(setPending, name, pending);
}

/** True while a prompt before `name` in PROMPT_ORDER may still want the screen. */
export function useEarlierPromptPending(name: PromptName): boolean {
  const { pending } = useQueue();
  const before = PROMPT_ORDER.slice(0, PROMPT_ORDER.indexOf(name));
  return before.some((earlier) => pending.has(earlier));
}

function foreignDialogOpen(): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some(
    (dialog) => !dialog.id.startsWith(SHELL_PROMPT_ID_PREFIX),
  );
}

const noDialog = () => false;
const ignoreDialogs = () => () => undefined;

function observeDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * When the session-start prompts (location, notifications, purchase) may open: a gardener is
 * signed in (SPEC §6: Id above 0), the session is not starting, the splash is over, and no
 * other dialog (the landing flow's welcome and nickname prompts) has been open for the settle
 * time. A prompt says whether it is `interested` (it has something to do at session start);
 * with none interested no timer runs. Each prompt acts at its first chance: an open prompt
 * stays open.
 */
export function useSessionPromptsReady(name: PromptName, interested: boolean): boolean {
  const { setInterested, sessionPromptsReady } = useQueue();
  useMembership(setInterested, name, interested);
  return interested && sessionPromptsReady;
}

function useSessionPromptsGate(settleMs: number, anyInterested: boolean): boolean {
  const userId = useAppSelector(selectUserId);
  const status = useSessionStatus();
  const { pathname } = useLocation();
  // Watched only while a prompt waits for its chance.
  const otherDialogOpen = useSyncExternalStore(
    anyInterested ? observeDialogs : ignoreDialogs,
    anyInterested ? foreignDialogOpen : noDialog,
    noDialog,
  );
  const eligible =
    anyInterested && userId > 0 && status !== 'starting' && pathname !== '/' && !otherDialogOpen;
  const [settled, setSettled] = useState(false);

  // Once settled it stays so: the prompts have read it by then.
  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => setSettled(true), settleMs);
    return () => clearTimeout(timer);
  }, [eligible, settleMs]);

  return eligible && settled;
}
