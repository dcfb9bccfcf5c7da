import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  countText,
  EmptyState,
  errorText,
  LoadError,
  Loading,
  Paginator,
  useCarriedLink,
  useGetExpertQuestionsQuery,
  useMarkExpertQuestionReadMutation,
} from '@thrive/shared';
import { EXPERT_QUESTIONS_PAGE_SIZE, type ExpertQuestion } from '@thrive/shared/contracts';
import { AccountPage } from '../common/account-page';
import { QuestionItem } from './question-item';
import styles from './questions.module.css';

const QUESTIONS_TITLE = 'Ask the Expert';
export const NO_QUESTIONS = 'You have not asked the expert anything yet';

const newAnswersText = (count: number) =>
  count === 0 ? '' : `You have ${countText(count, 'new answer', 'new answers')}.`;

function AskLink() {
  const carried = useCarriedLink();
  return (
    <Link to={carried('/plants/askexpert')} className={styles.cta}>
      Ask a question
    </Link>
  );
}

/** Which answers are open; opening an answer that is new tells the server it was read. */
function useOpenAnswers() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [markRead] = useMarkExpertQuestionReadMutation();
  const toggle = (question: ExpertQuestion) => {
    const opening = !open.has(question.Id);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(question.Id);
      else next.delete(question.Id);
      return next;
    });
    if (opening && !question.IsRead)
      markRead(question.Id)
        .unwrap()
        // The answer shows anyway; it stays marked new and is marked read when opened again.
        .catch((reason: unknown) =>
          console.warn(`[mfe-account] Question ${question.Id} not marked read`, reason),
        );
  };
  return { isOpen: (id: number) => open.has(id), toggle };
}

function QuestionList() {
  const [pageIndex, setPageIndex] = useState(0);
  const list = useGetExpertQuestionsQuery({ i: pageIndex, c: EXPERT_QUESTIONS_PAGE_SIZE });
  const answers = useOpenAnswers();
  const data = list.currentData ?? list.data;
  if (!data && list.error)
    return <LoadError message={errorText(list.error)} onRetry={() => void list.refetch()} />;
  if (!data) return <Loading label="Loading your questions…" />;
  if (data.TotalRows === 0)
    return (
      <EmptyState title={NO_QUESTIONS}>
        <p className={styles.hint}>
          Our garden experts answer questions about your plants, pests, soil and more.
        </p>
        <AskLink />
      </EmptyState>
    );
  return (
    <div aria-busy={list.isFetching}>
      <p className={styles.unread} role="status">
        {newAnswersText(data.UnreadCount)}
      </p>
      <ul className={styles.list} aria-label="Your questions">
        {data.Items.map((question) => (
          <li key={question.Id}>
            <QuestionItem
              question={question}
              open={answers.isOpen(question.Id)}
              onToggle={() => answers.toggle(question)}
            />
          </li>
        ))}
      </ul>
      <Paginator
        label="Question pages"
        pageIndex={pageIndex}
        pageSize={EXPERT_QUESTIONS_PAGE_SIZE}
        totalRows={data.TotalRows}
        onPageChange={setPageIndex}
      />
    </div>
  );
}

/**
 * Route `help/questions` (SPEC §2.3 the "Ask the expert" tile): the gardener's questions to the
 * expert, newest first, each waiting or answered, a new answer marked until it is opened; and
 * the way to ask another (plants/askexpert).
 */
export function QuestionsPage() {
  return (
    <AccountPage title={QUESTIONS_TITLE} actions={<AskLink />}>
      <p className={styles.intro}>Your questions to our garden experts, and their answers.</p>
      <QuestionList />
    </AccountPage>
  );
}
