import { useEffect } from "react";
import { PRODUCT_NAME } from "@/config/product";

/** Sets the browser tab title ("Sign In | ClearCounsel"), so every screen has a distinct, descriptive title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
