import { THRIVE_SCORE } from './scores';
import { tooltip } from './tooltips';

const { Unknown, Poor, Good, Borderline } = THRIVE_SCORE;

describe('Thrive tooltips (SPEC §8), texts verbatim', () => {
  test('sun, too much', () => {
    expect(tooltip('sun', Poor, 'too-much')).toBe('This Zone has too much sun for this plant.');
  });
  test('sun, too little', () => {
    expect(tooltip('sun', Poor, 'too-little')).toBe('This Zone has too little sun for this plant');
  });
  test('sun, either (no single direction)', () => {
    expect(tooltip('sun', Poor)).toBe('This Zone has either too much or too little sunlight for this plant.');
    expect(tooltip('sun', Poor, null)).toBe(
      'This Zone has either too much or too little sunlight for this plant.',
    );
  });
  test('sun, good', () => {
    expect(tooltip('sun', Good)).toBe('Sunlight for this plant is optimized for success!');
  });

  test('water, too little', () => {
    expect(tooltip('water', Poor, 'too-little')).toBe('This Zone has too little water for this plant');
  });
  test('water, too much', () => {
    expect(tooltip('water', Poor, 'too-much')).toBe('This Zone has too much water for this plant');
  });
  test('water, either (no single direction)', () => {
    expect(tooltip('water', Poor)).toBe(
      'This Zone has either too much or too little moisture for this plant.',
    );
  });
  test('water, good', () => {
    expect(tooltip('water', Good)).toBe('Water for this plant is optimized for success!');
  });

  test('freeze, too cold', () => {
    expect(tooltip('freeze', Poor, 'too-cold')).toBe('This Zone is too cold for this plant.');
  });
  test('freeze, too hot', () => {
    expect(tooltip('freeze', Poor, 'too-hot')).toBe('This Zone is too hot for this plant.');
  });
  test('freeze, either (no single direction)', () => {
    expect(tooltip('freeze', Poor)).toBe('This Zone is either too cold (freeze) or too hot for this plant.');
  });
  test('freeze, good', () => {
    expect(tooltip('freeze', Good)).toBe('The temperature for this plant is optimized for success!');
  });

  test('overall, poor', () => {
    expect(tooltip('overall', Poor)).toBe('This plant will struggle in this Zone. Consider re-locating it');
  });
  test('overall, borderline', () => {
    expect(tooltip('overall', Borderline)).toBe(
      'This plant may struggle in this Zone. Either consider relocating it or be prepared to give it extra attention',
    );
  });
  test('overall, good', () => {
    expect(tooltip('overall', Good)).toBe('This plant should thrive in this Zone!');
  });

  const UNKNOWN_TEXT = 'There is insufficient information to calculate this value.';
  test.each(['sun', 'water'] as const)('unknown (%s -1)', (kind) => {
    expect(tooltip(kind, Unknown)).toBe(UNKNOWN_TEXT);
  });
  test('unknown (freeze -1)', () => {
    expect(tooltip('freeze', Unknown)).toBe(UNKNOWN_TEXT);
  });
  test('unknown (overall -1)', () => {
    expect(tooltip('overall', Unknown)).toBe(UNKNOWN_TEXT);
  });
});
