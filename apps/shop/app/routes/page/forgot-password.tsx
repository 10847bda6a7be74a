// /page/forgot_password: starts the login flow's password recovery for the e-mail given
// (prefilled from `?email=`), then hands over to <hanko-login> for the code and the new
// password. When the provider has no passwords to reset it says that sign-in is by e-mailed
// code and links to login. Spec §2: no tap-to-top on this page.
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AccountPage } from "../../account/account-page.tsx";
import { AuthWidget } from "../../account/auth-widget.tsx";
import { goAfterSignIn } from "../../account/go-after-sign-in.ts";
import { DASHBOARD_PATH, LOGIN_PATH } from "../../account/guards.ts";
import { loadAuthElements } from "../../account/load-auth-elements.ts";
import {
  FLOW_CACHE_KEY,
  startPasswordRecovery,
  type RecoveryOutcome,
} from "../../account/start-password-recovery.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useAuthUrl } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.forgotPassword.title"),
    description: t("page.forgotPassword.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { hideTapToTop: true, indexable: false };

export function loader({ request }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get("email") ?? "";
  return { email: email.length <= 254 ? email : "" };
}

type Phase = { kind: "form" } | { kind: "sending" } | { kind: RecoveryOutcome; email: string };

const MESSAGE = {
  code: "page.forgotPassword.codeSent",
  codeLogin: "page.forgotPassword.codeLogin",
  noPasswords: "page.forgotPassword.noPasswords",
  noRecovery: "page.forgotPassword.noRecovery",
  invalidEmail: "page.forgotPassword.invalidEmail",
  failed: "page.forgotPassword.failed",
} as const;

/** A recovery state left in the flow cache must not greet the next visit to the login page. */
function forgetSavedFlow() {
  try {
    window.localStorage.removeItem(FLOW_CACHE_KEY);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const api = useAuthUrl();
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  useEffect(() => forgetSavedFlow, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (api === undefined || phase.kind === "sending") return;
    const value = new FormData(event.currentTarget).get("email");
    const email = typeof value === "string" ? value.trim() : "";
    setPhase({ kind: "sending" });
    try {
      setPhase({ kind: await startPasswordRecovery(await loadAuthElements(api), email), email });
    } catch {
      setPhase({ kind: "failed", email });
    }
  }

  const continues = phase.kind === "code" || phase.kind === "codeLogin";
  const showForm = !continues && phase.kind !== "noPasswords" && phase.kind !== "noRecovery";
  const message = "email" in phase ? t(MESSAGE[phase.kind], { email: phase.email }) : undefined;
  const isError = phase.kind === "invalidEmail" || phase.kind === "failed";

  return (
    <AccountPage title={t("page.forgotPassword.title")} lead={t("page.forgotPassword.lead")}>
      {message !== undefined && (
        <p
          role={isError ? "alert" : "status"}
          className={`mb-4 rounded-card border p-3 ${isError ? "border-danger text-danger" : "border-line bg-surface-muted"}`}
        >
          {message}
        </p>
      )}
      {showForm && (
        <form method="get" onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <div>
            <label htmlFor="forgot-email" className="mb-1 block font-semibold">
              {t("page.forgotPassword.email")}
            </label>
            <input
              id="forgot-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={"email" in phase ? phase.email : loaderData.email}
              aria-invalid={phase.kind === "invalidEmail" || undefined}
              className="w-full rounded-control border border-line bg-surface px-3 py-2"
            />
          </div>
          <button
            type="submit"
            className={buttonClass("primary", "w-full")}
            disabled={phase.kind === "sending"}
          >
            {phase.kind === "sending"
              ? t("page.forgotPassword.sending")
              : t("page.forgotPassword.submit")}
          </button>
        </form>
      )}
      {continues && (
        <>
          <AuthWidget tag="hanko-login" onReady={goAfterSignIn(DASHBOARD_PATH)} />
          <p className="mt-4 text-center">
            <button
              type="button"
              className="underline"
              onClick={() => {
                forgetSavedFlow();
                setPhase({ kind: "form" });
              }}
            >
              {t("page.forgotPassword.otherAddress")}
            </button>
          </p>
        </>
      )}
      <p className="mt-6 text-center">
        <Link to={LOGIN_PATH} className="underline">
          {t("page.forgotPassword.toLogin")}
        </Link>
      </p>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
