import type { OperatorQuestion, OperatorQuestionList } from '@thrive/shared/contracts';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const indented = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** One question as the list prints it: who, when, about what, the question and any answer. */
function questionLines(question: OperatorQuestion, siteAddress: string): string[] {
  const about = [
    `Topic: ${question.TopicName}`,
    `Plant: ${question.PlantName || 'none'}`,
    `Zone: ${question.ZoneName || 'none'}`,
  ].join(' | ');
  const lines = [
    `#${question.Id}  ${when(question.AskedAt)}  ${question.Email}  to ${question.ExpertName}`,
    `    ${about}`,
    indented(question.Question),
    ...question.PhotoUrls.map((url, index) => `    Photo ${index + 1}: ${siteAddress}${url}`),
  ];
  if (question.Answer !== null)
    lines.push(`    Answered ${when(question.AnsweredAt ?? question.AskedAt)}:`, indented(question.Answer));
  return lines;
}

/** `npm run expert -- list`: the questions waiting first (oldest first), then the latest answered. */
export function listText(list: OperatorQuestionList, siteAddress: string): string {
  const section = (title: string, questions: OperatorQuestion[], none: string) => [
    `${title} (${questions.length}):`,
    ...(questions.length ? questions.flatMap((q) => ['', ...questionLines(q, siteAddress)]) : [none]),
  ];
  return [
    ...section('Waiting for an answer', list.Waiting, 'No question is waiting for an answer.'),
    '',
    ...section('Answered lately', list.Answered, 'No question has been answered yet.'),
  ].join('\n');
}
