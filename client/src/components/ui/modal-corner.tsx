import { createContext, useContext, type ReactNode } from "react";

/**
 * What every modal shows first, at its top, given by the app (app/provider.tsx): a primitive does not know what the
 * app needs there. The app gives Quick exit, which a modal's overlay hides on the page (docs/decisions/021).
 */
const ModalCornerContext = createContext<ReactNode>(null);

export const ModalCornerProvider = ModalCornerContext.Provider;

export function ModalCorner() {
  return useContext(ModalCornerContext);
}
