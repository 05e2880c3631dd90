import { useEffect, useRef, useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { UNDO_MS } from "@/config/timings";

/** The word a decided card shows, by the kind of decision (kept as a key, so a language switch redraws it). */
const DECISION_WORDS = {
  approved: msg({ message: "Approved", context: "a decided card" }),
  rejected: msg({ message: "Rejected", context: "a decided card" }),
  verified: msg({ message: "Verified", context: "a decided card" }),
  revoked: msg({ message: "Revoked", context: "a decided card" }),
  reinstated: msg({ message: "Reinstated", context: "a decided card" }),
};
export type DecisionWord = keyof typeof DECISION_WORDS;

interface Waiting {
  timer: ReturnType<typeof setTimeout>;
  send: () => void;
}

export interface Decisions {
  /** The word shown on each decided card that is waiting ("approved"), by the card's id. */
  decided: ReadonlyMap<number, DecisionWord>;
  /** The decided cards whose decision has been sent and is not yet answered: too late for Undo. */
  sending: ReadonlySet<number>;
  /** Marks the card decided and sends the decision when UNDO_MS has passed, unless it is undone first. */
  decide: (id: number, word: DecisionWord, send: () => void) => void;
  /** Takes the decision back before it was sent; focus goes back to the element with `openerId`. Once sent, nothing. */
  undo: (id: number, openerId: string) => void;
  /**
   * The decision was answered (the card leaves the list, or comes back on a failure), with what happened for the
   * status line, which takes focus when the card had it: a failure says so there too, not the last success.
   */
  settle: (id: number, message: string) => void;
  /** The section's status line: the last decision, said and focused when its card is gone. */
  message: string;
  statusId: string;
}

/**
 * docs/decisions/033: a decision waits a few seconds on its card, in place, with Undo, and is sent only then, so
 * Undo takes back something that never left the browser. Leaving the page sends what is waiting at once.
 */
export function useDecisions(statusId: string, delayMs = UNDO_MS): Decisions {
  const [decided, setDecided] = useState<ReadonlyMap<number, DecisionWord>>(new Map());
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState("");
  const waiting = useRef(new Map<number, Waiting>());
  // Read by undo() in the same moment the timer fires, before a render could show the card as sending.
  const sent = useRef(new Set<number>());
  const [refocus, setRefocus] = useState<{ id: string } | null>(null);

  useEffect(() => {
    const pending = waiting.current;
    const sentIds = sent.current;
    const sendAll = () => {
      for (const [id, { timer, send }] of pending) {
        clearTimeout(timer);
        // A page kept by the browser's back-forward cache may be shown again: its cards say they were sent.
        sentIds.add(id);
        setSending((s) => new Set(s).add(id));
        send();
      }
      pending.clear();
    };
    // Leaving the page sends what is waiting at once: in the app (this screen unmounts), and by a reload, a typed
    // address or a closed tab (pagehide), which unmounts nothing; the request is a keepalive one (lib/api-client.ts),
    // so the browser finishes it after the page is gone.
    window.addEventListener("pagehide", sendAll);
    return () => {
      window.removeEventListener("pagehide", sendAll);
      sendAll();
    };
  }, []);

  useEffect(() => {
    if (refocus) document.getElementById(refocus.id)?.focus();
  }, [refocus]);

  const without = (id: number) => {
    sent.current.delete(id);
    setDecided((d) => {
      const next = new Map(d);
      next.delete(id);
      return next;
    });
    setSending((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  };

  return {
    decided,
    sending,
    message,
    statusId,
    decide(id, word, send) {
      setDecided((d) => new Map(d).set(id, word));
      const timer = setTimeout(() => {
        waiting.current.delete(id);
        // Undo is about to leave the card: focus on it moves to the card first, never to the page (docs/ux.md).
        const card = document.activeElement?.closest(`[data-decided="${id}"]`);
        card?.querySelector<HTMLElement>("[data-decided-card]")?.focus();
        // The server commits what is sent whatever the page does next (an approval's e-mail, a revocation): from
        // now on the card offers no Undo, which would bring the old card back over a decision that stands.
        sent.current.add(id);
        setSending((s) => new Set(s).add(id));
        send();
      }, delayMs);
      waiting.current.set(id, { timer, send });
    },
    undo(id, openerId) {
      if (sent.current.has(id)) return;
      clearTimeout(waiting.current.get(id)?.timer);
      waiting.current.delete(id);
      without(id);
      setRefocus({ id: openerId });
    },
    settle(id, text) {
      // Focus on the card that goes away would fall to the page: it moves to the status line instead. The list may
      // have dropped the card already (its query is updated first), leaving focus on the page itself.
      const card = document.querySelector(`[data-decided="${id}"]`);
      const active = document.activeElement;
      const lost = active === null || active === document.body || (card?.contains(active) ?? false);
      without(id);
      setMessage(text);
      // After the render that writes the message: an empty status line is hidden and cannot take focus.
      if (lost) setRefocus({ id: statusId });
    },
  };
}

/** The status line under a list's heading: what was decided last, a place for focus when its card has gone. */
export function DecisionStatus({ decisions }: { decisions: Decisions }) {
  return (
    <p id={decisions.statusId} tabIndex={-1} role="status" className="text-sm text-muted-foreground empty:hidden">
      {decisions.message}
    </p>
  );
}

/**
 * A decided card, in the place of the card it replaces, until the decision is answered: "Approved · Undo", then
 * "Approved · Sending..." once it has been sent and can no longer be taken back. It takes focus as it appears, so
 * the keyboard stays where the decision was made.
 */
export function DecidedCard({
  id,
  word,
  name,
  sending,
  onUndo,
}: {
  id: number;
  word: DecisionWord;
  name: string;
  /** The decision has been sent: no Undo. */
  sending: boolean;
  onUndo: () => void;
}) {
  const { i18n, t } = useLingui();
  const said = i18n._(DECISION_WORDS[word]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <li data-decided={id}>
      <Card>
        <CardContent
          ref={ref}
          data-decided-card=""
          tabIndex={-1}
          role="group"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 p-4"
          aria-label={`${said}: ${name}`}
        >
          <span className="font-semibold">{said}</span>
          <span aria-hidden="true">·</span>
          {sending ? (
            <>
              <span>
                <Trans>Sending...</Trans>
              </span>
              <span className="basis-full text-sm text-muted-foreground">{name}</span>
            </>
          ) : (
            <>
              <Button variant="link" className="h-auto p-0" onClick={onUndo} aria-label={t`Undo: ${said} ${name}`}>
                <Trans>Undo</Trans>
              </Button>
              <span className="basis-full text-sm text-muted-foreground">
                <Trans>{name}. This is sent in a few seconds unless you undo it.</Trans>
              </span>
            </>
          )}
        </CardContent>
      </Card>
    </li>
  );
}
