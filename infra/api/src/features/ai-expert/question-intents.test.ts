import { questionIntents } from './question-intents';
import { hasPhraseOrSingular, questionWords, singularForms } from './question-words';

const intentsOf = (question: string) => questionIntents(questionWords(question));

describe('what a question asks, for the embedded expert', () => {
  test.each([
    ['Why is my lavender doing badly in Zone B?', ['diagnose']],
    ['Where should I move my lavender?', ['move']],
    ['How often should I water tomatoes?', ['water']],
    ['Does it need full sun?', ['sun']],
    ['Will it survive the winter in zone 5b?', ['hardiness']],
    ['When should I plant tomatoes?', ['frost']],
    ['When is the last frost?', ['frost']],
    ['What should I feed it, and when should I prune it?', ['fertilizer', 'pruning']],
    ['What is eating holes in the leaves?', ['pests']],
    ['What are good companion plants for basil?', ['companions']],
    ['When are blueberries ripe to pick?', ['harvest']],
    ['How tall does it get?', ['size']],
    ['When does it bloom?', ['bloom']],
    ['Is it toxic to dogs?', ['toxicity']],
    ['Is it safe to prune now?', ['pruning']],
    ['How do I care for it?', ['care']],
    ['Can I make tea from it?', []],
  ])('%s', (question, intents) => {
    expect(intentsOf(question)).toEqual(intents);
  });
});

describe('question words', () => {
  test('plurals match names in the singular, whole words only', () => {
    expect(singularForms('tomatoes')).toContain('tomato');
    expect(singularForms('berries')).toContain('berry');
    expect(singularForms('leaves')).toContain('leaf');
    expect(singularForms('olives')).toContain('olive');
    expect(singularForms('grass')).toEqual([]);
    const question = questionWords('Are my English Lavenders and climbing roses ok?');
    expect(hasPhraseOrSingular(question, 'english lavender')).toBe(true);
    expect(hasPhraseOrSingular(question, 'rose')).toBe(true);
    expect(hasPhraseOrSingular(question, 'lave')).toBe(false);
  });
});
