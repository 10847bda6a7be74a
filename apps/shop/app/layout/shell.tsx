import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AccountSync } from "../account/account-sync.tsx";
import { SignedOutNotice } from "../account/signed-out-notice.tsx";
import { BuildUpdateCheck } from "../build-update/build-update-check.tsx";
import { useT } from "../i18n/use-t.ts";
import { ListAlerts } from "../shopper-lists/list-alerts-region.tsx";
import { NewsletterPrompt } from "../newsletter/newsletter-prompt.tsx";
import { ConsentBannerProvider } from "./consent/consent-banner-state.tsx";
import { CookieConsent } from "./consent/cookie-consent.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header/header.tsx";
import { LoadingBar } from "./loading-bar.tsx";
import { ModalsProvider } from "./modals.tsx";
import { Overlay } from "./overlay.tsx";
import { cookieBarPositionFromPath, useShopHandle } from "./route-handle.ts";
import { TapToTop } from "./tap-to-top.tsx";
import { ThemeSettings } from "./theme-settings/theme-settings.tsx";

/** The page shell of spec §2: loading indicator, header, the page, footer and the extras. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const handle = useShopHandle();
  const { pathname } = useLocation();
  if (handle.adminFrame || handle.printFrame) return children;
  return (
    <ModalsProvider>
      <ConsentBannerProvider>
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-surface p-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t("common.skipToContent")}
        </a>
        <LoadingBar />
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          <SignedOutNotice />
          {children}
        </main>
        <Footer />
        {!handle.hideTapToTop && <TapToTop />}
        {!handle.hideThemeSettings && <ThemeSettings />}
        <NewsletterPrompt />
        <CookieConsent
          position={handle.cookieBarDemo ? cookieBarPositionFromPath(pathname) : "bottom"}
          demo={handle.cookieBarDemo === true}
        />
        <Overlay />
        <ListAlerts />
        <BuildUpdateCheck />
        <AccountSync />
      </ConsentBannerProvider>
    </ModalsProvider>
  );
}
