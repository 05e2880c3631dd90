// docs/decisions/040: the server's and the validators' English messages, shown in the reader's language.

/** English (placeholders in braces, e.g. `{max}`) -> the same message in another language, same placeholders. */
export type Dictionary = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** A message's English with its placeholders blanked: what the coverage test compares with the sources. */
export const shapeOf = (english: string): string => english.replace(PLACEHOLDER, "{}");

/** The placeholders a message names, in order. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// "10,000" as the server writes it (en-US) -> "10.000"; other values stay as they came.
const localNumber = (value: string) =>
  /^\d{1,3}(,\d{3})+$/.test(value) ? Number(value.replace(/,/g, "")).toLocaleString("es") : value;

interface Pattern {
  match: RegExp;
  names: string[];
  target: string;
  /** Letters that are not placeholders: the more a pattern fixes, the sooner it is tried. */
  weight: number;
}

/**
 * A translator over `dictionary`: an exact message first, else the most specific pattern that matches it; a value
 * caught by a placeholder is itself translated when the dictionary has it (a field's label), and numbers take the
 * language's grouping. `undefined` for a message the dictionary does not know.
 */
export function makeTranslator(dictionary: Dictionary, locale = "es"): (text: string) => string | undefined {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, target] of Object.entries(dictionary)) {
    const names = placeholdersOf(english);
    if (names.length === 0) {
      exact.set(english, target);
      continue;
    }
    const literal = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const source = literal.map(escape).join("(.+?)");
    patterns.push({ match: new RegExp(`^${source}$`, "s"), names, target, weight: literal.join("").length });
  }
  patterns.sort((a, b) => b.weight - a.weight);
  const number = (value: string) => (locale === "es" ? localNumber(value) : value);

  return (text) => {
    const known = exact.get(text);
    if (known !== undefined) return known;
    for (const p of patterns) {
      const m = p.match.exec(text);
      if (!m) continue;
      const values = new Map(p.names.map((name, i) => [name, m[i + 1]!]));
      return p.target.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values.get(name);
        return value === undefined ? whole : (exact.get(value) ?? number(value));
      });
    }
    return undefined;
  };
}
