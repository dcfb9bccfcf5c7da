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
import { useSessionStatus } from '../session/session-status';

/**
 * The shell's own prompts, first to last: one is on screen at a time. The app update blocks
 * everything; the camera and location dialogs answer a gardener's tap, so they come before
 * the prompts of session start.
 */
export const PROMPT_ORDER = [
  'app-update',
  'camera',
  'location',
  'notifications',
  'purchase',
  'referral-code',
] as const;
export type PromptName = (typeof PROMPT_ORDER)[number];

/** Every prompt's Modal id starts with this, so the queue can tell its own dialogs from others. */
export const SHELL_PROMPT_ID_PREFIX = 'shell-prompt-';
export const promptDialogId = (name: PromptName) => `${SHELL_PROMPT_ID_PREFIX}${name}`;

/**
 * How long the page must stay free of other dialogs before the session-start prompts open:
 * the launch pad's welcome and nickname prompts open as it mounts, and go first.
 */
export const SESSION_PROMPTS_SETTLE_MS = 1000;

interface PromptQueue {
  wanting: ReadonlySet<PromptName>;
  setWanting(name: PromptName, wants: boolean): void;
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
  const sessionPromptsReady = useSessionPromptsGate(settleMs, interested.size > 0);
  const queue = useMemo(
    () => ({ wanting, setWanting, setInterested, sessionPromptsReady }),
    [wanting, setWanting, setInterested, sessionPromptsReady],
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
  const { wanting, setWanting } = useQueue();
  useMembership(setWanting, name, wants);
  return wants && PROMPT_ORDER.find((candidate) => wanting.has(candidate)) === name;
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
