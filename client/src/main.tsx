import "@/lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "@/app/provider";
import { AppRouter, preloadFirstScreen } from "@/app/router";
import { activateLanguage, pageLanguage } from "@/lib/i18n";
import { leaveAgainIfReturned } from "@/lib/quick-exit";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// Back after a Quick exit must not show the site again (docs/decisions/021): leave before drawing anything.
if (!leaveAgainIfReturned()) {
  // The page's language and its catalog before the first draw, so no screen flashes in the other (docs/decisions/038);
  // and the code of the screen the page opens on, so it draws without a second wait. Not awaited at the top level:
  // the screen's chunks import this entry's, which would wait for this module to finish, and it for them.
  void Promise.all([activateLanguage(pageLanguage()), preloadFirstScreen(window.location.pathname)]).then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
