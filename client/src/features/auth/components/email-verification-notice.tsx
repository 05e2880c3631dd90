import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/hooks/use-toast";

/**
 * The server's e-mail verification link ends at /?verified=1 or /?verified=0 (DESIGN.md section 5).
 * Show the outcome once, then drop the query so a reload or bookmark does not repeat it.
 */
export function EmailVerificationNotice() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const shown = useRef<string | null>(null);
  const verified = new URLSearchParams(search).get("verified");

  useEffect(() => {
    if (verified !== "1" && verified !== "0") return;
    if (shown.current !== search) {
      shown.current = search;
      if (verified === "1") {
        toast({ title: "Email Verified", description: "Thank you. Your email address is confirmed." });
      } else {
        toast({
          variant: "destructive",
          title: "Verification link is invalid or has expired",
          description: "Please use the link from your most recent email.",
        });
      }
    }
    const rest = new URLSearchParams(search);
    rest.delete("verified");
    const query = rest.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [verified, search, location, navigate]);

  return null;
}
