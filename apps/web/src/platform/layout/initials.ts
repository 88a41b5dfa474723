/** Initials when the account has no name (spec §3). */
export const EMPTY_NAME_INITIALS = 'AD';

function firstLetter(word: string): string | undefined {
  return /[\p{L}\p{N}]/u.exec(word)?.[0];
}

/**
 * Initials of a full name, spec §3: an empty name gives "AD"; three or more words give the first
 * letters of the first and last word ("Nguyễn Văn An" → "NA"); otherwise the first letters of the
 * leading (one or two) words ("Trần Hùng" → "TH", "Admin" → "A"). Vietnamese letters are kept
 * ("Đặng Thu Thảo" → "ĐT"); words without a letter or digit ("-", "&") are ignored.
 */
export function nameInitials(fullname: string | null | undefined): string {
  const letters = (fullname ?? '')
    .normalize('NFC')
    .split(/\s+/)
    .map(firstLetter)
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return EMPTY_NAME_INITIALS;
  const picked = letters.length >= 3 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toLocaleUpperCase('vi');
}

/**
 * The one letter the avatar displays ("in the end one letter is displayed", spec §3): the first
 * letter of the initials, so "Nguyễn Văn An" shows "N" and an empty name shows "A". The full
 * initials and name stay available as the avatar's accessible label.
 */
export function avatarLetter(fullname: string | null | undefined): string {
  return Array.from(nameInitials(fullname))[0] ?? 'A';
}
