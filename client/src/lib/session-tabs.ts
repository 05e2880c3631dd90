import { tabChannel } from "@/lib/tab-channel";

// docs/decisions/055: every open tab of this site hears who signs in and out in another, so no tab keeps showing a
// person who has left, or files what it sends under someone else.
const CHANNEL = "cc-session";

/** What a tab says when the browser's session changes: who signed in, or that nobody is signed in any more. */
export type SessionNews = { signedIn: string } | { signedOut: true };

export function announceSession(news: SessionNews): void {
  tabChannel(CHANNEL)?.postMessage(news);
}

/** What another tab said, or null for anything else on the channel. */
function read(data: unknown): SessionNews | null {
  if (typeof data !== "object" || data === null) return null;
  const news = data as Record<string, unknown>;
  if (news.signedOut === true) return { signedOut: true };
  return typeof news.signedIn === "string" ? { signedIn: news.signedIn } : null;
}

/** Calls `hear` with each change another tab announces; returns what stops it. */
export function onSessionNews(hear: (news: SessionNews) => void): () => void {
  const end = tabChannel(CHANNEL);
  if (!end) return () => undefined;
  const listener = (event: MessageEvent) => {
    const news = read(event.data);
    if (news) hear(news);
  };
  end.addEventListener("message", listener);
  return () => end.removeEventListener("message", listener);
}
