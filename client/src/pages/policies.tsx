import { useLingui } from "@lingui/react/macro";
import { PrivacyNotice } from "@/features/policies/components/privacy-notice";
import { TermsOfUse } from "@/features/policies/components/terms-of-use";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { readOperator } from "@/lib/operator";
import { readPeriods } from "@/lib/periods";

/** /terms: the Terms of Use (docs/decisions/025), open to everyone. */
export function TermsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms of Use`);
  return <TermsOfUse periods={readPeriods()} operator={readOperator()} />;
}

/** /privacy: the Privacy Notice (docs/decisions/025), open to everyone. */
export function PrivacyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy Notice`);
  return <PrivacyNotice periods={readPeriods()} operator={readOperator()} />;
}
