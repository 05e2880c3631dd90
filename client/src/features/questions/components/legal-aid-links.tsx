import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { LegalAidResourceDto } from "@shared/api/types";

// The resources are data (server/db/legal-aid-seed.ts), named in English. The national ones are described, not only
// named, so they are said in the page's language, found by their address; an organization's own name (each state's
// site) stays as it is, as does any entry an admin added (docs/decisions/038).
const DESCRIBED: Record<string, MessageDescriptor> = {
  "https://www.lawhelp.org/": msg`LawHelp.org: free legal aid programs near you`,
  "https://www.lsc.gov/": msg`Legal Services Corporation: find legal aid`,
  "https://www.thehotline.org/": msg`National Domestic Violence Hotline (1-800-799-7233)`,
};

/**
 * Where else to turn: the state's legal-aid services, then the national ones (docs/decisions/020 and 029). On the ask
 * form they open in a new tab, so what was typed stays.
 */
export function LegalAidLinks({ resources, newTab = false }: { resources: LegalAidResourceDto[]; newTab?: boolean }) {
  const { t, i18n } = useLingui();
  if (resources.length === 0) return null;
  return (
    <ul aria-label={t`Legal aid resources`} className="grid gap-2">
      {resources.map((r) => {
        const described = DESCRIBED[r.url];
        return (
          <li key={r.url}>
            <a
              href={r.url}
              rel="noopener noreferrer"
              target={newTab ? "_blank" : undefined}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {described ? i18n._(described) : r.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
