import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PRODUCT_NAME } from "@/config/product";
import { toast } from "@/hooks/use-toast";
import { saveFile } from "@/lib/browser";

const FILE_NAME = "recovery-codes.txt";
export const RECOVERY_CODES_TITLE_ID = "recovery-codes-title";

/**
 * The recovery codes, shown once (docs/decisions/031): the server keeps only their hashes. Its heading takes focus, so
 * the person reads the warning first; "I have saved them" is the only way on, and the codes are gone after it.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join("\n");
  const fileTitle = t`${PRODUCT_NAME} recovery codes`;
  const warning = t`Keep these somewhere safe. Each one works once, if you lose your phone.`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t`Codes Copied`, description: t`Paste them somewhere safe, such as a password manager.` });
    } catch {
      toast({ variant: "destructive", title: t`Not Copied`, description: t`Please select the codes and copy them.` });
    }
  };
  const download = () => {
    const body = `${fileTitle}\n\n${warning}\n\n${text}\n`;
    saveFile(FILE_NAME, new Blob([body], { type: "text/plain" }));
  };

  return (
    <section className="grid gap-4" aria-labelledby={RECOVERY_CODES_TITLE_ID}>
      <h3 ref={heading} id={RECOVERY_CODES_TITLE_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Save your recovery codes</Trans>
      </h3>
      <p className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
        {warning} <Trans>You will not see them again.</Trans>
      </p>
      <ul aria-label={t`Recovery codes`} className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          <Trans>Copy codes</Trans>
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          <Trans>Download as .txt</Trans>
        </Button>
      </div>
      <Button className="justify-self-start" onClick={onDone}>
        <Trans>I have saved them</Trans>
      </Button>
    </section>
  );
}
