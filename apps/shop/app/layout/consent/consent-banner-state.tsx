import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

interface ConsentBannerState {
  /** The visitor asked to see the banner again (footer "Cookie settings"). */
  reopened: boolean;
  reopen: () => void;
  dismiss: () => void;
}

const ConsentBannerContext = createContext<ConsentBannerState | null>(null);

export function ConsentBannerProvider({ children }: { children: ReactNode }) {
  const [reopened, setReopened] = useState(false);
  const value = useMemo(
    () => ({ reopened, reopen: () => setReopened(true), dismiss: () => setReopened(false) }),
    [reopened],
  );
  return <ConsentBannerContext value={value}>{children}</ConsentBannerContext>;
}

export function useConsentBanner(): ConsentBannerState {
  const value = useContext(ConsentBannerContext);
  if (!value) throw new Error("useConsentBanner needs a ConsentBannerProvider above it");
  return value;
}
