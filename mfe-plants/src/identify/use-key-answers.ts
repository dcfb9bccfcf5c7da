import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  IDENTIFICATION_OPTIONS,
  IDENTIFICATION_QUESTIONS,
  type IdentificationAnswers,
  type IdentificationQuestion,
} from '@thrive/shared/contracts';

/** The key asks the server this long after the last answer, so running through options is one call. */
const KEY_DEBOUNCE_MS = 300;

/** The answers an address holds; values that are not options are left out. */
function answersIn(params: URLSearchParams): IdentificationAnswers {
  const answers: Record<string, string> = {};
  for (const question of IDENTIFICATION_QUESTIONS) {
    const value = params.get(question);
    if (value && (IDENTIFICATION_OPTIONS[question] as readonly string[]).includes(value))
      answers[question] = value;
  }
  return answers as IdentificationAnswers;
}

function pageIn(params: URLSearchParams): number {
  const page = Number(params.get('i') ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/**
 * The key's answers: on screen at once, asked of the server once they rest (debounced), and
 * kept in the address with the page, so a link or a reload brings the same key back. A new
 * set of answers starts at the first page.
 */
export function useKeyAnswers() {
  const [params, setParams] = useSearchParams();
  const [answers, setAnswers] = useState<IdentificationAnswers>(() => answersIn(params));
  const [asked, setAsked] = useState({ answers, page: pageIn(params) });

  useEffect(() => {
    if (asked.answers === answers) return;
    const timer = setTimeout(() => setAsked({ answers, page: 0 }), KEY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [answers, asked]);

  // The address follows what was asked.
  const written = useRef(asked);
  useEffect(() => {
    if (written.current === asked) return;
    written.current = asked;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const question of IDENTIFICATION_QUESTIONS) {
          const value = asked.answers[question];
          if (value) next.set(question, value);
          else next.delete(question);
        }
        if (asked.page > 0) next.set('i', String(asked.page));
        else next.delete('i');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  const setAnswer = useCallback((question: IdentificationQuestion, value: string | null) => {
    setAnswers((current) => {
      const next: Record<string, string> = { ...current };
      if (value) next[question] = value;
      else delete next[question];
      return next as IdentificationAnswers;
    });
  }, []);

  const startOver = useCallback(() => {
    // At once: nothing to wait for when every answer goes.
    const none: IdentificationAnswers = {};
    setAnswers(none);
    setAsked({ answers: none, page: 0 });
  }, []);

  const setPage = useCallback(
    (page: number) => setAsked((current) => (current.page === page ? current : { ...current, page })),
    [],
  );

  const answeredCount = IDENTIFICATION_QUESTIONS.filter((question) => answers[question]).length;
  return { answers, asked: asked.answers, page: asked.page, answeredCount, setAnswer, startOver, setPage };
}
