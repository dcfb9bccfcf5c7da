import { questionAllowance } from './question-allowance';

describe('questions per gardener per hour', () => {
  const at = (minutes: number) => new Date(Date.UTC(2025, 3, 1, 12, minutes));

  test('the hour is a sliding window: the oldest question frees a place when it is an hour old', () => {
    const allowance = questionAllowance(2);
    allowance.take(1, at(0));
    allowance.take(1, at(30));
    expect(() => allowance.take(1, at(45))).toThrow('Please ask again in 15 minutes');
    expect(() => allowance.take(2, at(45))).not.toThrow();
    expect(() => allowance.take(1, at(59))).toThrow('Please ask again in 1 minute,');
    expect(() => allowance.take(1, at(60))).not.toThrow();
    expect(() => allowance.take(1, at(61))).toThrow('Please ask again in 29 minutes');
  });

  test('the refusal is a 429', () => {
    const allowance = questionAllowance(1);
    allowance.take(7, at(0));
    expect(() => allowance.take(7, at(59))).toThrow(expect.objectContaining({ statusCode: 429 }));
  });
});
