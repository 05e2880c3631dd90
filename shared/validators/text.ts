import { z } from "zod";

// docs/decisions/014: person names refuse control characters and anything that looks like a link. A name is
// the one place a stranger's words reach ClearCounsel's own pages and messages, so it cannot carry line breaks,
// invisible direction marks or an address to click.
// \p{Cc}: C0/C1 controls (newline, tab, NUL...); \p{Cf}: format characters (bidi overrides, zero-width joiners);
// \p{Zl}, \p{Zp}: the line and paragraph separators (U+2028, U+2029), line breaks too.
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const LINK = /:\/\/|www\./i;

export const hasControlCharacter = (s: string) => CONTROL.test(s);

// White space and invisible format characters (zero-width space, joiners, word joiner, byte-order mark) at either end.
const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * Trims a text field as `.trim()` does, and the invisible characters with the white space: a title or a question made
 * only of zero-width spaces is empty, not ten characters long, and is refused as empty is.
 */
export const trimText = (s: string): string => s.replace(INVISIBLE_ENDS, "");
export const looksLikeLink = (s: string) => LINK.test(s);

/** A person's name: required, at most `max` characters, no control characters, no links. */
export const personName = (label: string, required: string, max = 100) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (v) => !hasControlCharacter(v) && !looksLikeLink(v),
      `${label} must not contain links, line breaks or hidden characters`,
    );
