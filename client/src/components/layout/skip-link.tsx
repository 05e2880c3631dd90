import { Trans } from "@lingui/react/macro";

export const MAIN_CONTENT_ID = "main-content";

/** The first focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
