import { useLingui } from "@lingui/react/macro";
import type { Language } from "@shared/languages";
import { useExpectation } from "@/features/questions/api/get-expectation";
import { useFormat } from "@/lib/format";

/**
 * When no volunteer may answer a question about `state` in `language` yet (docs/decisions/029), the sentence that says
 * so and that an answer is not guaranteed; null otherwise, or while that is not known. What follows sending and the
 * waiting question's page say it instead of a promise of 24 hours, as the ask form does.
 */
export function useNoVolunteerSentence(state: string | null, language: Language): string | null {
  const { t } = useLingui();
  const { stateName } = useFormat();
  const { data } = useExpectation(state ?? "", language);
  if (!state || data?.state !== state || data.volunteers !== 0) return null;
  const name = stateName(state);
  return language === "es"
    ? t`No volunteer attorney for ${name} who reads Spanish has joined yet, so an answer is not guaranteed.`
    : t`No volunteer attorney for ${name} has joined yet, so an answer is not guaranteed.`;
}
