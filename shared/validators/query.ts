import { z } from "zod";

/**
 * The contract writes a list's URL with every filter named and empty (`?questionId=&actorId=&before=&limit=`): an
 * empty one means that filter is not used, as if it were left out.
 */
export const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema);

export const INVALID_LIMIT = "Invalid limit";

/**
 * A page's size: any larger value is the largest page (docs/architecture.md: larger values clamped), however many
 * digits it has, since it names no row and so, unlike an id, need not fit a 32-bit integer.
 */
export const pageLimitOf = (max: number, byDefault: number) =>
  z
    .union([z.string().regex(/^\d+$/, INVALID_LIMIT), z.number().int(INVALID_LIMIT)], { error: INVALID_LIMIT })
    .transform((v) => Math.min(Number(v), max))
    .pipe(z.number().min(1, INVALID_LIMIT))
    .default(byDefault);
