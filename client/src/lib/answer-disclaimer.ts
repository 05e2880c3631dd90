import { msg } from "@lingui/core/macro";

/**
 * The standard disclaimer an answer carries when its attorney leaves it on: the words Compose Answer shows beside the
 * checkbox are the words the asker then reads under the answer.
 */
export const ANSWER_DISCLAIMER = msg`This response is general legal information, not legal advice, and does not create an attorney-client relationship. For advice about your situation, consult an attorney licensed in your state.`;
