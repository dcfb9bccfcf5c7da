import type { PurchasePrompt } from '@thrive/shared/contracts';
import { choosePurchasePrompt, daysSinceSignUp } from './prompt-choice';
import { DAY_MS } from '../common/time-units';

const prompt = (Id: number, Day: number): PurchasePrompt => ({
  Id,
  Day,
  Title: `prompt ${Id}`,
  SubTitle: '',
  Icons: '',
  Content: '',
  ReviewImage: '',
  SubscribeButtonText: 'Subscribe Now!',
  LaterButtonText: "I'll Decide Later",
});

const DAY0 = prompt(1, 0);
const DAY7 = prompt(2, 7);
const DAY30 = prompt(3, 30);
const EXIT = prompt(4, -1);
const ALL = [EXIT, DAY30, DAY0, DAY7];
const chosen = (days: number, answered: number | null, prompts = ALL) =>
  choosePurchasePrompt(prompts, days, answered)?.Id ?? null;

describe('which purchase prompt is due (SPEC §3, §4 Purchase prompt)', () => {
  test('the regular prompt with the greatest Day not after today, while unanswered', () => {
    expect(chosen(0, null)).toBe(DAY0.Id);
    expect(chosen(6, null)).toBe(DAY0.Id);
    expect(chosen(7, null)).toBe(DAY7.Id);
  });

  test('answering a prompt passes it and every earlier one: no stale prompt comes back', () => {
    expect(chosen(3, 0)).toBeNull();
    expect(chosen(10, 7)).toBeNull();
    expect(chosen(10, 0)).toBe(DAY7.Id);
    expect(chosen(45, 0)).toBe(DAY30.Id);
  });

  test('Day -1 (exit on cancel) comes once every regular prompt is answered, and stays', () => {
    expect(chosen(29, 7)).toBeNull();
    expect(chosen(30, 30)).toBe(EXIT.Id);
    expect(chosen(400, 30)).toBe(EXIT.Id);
  });

  test('without regular prompts the Day -1 prompt is due at once; without any, none', () => {
    expect(chosen(0, null, [EXIT])).toBe(EXIT.Id);
    expect(chosen(0, null, [])).toBeNull();
    expect(chosen(40, 30, [DAY0, DAY30])).toBeNull();
  });

  test('two prompts for one Day: the lower Id', () => {
    expect(chosen(1, null, [prompt(9, 0), prompt(5, 0)])).toBe(5);
    expect(chosen(1, 0, [prompt(9, -1), prompt(5, -1), DAY0])).toBe(5);
  });

  test('days since sign-up are whole days, 0 on the day of sign-up', () => {
    const signedUp = new Date('2026-04-01T20:00:00Z');
    expect(daysSinceSignUp(signedUp, new Date('2026-04-02T19:59:59Z'))).toBe(0);
    expect(daysSinceSignUp(signedUp, new Date(signedUp.getTime() + 7 * DAY_MS))).toBe(7);
    expect(daysSinceSignUp(signedUp, new Date('2026-03-01T00:00:00Z'))).toBe(0);
  });
});
