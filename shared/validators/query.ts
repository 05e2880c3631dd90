import { z } from "zod";

/**
 * The contract writes a list's URL with every filter named and empty (`?questionId=&actorId=&before=&limit=`): an
 * empty one means that filter is not used, as if it were left out.
 */
export const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema);
