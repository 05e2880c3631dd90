import { PrivacyNotice } from "@/features/policies/components/privacy-notice";
import { TermsOfUse } from "@/features/policies/components/terms-of-use";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { readOperator } from "@/lib/operator";
import { readPeriods } from "@/lib/periods";

/** /terms: the Terms of Use (docs/decisions/025), open to everyone. */
export function TermsPage() {
  useDocumentTitle("Terms of Use");
  return <TermsOfUse periods={readPeriods()} operator={readOperator()} />;
}

/** /privacy: the Privacy Notice (docs/decisions/025), open to everyone. */
export function PrivacyPage() {
  useDocumentTitle("Privacy Notice");
  return <PrivacyNotice periods={readPeriods()} operator={readOperator()} />;
}
