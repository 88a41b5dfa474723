import { describe, expect, it } from 'vitest';
import { foldedMatchRanges, foldVietnamese, foldVietnameseIndexed, matchesFolded } from './text-folding.js';

describe('foldVietnamese', () => {
  it.each([
    ['  Đặng   Thị HƯƠNG ', 'dang thi huong'],
    ['Phó tổng giám đốc', 'pho tong giam doc'],
    ['Nguyễn Văn Đức', 'nguyen van duc'],
    ['ĐƯỜNG Lê Lợi', 'duong le loi'],
    ['ắằẳẵặ ấầẩẫậ ếềểễệ ốồổỗộ ớờởỡợ ứừửữự ýỳỷỹỵ', 'aaaaa aaaaa eeeee ooooo ooooo uuuuu yyyyy'],
    ['Hồ Chí Minh, Việt Nam.', 'ho chi minh viet nam'],
    ['Công ty TNHH (Kênh) - "Chi nhánh" #1!', 'cong ty tnhh kenh chi nhanh 1'],
    ['0912-345-678', '0912345678'],
    ['a\t\n b', 'a b'],
    ['Tab\u00a0non-breaking', 'tab nonbreaking'],
    ['Straße Øre Łódź Æsir Œuvre', 'strasse ore lodz aesir oeuvre'],
    ['', ''],
    ['  ...  ', ''],
  ])('%j → %j', (input, expected) => {
    expect(foldVietnamese(input)).toBe(expected);
  });

  it('folds text typed in decomposed form (NFD) like the composed form', () => {
    const composed = 'Nguyễn Đức Hạnh';
    expect(foldVietnamese(composed.normalize('NFD'))).toBe('nguyen duc hanh');
    expect(foldVietnamese(composed.normalize('NFD'))).toBe(foldVietnamese(composed));
  });

  it('agrees with the server rule lower(unaccent(x)) for letters and digits', () => {
    // unaccent strips marks and maps đ → d; lower-case; the web keeps the same letters.
    const words = ['Quảng Ngãi', 'Bà Rịa–Vũng Tàu', 'Thừa Thiên Huế', 'ĐẮK LẮK', 'Kênh 24'];
    const sqlLike = (s: string) =>
      s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
    for (const word of words) {
      const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');
      expect(letters(foldVietnamese(word))).toBe(letters(sqlLike(word)));
    }
  });
});

describe('foldVietnameseIndexed', () => {
  it('maps every folded character back to its source range', () => {
    const { text, sources } = foldVietnameseIndexed(' Đức, An ');
    expect(text).toBe('duc an');
    expect(sources).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [5, 6],
      [6, 7],
      [7, 8],
    ]);
  });

  it('maps letters spelled with two characters to the one source letter', () => {
    expect(foldVietnameseIndexed('Æ').sources).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });
});

describe('matching and highlight ranges', () => {
  it('matches ignoring case, marks and punctuation; an empty query matches everything', () => {
    expect(matchesFolded('Nguyễn Văn Đức', 'duc')).toBe(true);
    expect(matchesFolded('Nguyễn Văn Đức', 'VĂN ĐỨC')).toBe(true);
    expect(matchesFolded('Nguyễn Văn Đức', 'an')).toBe(true);
    expect(matchesFolded('Nguyễn Văn Đức', 'anh')).toBe(false);
    expect(matchesFolded('Nguyễn Văn Đức', '   ')).toBe(true);
  });

  it('gives the source ranges of every match', () => {
    expect(foldedMatchRanges('Đức Anh', 'duc')).toEqual([[0, 3]]);
    expect(foldedMatchRanges('Đức Anh', 'ĐỨC')).toEqual([[0, 3]]);
    expect(foldedMatchRanges('Ân, ăn và ẩn', 'an')).toEqual([
      [0, 2],
      [4, 6],
      [10, 12],
    ]);
    expect(foldedMatchRanges('aaaa', 'aa')).toEqual([[0, 4]]);
    expect(foldedMatchRanges('Đức Anh', '')).toEqual([]);
    expect(foldedMatchRanges('Đức Anh', 'xyz')).toEqual([]);
  });

  it('spans punctuation skipped inside a match and combining marks after it', () => {
    expect(foldedMatchRanges('0912-345', '12345')).toEqual([[2, 8]]);
    const nfd = 'Đức'.normalize('NFD');
    expect(foldedMatchRanges(nfd, 'duc')).toEqual([[0, nfd.length]]);
  });
});
