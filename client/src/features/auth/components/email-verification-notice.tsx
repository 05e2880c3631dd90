import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/hooks/use-toast";

type Notice = Parameters<typeof toast>[0];

/**
 * Outcomes that arrive as a query on a full page load: the server's e-mail verification link ends at /?verified=1
 * or /?verified=0 (docs/architecture.md), and a deleted account lands on /?deleted=1 (section 9.5).
 */
const NOTICES: Record<string, Record<string, Notice>> = {
  verified: {
    "1": { title: "Email Verified", description: "Thank you. Your email address is confirmed." },
    "0": {
      variant: "destructive",
      title: "Verification link is invalid or has expired",
      description: "Please use the link from your most recent email.",
    },
  },
  deleted: {
    "1": { title: "Account Deleted", description: "Your account and its data have been deleted. You are signed out." },
  },
};

/** Shows such an outcome once, then drops the query so a reload or bookmark does not repeat it. */
export function EmailVerificationNotice() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const keys = Object.keys(NOTICES).filter((k) => NOTICES[k]?.[params.get(k) ?? ""]);
    if (keys.length === 0) return;
    if (shown.current !== search) {
      shown.current = search;
      for (const k of keys) toast(NOTICES[k]![params.get(k)!]!);
    }
    for (const k of keys) params.delete(k);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [search, location, navigate]);

  return null;
}
