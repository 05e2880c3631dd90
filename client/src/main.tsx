import "@/lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";
import { activateLanguage, pageLanguage } from "@/lib/i18n";
import { leaveAgainIfReturned } from "@/lib/quick-exit";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// Back after a Quick exit must not show the site again (docs/decisions/021): leave before drawing anything.
if (!leaveAgainIfReturned()) {
  // The page's language and its catalog before the first draw, so no screen flashes in the other (docs/decisions/038).
  await activateLanguage(pageLanguage());
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
