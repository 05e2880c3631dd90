import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";

/**
 * The otpauth:// link as a QR code for the authenticator app to scan. `qrcode` is loaded here only, when setup
 * starts (docs/performance.md), and draws an SVG, shown as an image with a text alternative.
 */
export function QrCode({ text }: { text: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((QRCode) => QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (failed)
    return (
      <p className="text-sm">
        <Trans>The QR code could not be shown. Type the key below into your app.</Trans>
      </p>
    );
  if (!src) return <Spinner label={t`Making the QR code...`} />;
  return (
    <img
      src={src}
      width={192}
      height={192}
      alt={t`QR code to scan with your authenticator app. If you can't scan it, type the key shown below.`}
      className="size-48 rounded-md border bg-white"
    />
  );
}
