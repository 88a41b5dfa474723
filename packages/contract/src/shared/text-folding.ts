/**
 * Vietnamese text folding for search: `  Đặng Thị-HƯƠNG, ` → `dang thihuong`.
 *
 * Per character: lower case, tone and vowel marks dropped (NFD, then every combining mark removed),
 * `đ` → `d` (and the few Latin letters `unaccent` spells out: ð ø ł æ œ ß), punctuation (Unicode
 * `\p{P}`) removed; then whitespace runs become one space and the ends are trimmed.
 *
 * The server's SQL `fold_text()` is `lower(unaccent(x))`: for letters both give the same text, so a
 * folded query found by the web matches what the server finds. The web additionally drops punctuation
 * and collapses whitespace (a superset: `0912-345-678` and `0912345678` fold alike).
 */

/** Letters that NFD does not decompose but `unaccent` maps, lower-cased. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
};

const COMBINING_MARKS = /\p{M}/gu;
const PUNCTUATION = /^\p{P}$/u;
const WHITESPACE = /^\s$/u;

/** Folded form of one code point: `''` for marks and punctuation, `' '` for whitespace. */
const foldCache = new Map<string, string>();
function foldChar(char: string): string {
  const cached = foldCache.get(char);
  if (cached !== undefined) return cached;
  let folded: string;
  if (WHITESPACE.test(char)) folded = ' ';
  else if (PUNCTUATION.test(char)) folded = '';
  else {
    folded = char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
    folded = [...folded].map((c) => SPECIAL_LETTERS[c] ?? c).join('');
  }
  if (foldCache.size < 10_000) foldCache.set(char, folded);
  return folded;
}

/** Folded text plus, for each of its characters, the `[start, end)` UTF-16 range it came from. */
export interface FoldedText {
  text: string;
  sources: ReadonlyArray<readonly [number, number]>;
}

/** Folds like `foldVietnamese` and remembers where each folded character came from (highlighting). */
export function foldVietnameseIndexed(value: string): FoldedText {
  let text = '';
  const sources: Array<readonly [number, number]> = [];
  let index = 0;
  for (const char of value) {
    const start = index;
    index += char.length;
    const folded = foldChar(char);
    if (folded === ' ') {
      // Collapse whitespace runs and skip leading whitespace; a trailing space is dropped below.
      if (text === '' || text.endsWith(' ')) continue;
    }
    for (const c of folded) {
      text += c;
      sources.push([start, index]);
    }
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    sources.pop();
  }
  return { text, sources };
}

/** Fold Vietnamese text for search: lower case, no diacritics (đ → d), no punctuation, single spaces. */
export function foldVietnamese(value: string): string {
  return foldVietnameseIndexed(value).text;
}

/** True when `query`, folded, occurs in `text`, folded; an empty (folded) query matches everything. */
export function matchesFolded(text: string, query: string): boolean {
  const q = foldVietnamese(query);
  return q === '' || foldVietnamese(text).includes(q);
}

/**
 * `[start, end)` ranges of `text` (UTF-16 indices into the original, marks included) where the folded
 * query occurs, non-overlapping, left to right: `foldedMatchRanges('Đức Anh', 'duc')` → `[[0, 3]]`.
 */
export function foldedMatchRanges(text: string, query: string): Array<[number, number]> {
  const q = foldVietnamese(query);
  if (q === '') return [];
  const { text: folded, sources } = foldVietnameseIndexed(text);
  const ranges: Array<[number, number]> = [];
  let from = folded.indexOf(q);
  while (from !== -1) {
    const first = sources[from];
    const last = sources[from + q.length - 1];
    if (first && last) {
      let end = last[1];
      // Keep combining marks that follow the last matched letter (text typed in decomposed form).
      while (end < text.length && /\p{M}/u.test(text[end] ?? '')) end += 1;
      const previous = ranges.at(-1);
      if (previous && previous[1] >= first[0]) previous[1] = Math.max(previous[1], end);
      else ranges.push([first[0], end]);
    }
    from = folded.indexOf(q, from + q.length);
  }
  return ranges;
}
