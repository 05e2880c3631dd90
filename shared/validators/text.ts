import { z } from "zod";

// docs/decisions/014: person names refuse control characters and anything that looks like a link. A name is
// the one place a stranger's words reach ClearCounsel's own pages and messages, so it cannot carry line breaks,
// invisible direction marks or an address to click.
// \p{Cc}: C0/C1 controls (newline, tab, NUL...); \p{Cf}: format characters (bidi overrides, zero-width joiners).
const CONTROL = /[\p{Cc}\p{Cf}]/u;
const LINK = /:\/\/|www\./i;

export const hasControlCharacter = (s: string) => CONTROL.test(s);
export const looksLikeLink = (s: string) => LINK.test(s);

/** A person's name: required, at most `max` characters, no control characters, no links. */
export const personName = (label: string, required: string, max = 100) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v) && !looksLikeLink(v), `${label} must not contain links or line breaks`);
