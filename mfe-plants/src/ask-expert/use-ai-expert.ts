import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { errorText } from '@thrive/shared';
import type { AiExpertAnswer, AskAiExpertInput } from '@thrive/shared/contracts';
import { streamAiAnswer } from './stream-ai-answer';

/** Where the panel is: nothing asked, an answer being written, the answer, or a failure. */
export type AiExpertState =
  | { status: 'idle' }
  | { status: 'asking'; text: string }
  | { status: 'answered'; text: string; answer: AiExpertAnswer }
  | { status: 'failed'; text: string; message: string };

/**
 * One question at a time: asking again abandons the answer being written, and leaving the
 * page stops it (the server then stops the chat service too).
 */
export function useAiExpert() {
  const session = useStore();
  const [state, setState] = useState<AiExpertState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const ask = useCallback(
    async (input: AskAiExpertInput) => {
      current.current?.abort();
      const mine = new AbortController();
      current.current = mine;
      setState({ status: 'asking', text: '' });
      const onChunk = (piece: string) =>
        setState((was) => (was.status === 'asking' ? { ...was, text: was.text + piece } : was));
      try {
        const answer = await streamAiAnswer(input, { session, onChunk, signal: mine.signal });
        if (!mine.signal.aborted) setState({ status: 'answered', text: answer.Answer, answer });
      } catch (error) {
        if (mine.signal.aborted) return;
        setState((was) => ({
          status: 'failed',
          text: was.status === 'asking' ? was.text : '',
          message: errorText(error),
        }));
      }
    },
    [session],
  );
  return { state, ask };
}
