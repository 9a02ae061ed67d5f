import { describe, expect, it } from 'vitest';
import { checkCompletedUnits } from './completed-units';
import { messages } from './messages';

const range = { min: 2, max: 40 };

describe('checkCompletedUnits', () => {
  it('takes whole numbers in the range, as typed or as numbers', () => {
    expect(checkCompletedUnits(' 12 ', range)).toEqual({ units: 12 });
    expect(checkCompletedUnits(2, range)).toEqual({ units: 2 });
    expect(checkCompletedUnits('40', range)).toEqual({ units: 40 });
    expect(checkCompletedUnits('+7', range)).toEqual({ units: 7 });
  });

  it("answers a non-number with 'Invalid units.'", () => {
    for (const typed of ['', 'ten', '3.5', '1e3', '12 laps', '--3'])
      expect(checkCompletedUnits(typed, range), typed).toEqual({ problem: messages.invalidUnits });
  });

  it("answers a negative number with 'The value entered is not valid'", () => {
    expect(checkCompletedUnits('-1', range)).toEqual({ problem: messages.valueNotValid });
    expect(checkCompletedUnits(-50, range)).toEqual({ problem: messages.valueNotValid });
  });

  it("answers a number outside the Thon's range with the spec's range message", () => {
    expect(checkCompletedUnits('1', range)).toEqual({ problem: messages.resultsOutOfRange });
    expect(checkCompletedUnits('41', range)).toEqual({ problem: messages.resultsOutOfRange });
    expect(checkCompletedUnits('99999999999999999999', range)).toEqual({
      problem: messages.resultsOutOfRange,
    });
  });
});
