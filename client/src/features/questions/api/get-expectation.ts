import { useQuery } from "@tanstack/react-query";
import type { ExpectationDto } from "@shared/api/types";
import type { Language } from "@shared/languages";
import { apiJson } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { useLanguage } from "@/lib/format";

/** The language a question asked now is recorded in: the account's (docs/decisions/036), else the page's. */
export function useAskLanguage(): Language {
  const { user } = useAuth();
  const page = useLanguage();
  return user?.locale ?? page;
}

/**
 * What an asker can expect in a state for a question in the language it will be in (or, for a question already
 * asked, the language it is in): how often and how soon such
 * questions were answered, and how many volunteers there read it (docs/decisions/029).
 */
export function useExpectation(state: string, questionLanguage?: Language) {
  const asking = useAskLanguage();
  const language = questionLanguage ?? asking;
  return useQuery({
    queryKey: ["/api/outcomes/expectation", state, language],
    queryFn: () =>
      apiJson<ExpectationDto>(
        "GET",
        `/api/outcomes/expectation?state=${encodeURIComponent(state)}&language=${language}`,
      ),
    enabled: state !== "",
  });
}
