import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorAnswerInputSchema,
  operatorQuestionPathSchema,
  type OperatorQuestionList,
} from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import type { MediaUrls } from '../features/common/media-urls';
import { answerQuestion, operatorQuestionList } from '../features/expert/operator-questions';
import {
  loginPage,
  messagePage,
  OPERATOR_PAGE_POLICY,
  OPERATOR_PAGE_TITLE,
  QUESTIONS_PATH,
  questionsPage,
  escapeHtml,
  type QuestionsPageOptions,
} from './operator-page-html';
import { operatorAccess } from './operator-access';
import { outboxSection } from './operator-page-outbox';
import { mailSendingOn } from '../features/mail-sender/mail-config';
import { outboxSummary } from '../features/mail-sender/outbox-summary';
import {
  isOperatorKey,
  newFormToken,
  operatorKeyState,
  sessionCookie,
  validFormToken,
} from './operator-session';

export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
export const WRONG_KEY_MESSAGE = 'That is not the operator key.';
export const SESSION_ENDED_MESSAGE = 'Please sign in again: your session has ended.';
export const FORM_EXPIRED_MESSAGE =
  'This form has expired or did not come from the operator page. Open the operator page again to answer.';
export const answerSavedMessage = (id: number) =>
  `Your answer to question ${id} was saved and mailed to the gardener.`;

/** What the page's forms send (application/x-www-form-urlencoded). */
const formSchema = z.object({
  key: z.string().optional(),
  answer: z.string().optional(),
  csrf: z.string().optional(),
});
const formOf = (body: unknown) => formSchema.catch({}).parse(body ?? {});
const answeredQuerySchema = z.object({ answered: z.coerce.number().int().positive().optional() }).catch({});

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', OPERATOR_PAGE_POLICY)
    .header('cache-control', 'no-store')
    .send(body);
}

function redirect(reply: FastifyReply, location: string, cookie?: string) {
  if (cookie) reply.header('set-cookie', cookie);
  return reply.status(303).header('location', location).header('cache-control', 'no-store').send();
}

/**
 * The operator page (`/api/operator/questions`): the questions waiting for the expert, each
 * with a form to answer it, and the outbox (what mail waits, went or failed), for operators
 * who are not at the server's command line. Public to
 * the API's guard, because OPERATOR_KEY is its credential: given in the X-Operator-Key header
 * or once in the sign-in form, which sets an HttpOnly, SameSite=Strict session cookie that
 * signing out ends on the server. Wrong keys are limited per client address in both ways.
 * Answers need the page's own form token too. Without OPERATOR_KEY the page is off (404).
 */
export const operatorPageRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  mediaUrls: MediaUrls;
}> = async (app, { db, clock, mediaUrls }) => {
  // HTML forms post url-encoded fields; only this page takes them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const page = { access: 'public' as const };
  const hidden = { hide: true };
  const access = operatorAccess(db, { keyGuessesPerMinute: LOGIN_ATTEMPTS_PER_MINUTE });

  const showQuestions = async (
    reply: FastifyReply,
    status: number,
    key: string,
    session: string,
    options: Omit<QuestionsPageOptions, 'token'> = {},
  ) => {
    const list: OperatorQuestionList = await operatorQuestionList(db, mediaUrls);
    const token = newFormToken(key, session, clock());
    const after = outboxSection(await outboxSummary(db), mailSendingOn());
    return html(reply, status, questionsPage(list, { ...options, token, after }));
  };

  app.get('/operator/questions', { config: page, schema: hidden }, async (request, reply) => {
    const state = operatorKeyState();
    if (!state.on) return html(reply, 404, messagePage(OPERATOR_PAGE_TITLE, state.why));
    const operator = await access.operatorOf(state.key, request, reply, clock());
    if (!operator) return html(reply, 401, loginPage());
    const { answered } = answeredQuerySchema.parse(request.query);
    return showQuestions(reply, 200, state.key, operator.session, {
      status: answered ? answerSavedMessage(answered) : undefined,
    });
  });

  app.post(
    '/operator/login',
    {
      config: { ...page, rateLimit: { max: LOGIN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: hidden,
    },
    async (request, reply) => {
      const state = operatorKeyState();
      if (!state.on) return html(reply, 404, messagePage(OPERATOR_PAGE_TITLE, state.why));
      if (!isOperatorKey(state.key, formOf(request.body).key))
        return html(reply, 401, loginPage(WRONG_KEY_MESSAGE));
      const session = await access.signIn(state.key, clock());
      return redirect(reply, QUESTIONS_PATH, sessionCookie(session, request));
    },
  );

  app.post('/operator/logout', { config: page, schema: hidden }, async (request, reply) => {
    await access.signOut(request);
    return redirect(reply, QUESTIONS_PATH, sessionCookie(null, request));
  });

  app.post('/operator/questions/:id/answer', { config: page, schema: hidden }, async (request, reply) => {
    const state = operatorKeyState();
    if (!state.on) return html(reply, 404, messagePage(OPERATOR_PAGE_TITLE, state.why));
    const now = clock();
    const operator = await access.operatorOf(state.key, request, reply, now);
    if (!operator) return html(reply, 401, loginPage(SESSION_ENDED_MESSAGE));
    const form = formOf(request.body);
    if (!validFormToken(state.key, operator.session, form.csrf, now)) {
      // The answer is shown again so that the operator can copy it into a fresh page.
      const kept = form.answer?.trim()
        ? `<p>Your answer was not sent. Here it is to copy:</p><pre class="answer">${escapeHtml(form.answer)}</pre>`
        : '';
      return html(reply, 403, messagePage(OPERATOR_PAGE_TITLE, FORM_EXPIRED_MESSAGE, kept));
    }
    const path = operatorQuestionPathSchema.safeParse(request.params);
    if (!path.success)
      return showQuestions(reply, 400, state.key, operator.session, { alert: 'There is no such question.' });
    const id = path.data.id;
    const answer = operatorAnswerInputSchema.safeParse({ Answer: form.answer ?? '' });
    if (!answer.success) {
      const message = answer.error.issues[0]?.message ?? 'The answer is not valid.';
      return showQuestions(reply, 400, state.key, operator.session, {
        problem: { id, text: form.answer ?? '', message },
      });
    }
    try {
      await answerQuestion(db, mediaUrls, id, answer.data.Answer, now);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return showQuestions(reply, error.statusCode, state.key, operator.session, {
        alert: `Question ${id}: ${error.message}`,
      });
    }
    return redirect(reply, `${QUESTIONS_PATH}?answered=${id}`);
  });
};
