import { useLingui } from "@lingui/react/macro";
import type { LegalAidResourceDto } from "@shared/api/types";

/**
 * Where else to turn: the state's legal-aid services, then the national ones (docs/decisions/020 and 029). On the ask
 * form they open in a new tab, so what was typed stays.
 */
export function LegalAidLinks({ resources, newTab = false }: { resources: LegalAidResourceDto[]; newTab?: boolean }) {
  const { t } = useLingui();
  if (resources.length === 0) return null;
  return (
    <ul aria-label={t`Legal aid resources`} className="grid gap-2">
      {resources.map((r) => (
        <li key={r.url}>
          <a
            href={r.url}
            rel="noopener noreferrer"
            target={newTab ? "_blank" : undefined}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {r.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
