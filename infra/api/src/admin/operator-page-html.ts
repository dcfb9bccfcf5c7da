import { createHash } from 'node:crypto';
import {
  EXPERT_ANSWER_MAX,
  type OperatorQuestion,
  type OperatorQuestionList,
} from '@thrive/shared/contracts';

/*
 * The operator page's HTML: no framework, no script, our CSS inline (allowed by its hash in
 * the page's policy). Every text from the database is escaped.
 */

const STYLE = `
:root { color-scheme: light; --green: #3b7a2a; --text: #1f2a1c; --muted: #5b6657; --line: #d8e0d3; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--text); background: #f6f9f4; }
main { max-width: 880px; margin: 0 auto; padding: 12px 12px 40px; }
h1 { font-size: 1.5rem; margin: 8px 0 4px; }
h2 { font-size: 1.25rem; margin: 28px 0 8px; }
h3 { font-size: 1.0625rem; margin: 0 0 8px; }
article { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px; margin: 0 0 12px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
blockquote, .answer { margin: 0 0 12px; padding: 8px 12px; border-left: 4px solid var(--green); background: #eef4ea; white-space: pre-wrap; overflow-wrap: anywhere; }
.photos { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 0 0 12px; list-style: none; }
.photos img { display: block; width: 96px; height: 96px; object-fit: cover; border-radius: 6px; }
label { display: block; font-weight: 600; margin-bottom: 4px; }
input[type=password], textarea { width: 100%; min-height: 44px; padding: 8px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
textarea { min-height: 160px; resize: vertical; }
[aria-invalid=true] { border-color: #b3261e; }
button { min-height: 44px; margin-top: 8px; padding: 8px 16px; font: inherit; font-weight: 600; color: #fff; background: var(--green); border: none; border-radius: 6px; cursor: pointer; }
button.quiet { color: var(--green); background: transparent; border: 1px solid var(--line); }
:focus-visible { outline: 3px solid #f2c94c; outline-offset: 2px; }
.error { color: #b3261e; font-weight: 600; margin: 4px 0 0; }
.status { padding: 8px 12px; border-radius: 6px; background: #e3f1dc; }
.status:empty { display: none; }
table { width: 100%; border-collapse: collapse; margin: 0 0 16px; background: #fff; font-size: 0.9375rem; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.bar { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; }
`;

/** The page's Content-Security-Policy: only its own style, images from its own site, forms to itself. */
export const OPERATOR_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const OPERATOR_PAGE_TITLE = 'Questions for the experts';
export const QUESTIONS_PATH = '/api/operator/questions';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page that says one thing: the page is off, a form expired ... */
export function messagePage(title: string, message: string, extra = ''): string {
  return document(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>\n${extra}`,
  );
}

/** The key, asked once; the answer sets the session cookie. */
export function loginPage(error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="key-error"' : '';
  return document(
    `Sign in – ${OPERATOR_PAGE_TITLE}`,
    `<h1>${OPERATOR_PAGE_TITLE}</h1>
<p>Operators only. Enter the operator key to see and answer the gardeners' questions.</p>
<form method="post" action="/api/operator/login">
<label for="key">Operator key</label>
<input id="key" name="key" type="password" autocomplete="current-password" required${invalid}>
${error ? `<p id="key-error" class="error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>`,
  );
}

const dateText = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function facts(question: OperatorQuestion): string {
  const rows: [string, string][] = [
    ['Gardener', `${question.Email} (user ${question.UserId})`],
    ['Asked', dateText(question.AskedAt)],
    ['Asked to', question.ExpertName],
    ['Plant', question.PlantName || 'none'],
    ['Zone', question.ZoneName || 'none'],
  ];
  if (question.AnsweredAt) rows.push(['Answered', dateText(question.AnsweredAt)]);
  return `<dl>${rows.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function photos(question: OperatorQuestion): string {
  if (question.PhotoUrls.length === 0) return '';
  const items = question.PhotoUrls.map(
    (url, index) =>
      `<li><a href="${escapeHtml(url)}"><img src="${escapeHtml(url)}" alt="Photo ${index + 1} of question ${question.Id}"></a></li>`,
  );
  return `<ul class="photos" aria-label="Photos of question ${question.Id}">${items.join('')}</ul>`;
}

/** A failed answer shown again at its question: the text kept, the reason beside it. */
interface AnswerProblem {
  id: number;
  text: string;
  message: string;
}

function answerForm(question: OperatorQuestion, token: string, problem: AnswerProblem | undefined): string {
  const field = `answer-${question.Id}`;
  const error = problem?.id === question.Id ? problem : undefined;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  return `<form method="post" action="${QUESTIONS_PATH}/${question.Id}/answer">
<input type="hidden" name="csrf" value="${escapeHtml(token)}">
<label for="${field}">Answer to question ${question.Id}, as ${escapeHtml(question.ExpertName)}</label>
<textarea id="${field}" name="answer" maxlength="${EXPERT_ANSWER_MAX}" required${invalid}>${escapeHtml(error?.text ?? '')}</textarea>
${error ? `<p id="${field}-error" class="error">${escapeHtml(error.message)}</p>` : ''}
<button type="submit">Send answer</button>
</form>`;
}

function questionArticle(question: OperatorQuestion, body: string): string {
  const heading = `question-${question.Id}`;
  return `<article aria-labelledby="${heading}">
<h3 id="${heading}">Question ${question.Id}: ${escapeHtml(question.TopicName)}</h3>
${facts(question)}
<blockquote>${escapeHtml(question.Question)}</blockquote>
${photos(question)}
${body}
</article>`;
}

export interface QuestionsPageOptions {
  token: string;
  /** Said once at the top, in the status region (an answer sent ...). */
  status?: string;
  /** A refusal that belongs to no form on the page (a question answered meanwhile). */
  alert?: string;
  problem?: AnswerProblem;
  /** Sections shown after the questions, already HTML (the outbox). */
  after?: string;
}

/** Every question waiting, each with its answer form, then the latest answered. */
export function questionsPage(
  list: OperatorQuestionList,
  { token, status, alert, problem, after = '' }: QuestionsPageOptions,
): string {
  const waiting = list.Waiting.length
    ? list.Waiting.map((question) => questionArticle(question, answerForm(question, token, problem))).join(
        '\n',
      )
    : '<p>No question is waiting for an answer.</p>';
  const answered = list.Answered.length
    ? list.Answered.map((question) =>
        questionArticle(
          question,
          `<p><strong>Answer sent:</strong></p><div class="answer">${escapeHtml(question.Answer ?? '')}</div>`,
        ),
      ).join('\n')
    : '<p>No question has been answered yet.</p>';
  return document(
    OPERATOR_PAGE_TITLE,
    `<div class="bar">
<h1>${OPERATOR_PAGE_TITLE}</h1>
<form method="post" action="/api/operator/logout"><button type="submit" class="quiet">Sign out</button></form>
</div>
<p class="status" role="status">${escapeHtml(status ?? '')}</p>
${alert ? `<p class="error" role="alert">${escapeHtml(alert)}</p>` : ''}
<section aria-labelledby="waiting">
<h2 id="waiting">Waiting for an answer (${list.Waiting.length})</h2>
${waiting}
</section>
<section aria-labelledby="answered">
<h2 id="answered">Answered lately</h2>
${answered}
</section>
${after}`,
  );
}
