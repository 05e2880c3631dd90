import type { ExpectationDto } from "@shared/api/types";
import { stateName } from "@shared/states";
import { useExpectation } from "@/features/questions/api/get-expectation";
import { LegalAidLinks } from "@/features/questions/components/legal-aid-links";

// docs/decisions/029: once a state is chosen, the ask form says how likely an answer is and how soon, in plain
// words, or plainly that one is not guaranteed and where else to turn.

/** "about 8 in 10": the share in tenths, never "0 in 10" or "10 in 10" for a share that is neither. */
export function inTen(share: number): string {
  const tenths = Math.min(9, Math.max(1, Math.round(share * 10)));
  if (share >= 0.95) return "almost all";
  if (share < 0.05) return "very few";
  return `about ${tenths} in 10`;
}

/** "within a day", "within 2 days". */
export function withinDays(days: number): string {
  const whole = Math.max(1, Math.ceil(days));
  return whole === 1 ? "within a day" : `within ${whole} days`;
}

/** The sentence for a state's figures; null when there is no figure to give. */
export function expectationSentence(e: ExpectationDto): string | null {
  if (e.volunteers === 0 || e.answeredShare === null) return null;
  const name = stateName(e.state);
  const share = inTen(e.answeredShare);
  const soon = e.medianDaysToAnswer === null ? "" : `, usually ${withinDays(e.medianDaysToAnswer)}`;
  return `In ${name}, ${share} questions get an answer${soon}.`;
}

/** Under the state field: what to expect there. Says nothing until a state is chosen or if the figures fail to load. */
export function ExpectationNote({ state }: { state: string }) {
  const { data } = useExpectation(state);
  return (
    <div aria-live="polite" className="text-sm">
      {data && data.state === state ? <Expectation e={data} /> : null}
    </div>
  );
}

function Expectation({ e }: { e: ExpectationDto }) {
  const name = stateName(e.state);
  if (e.volunteers === 0) {
    return (
      <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p className="font-semibold">No volunteer attorney for {name} has joined yet.</p>
        <p>
          You can still send your question and it will wait for one, but an answer is not guaranteed. These free
          services may be able to help you now:
        </p>
        <LegalAidLinks resources={e.resources} newTab />
      </div>
    );
  }
  const sentence = expectationSentence(e);
  if (sentence) return <p className="text-muted-foreground">{sentence}</p>;
  return (
    <div className="grid gap-2 text-muted-foreground">
      <p>
        Not many questions about {name} have been asked here yet, so we cannot say how likely an answer is. An answer is
        not guaranteed. If your problem is urgent, these free services may also help:
      </p>
      <LegalAidLinks resources={e.resources} newTab />
    </div>
  );
}
