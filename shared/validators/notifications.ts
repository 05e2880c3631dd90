import { z } from "zod";
import { NOTIFY_FREQUENCIES } from "../schema/attorneys";

// docs/decisions/030: how often an approved attorney hears of new questions, and in which categories.
export const NOTIFY_FREQUENCY_MESSAGE = "Please choose how often to hear of new questions";
export const NOTIFY_CATEGORIES_MESSAGE = "Categories must be a list of category ids";
export const NOTIFY_UNKNOWN_CATEGORY = "Please choose categories from the list";
/** More than every category there is; a bound on the body, not a rule about categories. */
export const NOTIFY_CATEGORIES_MAX = 100;

export const notificationSettingsInputSchema = z.object({
  frequency: z.enum(NOTIFY_FREQUENCIES, { error: NOTIFY_FREQUENCY_MESSAGE }),
  categoryIds: z
    .array(
      z
        .number({ error: NOTIFY_CATEGORIES_MESSAGE })
        .int(NOTIFY_CATEGORIES_MESSAGE)
        .positive(NOTIFY_UNKNOWN_CATEGORY)
        // A category id is a Postgres integer: a larger number names no category.
        .max(2_147_483_647, NOTIFY_UNKNOWN_CATEGORY),
      { error: NOTIFY_CATEGORIES_MESSAGE },
    )
    .max(NOTIFY_CATEGORIES_MAX, NOTIFY_CATEGORIES_MESSAGE),
});

/**
 * The one-click unsubscribe (RFC 8058): the token comes in the link's query, and may also come in a form or JSON
 * body (the SPA's page, which asks first, posts it).
 */
export const UNSUBSCRIBE_TOKEN_MESSAGE = "This unsubscribe link is not valid";
export const unsubscribeTokenSchema = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
    .min(1, UNSUBSCRIBE_TOKEN_MESSAGE)
    .max(200, UNSUBSCRIBE_TOKEN_MESSAGE),
});

export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
