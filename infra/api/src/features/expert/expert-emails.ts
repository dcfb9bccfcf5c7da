import { appAddressFromEnv } from '../../config';

/** Where new questions are mailed for the experts unless EXPERT_QUESTIONS_EMAIL says otherwise. */
const DEFAULT_EXPERT_QUESTIONS_EMAIL = 'experts@thrive.garden';

/** The experts' address, from the environment. */
export function expertQuestionsEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.EXPERT_QUESTIONS_EMAIL?.trim() || DEFAULT_EXPERT_QUESTIONS_EMAIL;
}

/** Where the app is, for links in mails and the operators' command: PUBLIC_URL, else this machine. */
export function appAddress(env: NodeJS.ProcessEnv): string {
  return appAddressFromEnv(env);
}

export interface QuestionFacts {
  id: number;
  userId: number;
  email: string;
  expertName: string;
  topicName: string;
  plantName: string;
  zoneName: string;
  question: string;
  photoCount: number;
}

/** The experts' mail about a new question: enough to answer from the command or the page. */
export function newQuestionEmail(facts: QuestionFacts) {
  return {
    subject: `Question ${facts.id} for ${facts.expertName}: ${facts.topicName}`,
    body: [
      `A gardener asked ${facts.expertName} a question.`,
      ``,
      `Gardener: ${facts.email} (user ${facts.userId})`,
      `Topic: ${facts.topicName}`,
      `Plant: ${facts.plantName || '(none)'}`,
      `Zone: ${facts.zoneName || '(none)'}`,
      `Photos: ${facts.photoCount}`,
      ``,
      facts.question,
      ``,
      `Answer with: npm run expert -- answer ${facts.id} --text "..." (or on the operator page).`,
    ].join('\n'),
  };
}

/** The gardener's mail when their question is answered: the answer itself and where to read it. */
export function answerEmail(
  facts: Pick<QuestionFacts, 'expertName' | 'question'> & { answer: string },
  env: NodeJS.ProcessEnv = process.env,
) {
  return {
    subject: `${facts.expertName} answered your question`,
    body: [
      `${facts.expertName} answered your question:`,
      ``,
      `> ${facts.question.split('\n').join('\n> ')}`,
      ``,
      facts.answer,
      ``,
      `Read it with your other questions in Thrive Garden: ${appAddress(env)}/#/help/questions`,
    ].join('\n'),
  };
}
