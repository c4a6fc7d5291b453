/**
 * The catalog's search box (issue 29, decision 072): what a customer typed, cut to a length the
 * search can answer quickly, and turned into an FTS5 query that can only ever be words. Shared by
 * the api (which runs it) and the web (which says when the words were cut).
 */

/** The most characters (code points, so an emoji is never split) a search uses. */
export const SEARCH_MAX_CHARACTERS = 100;

/** Said next to the search box when the words were cut. */
export const SEARCH_CUT_NOTICE = `Searched for the first ${SEARCH_MAX_CHARACTERS} characters`;

/** The most words one search matches: more only slows it down without finding anything else. */
const SEARCH_MAX_WORDS = 12;

/** The search's text with runs of white space made one, and cut to SEARCH_MAX_CHARACTERS. */
export function cutSearch(input: string): { text: string; cut: boolean } {
  const characters = Array.from(input.replace(/\s+/g, " ").trim());
  return { text: characters.slice(0, SEARCH_MAX_CHARACTERS).join("").trim(), cut: characters.length > SEARCH_MAX_CHARACTERS };
}

/**
 * The FTS5 MATCH expression of a search: each word (letters, digits and their marks; everything
 * else — quotes, `*`, parentheses, `:`, `^`, emoji — separates words, as it does in the index's
 * tokenizer) as a quoted string, so `AND`, `OR`, `NOT` and `NEAR` are words like any other; all
 * of them must match, the last one also as the start of a word ("past" finds pasta). Null when
 * the search has no word at all.
 */
export function ftsQuery(search: string): string | null {
  const words =
    cutSearch(search)
      .text.match(/[\p{L}\p{N}\p{M}]+/gu)
      ?.slice(0, SEARCH_MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `"${word}"*` : `"${word}"`)).join(" ");
}
