import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ExpectationDto } from "@shared/api/types";
import type { Language } from "@shared/languages";
import { useAskLanguage, useExpectation } from "@/features/questions/api/get-expectation";
import { LegalAidLinks } from "@/features/questions/components/legal-aid-links";
import { useFormat } from "@/lib/format";

// docs/decisions/029: once a state is chosen, the ask form says how likely an answer is and how soon, in plain
// words, or plainly that one is not guaranteed and where else to turn. Each is said in the active language.

/** "about 8 in 10": the share in tenths, never "0 in 10" or "10 in 10" for a share that is neither. */
export function inTen(i18n: I18n, share: number): string {
  const tenths = Math.min(9, Math.max(1, Math.round(share * 10)));
  if (share >= 0.95) return i18n._(msg`almost all`);
  if (share < 0.05) return i18n._(msg`very few`);
  // One in ten is its own message: Spanish says "una", not "unas 1".
  if (tenths === 1) return i18n._(msg`about 1 in 10`);
  return i18n._(msg`about ${tenths} in 10`);
}

/** "within a day", "within 2 days". */
export function withinDays(i18n: I18n, days: number): string {
  const whole = Math.max(1, Math.ceil(days));
  return whole === 1 ? i18n._(msg`within a day`) : i18n._(msg`within ${whole} days`);
}

/**
 * The sentence for a state's figures for a question in `language`, `name` being the state's name in the page's
 * language; null without a figure. The spec's sentence is said of English questions; of Spanish ones it says so.
 */
export function expectationSentence(
  i18n: I18n,
  e: ExpectationDto,
  name: string,
  language: Language = "en",
): string | null {
  if (e.volunteers === 0 || e.answeredShare === null) return null;
  const share = inTen(i18n, e.answeredShare);
  const spanish = language === "es";
  if (e.medianDaysToAnswer === null) {
    return spanish
      ? i18n._(msg`In ${name}, ${share} questions in Spanish get an answer.`)
      : i18n._(msg`In ${name}, ${share} questions get an answer.`);
  }
  const soon = withinDays(i18n, e.medianDaysToAnswer);
  return spanish
    ? i18n._(msg`In ${name}, ${share} questions in Spanish get an answer, usually ${soon}.`)
    : i18n._(msg`In ${name}, ${share} questions get an answer, usually ${soon}.`);
}

/**
 * Under the state field: what to expect there for a question in the language it will be recorded in, the account's
 * (docs/decisions/036). Says nothing until a state is chosen or if the figures fail to load.
 */
export function ExpectationNote({ state }: { state: string }) {
  const language = useAskLanguage();
  const { data } = useExpectation(state);
  return (
    <div aria-live="polite" className="text-sm">
      {data && data.state === state ? <Expectation e={data} language={language} /> : null}
    </div>
  );
}

function Expectation({ e, language }: { e: ExpectationDto; language: Language }) {
  const { i18n } = useLingui();
  const { stateName } = useFormat();
  const name = stateName(e.state);
  if (e.volunteers === 0) {
    return (
      <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p className="font-semibold">
          {language === "es" ? (
            <Trans>No volunteer attorney for {name} who reads Spanish has joined yet.</Trans>
          ) : (
            <Trans>No volunteer attorney for {name} has joined yet.</Trans>
          )}
        </p>
        <p>
          <Trans>
            You can still send your question and it will wait for one, but an answer is not guaranteed. These free
            services may be able to help you now:
          </Trans>
        </p>
        <LegalAidLinks resources={e.resources} newTab />
      </div>
    );
  }
  const sentence = expectationSentence(i18n, e, name, language);
  if (sentence) return <p className="text-muted-foreground">{sentence}</p>;
  return (
    <div className="grid gap-2 text-muted-foreground">
      <p>
        <Trans>
          Not many questions about {name} have been asked here yet, so we cannot say how likely an answer is. An answer
          is not guaranteed. If your problem is urgent, these free services may also help:
        </Trans>
      </p>
      <LegalAidLinks resources={e.resources} newTab />
    </div>
  );
}
