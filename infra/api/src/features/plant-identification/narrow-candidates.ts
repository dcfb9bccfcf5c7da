import {
  IDENTIFICATION_OPTIONS,
  IDENTIFICATION_QUESTIONS,
  type IdentificationAnswers,
  type IdentificationQuestion,
} from '@thrive/shared/contracts';
import type { KeyPlant } from './trait-table';

/** A plant the answers leave, with how its data meets them. */
interface Candidate {
  plant: KeyPlant;
  /** Answers its data is known to meet. */
  matched: number;
  /** Answers its data does not tell. */
  unknown: number;
}

export interface Narrowed {
  /** Best matches first: more answers known to meet, curated before imported, then by name. */
  candidates: Candidate[];
  /** Per question and option: the candidates that option would leave, given the other answers. */
  counts: Record<IdentificationQuestion, Map<string, number>>;
  /** The unanswered question that splits the candidates best, or null when none narrows them. */
  next: IdentificationQuestion | null;
}

const answeredOf = (answers: IdentificationAnswers) =>
  IDENTIFICATION_QUESTIONS.flatMap((question) => {
    const answer = answers[question];
    return answer ? [[question, answer] as const] : [];
  });

/** Per question: plants by option, and plants whose value is unknown (they would stay in every option). */
interface Tally {
  byOption: Map<string, number>;
  unknown: number;
}

function countIn(tally: Tally, values: readonly string[] | null) {
  if (values === null) tally.unknown += 1;
  else for (const value of values) tally.byOption.set(value, (tally.byOption.get(value) ?? 0) + 1);
}

/** The options' counts, the plants of unknown value added to each option. */
function optionCounts(question: IdentificationQuestion, tally: Tally): Map<string, number> {
  const counts = new Map<string, number>();
  for (const option of IDENTIFICATION_OPTIONS[question]) {
    const count = (tally.byOption.get(option) ?? 0) + tally.unknown;
    if (count > 0) counts.set(option, count);
  }
  return counts;
}

/** The table comes in its own order (trait-table.ts); a stable sort keeps it among equals. */
const byRank = (a: Candidate, b: Candidate) => b.matched - a.matched;

/**
 * How well an unanswered question would split `total` candidates: the share of them the
 * gardener can expect to keep, choosing an option as often as plants have it. Lower is better;
 * 1 when no option would narrow them (each keeps every candidate).
 */
function expectedShareKept(optionCounts: Map<string, number>, total: number): number {
  const counts = [...optionCounts.values()].filter((count) => count > 0);
  const sum = counts.reduce((all, count) => all + count, 0);
  if (counts.length < 2 || total === 0 || sum === 0) return 1;
  return counts.reduce((all, count) => all + count * count, 0) / (total * sum);
}

/**
 * The key over the trait table. A plant stays while no answer contradicts what its data
 * knows; an answer its data does not tell leaves it in, ranked after those known to match.
 * Option counts are faceted: a question's counts take every other answer into account but
 * not its own, so they say what changing that answer would leave.
 */
export function narrowCandidates(table: readonly KeyPlant[], answers: IdentificationAnswers): Narrowed {
  const answered = answeredOf(answers);
  const tallies = Object.fromEntries(
    IDENTIFICATION_QUESTIONS.map((question) => [question, { byOption: new Map(), unknown: 0 }]),
  ) as Record<IdentificationQuestion, Tally>;
  const candidates: Candidate[] = [];

  for (const plant of table) {
    let matched = 0;
    let unknown = 0;
    let contradicted: IdentificationQuestion | null = null;
    let contradictions = 0;
    for (const [question, answer] of answered) {
      const values = plant.traits[question];
      if (values === null) unknown += 1;
      else if (values.includes(answer)) matched += 1;
      else {
        contradicted = question;
        contradictions += 1;
        if (contradictions > 1) break;
      }
    }
    if (contradictions === 0) {
      candidates.push({ plant, matched, unknown });
      for (const question of IDENTIFICATION_QUESTIONS) countIn(tallies[question], plant.traits[question]);
    } else if (contradictions === 1 && contradicted) {
      // Left out by this one answer only: another option of it would keep the plant.
      countIn(tallies[contradicted], plant.traits[contradicted]);
    }
  }
  candidates.sort(byRank);
  const counts = Object.fromEntries(
    IDENTIFICATION_QUESTIONS.map((question) => [question, optionCounts(question, tallies[question])]),
  ) as Narrowed['counts'];

  let next: IdentificationQuestion | null = null;
  let best = 1;
  for (const question of IDENTIFICATION_QUESTIONS) {
    if (answers[question]) continue;
    const share = expectedShareKept(counts[question], candidates.length);
    if (share < best) [next, best] = [question, share];
  }
  return { candidates, counts, next };
}
