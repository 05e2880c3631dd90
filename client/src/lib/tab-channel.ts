const ends = new Map<string, BroadcastChannel | null>();

/**
 * This tab's one end of a channel that every open tab of this site shares, made once a name; null where the browser
 * has no BroadcastChannel (then each tab learns of a change only at its next call or load). A channel's own end does
 * not hear what it sends.
 */
export function tabChannel(name: string): BroadcastChannel | null {
  if (!ends.has(name)) {
    let end: BroadcastChannel | null = null;
    try {
      end = typeof BroadcastChannel === "function" ? new BroadcastChannel(name) : null;
    } catch {
      end = null;
    }
    ends.set(name, end);
  }
  return ends.get(name) ?? null;
}
