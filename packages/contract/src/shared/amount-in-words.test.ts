import { describe, expect, it } from 'vitest';
import { amountInWords, isAmountInWordsRange, MAX_AMOUNT_IN_WORDS } from './amount-in-words.js';

const NINE_HUNDRED_NINETY_NINE = 'chín trăm chín mươi chín';

describe('amountInWords', () => {
  it.each([
    [0, 'không'],
    [1, 'một'],
    [4, 'bốn'],
    [5, 'năm'],
    [10, 'mười'],
    [11, 'mười một'],
    [14, 'mười bốn'],
    [15, 'mười lăm'],
    [19, 'mười chín'],
    [20, 'hai mươi'],
    [21, 'hai mươi mốt'],
    [24, 'hai mươi tư'],
    [25, 'hai mươi lăm'],
    [31, 'ba mươi mốt'],
    [55, 'năm mươi lăm'],
    [99, 'chín mươi chín'],
    [100, 'một trăm'],
    [101, 'một trăm lẻ một'],
    [104, 'một trăm lẻ bốn'],
    [105, 'một trăm lẻ năm'],
    [110, 'một trăm mười'],
    [111, 'một trăm mười một'],
    [115, 'một trăm mười lăm'],
    [121, 'một trăm hai mươi mốt'],
    [205, 'hai trăm lẻ năm'],
    [999, NINE_HUNDRED_NINETY_NINE],
    [1000, 'một nghìn'],
    [1001, 'một nghìn không trăm lẻ một'],
    [1005, 'một nghìn không trăm lẻ năm'],
    [1010, 'một nghìn không trăm mười'],
    [1015, 'một nghìn không trăm mười lăm'],
    [1021, 'một nghìn không trăm hai mươi mốt'],
    [1100, 'một nghìn một trăm'],
    [1234, 'một nghìn hai trăm ba mươi tư'],
    [10000, 'mười nghìn'],
    [15000, 'mười lăm nghìn'],
    [21000, 'hai mươi mốt nghìn'],
    [105000, 'một trăm lẻ năm nghìn'],
    [250500, 'hai trăm năm mươi nghìn năm trăm'],
    [1000000, 'một triệu'],
    [1000001, 'một triệu không trăm lẻ một'],
    [1000500, 'một triệu năm trăm'],
    [1050000, 'một triệu không trăm năm mươi nghìn'],
    [1001001, 'một triệu không trăm lẻ một nghìn không trăm lẻ một'],
    [1234567, 'một triệu hai trăm ba mươi tư nghìn năm trăm sáu mươi bảy'],
    [15000000, 'mười lăm triệu'],
    [1000000000, 'một tỷ'],
    [1000000001, 'một tỷ không trăm lẻ một'],
    [1000050000, 'một tỷ không trăm năm mươi nghìn'],
    [2005000000, 'hai tỷ không trăm lẻ năm triệu'],
    [21000000000, 'hai mươi mốt tỷ'],
    [1000000000000, 'một nghìn tỷ'],
    [1500000000000, 'một nghìn năm trăm tỷ'],
    [1001000000000, 'một nghìn không trăm lẻ một tỷ'],
    [1000000000000000, 'một triệu tỷ'],
    [1000001000000000, 'một triệu không trăm lẻ một tỷ'],
    [5000000000000001, 'năm triệu tỷ không trăm lẻ một'],
    [
      8999999999999999,
      `tám triệu ${NINE_HUNDRED_NINETY_NINE} nghìn ${NINE_HUNDRED_NINETY_NINE} tỷ ` +
        `${NINE_HUNDRED_NINETY_NINE} triệu ${NINE_HUNDRED_NINETY_NINE} nghìn ${NINE_HUNDRED_NINETY_NINE}`,
    ],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('reads the largest amount as a bigint too', () => {
    expect(MAX_AMOUNT_IN_WORDS).toBe(8999999999999999);
    expect(amountInWords(8999999999999999n)).toBe(amountInWords(MAX_AMOUNT_IN_WORDS));
    expect(amountInWords(123n)).toBe('một trăm hai mươi ba');
  });

  it('reads money: first letter upper-cased and " đồng" appended', () => {
    expect(amountInWords(105, { currency: true })).toBe('Một trăm lẻ năm đồng');
    expect(amountInWords(0, { currency: true })).toBe('Không đồng');
    expect(amountInWords(1500000, { currency: true })).toBe('Một triệu năm trăm nghìn đồng');
    expect(amountInWords(8999999999999999, { currency: true })).toMatch(/^Tám triệu .* chín mươi chín đồng$/);
  });

  it('reads "linh" instead of "lẻ" on request (Northern usage)', () => {
    expect(amountInWords(105, { zeroTens: 'linh' })).toBe('một trăm linh năm');
    expect(amountInWords(1001, { zeroTens: 'linh', currency: true })).toBe(
      'Một nghìn không trăm linh một đồng',
    );
  });

  it.each([
    [9000000000000000],
    [8999999999999999n + 1n],
    [-1],
    [-1n],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('refuses %s with a RangeError', (amount) => {
    expect(isAmountInWordsRange(amount)).toBe(false);
    expect(() => amountInWords(amount)).toThrow(RangeError);
    expect(() => amountInWords(amount)).toThrow(/integer from 0 to 8999999999999999/);
  });

  it('accepts the bounds', () => {
    expect(isAmountInWordsRange(0)).toBe(true);
    expect(isAmountInWordsRange(MAX_AMOUNT_IN_WORDS)).toBe(true);
  });
});
