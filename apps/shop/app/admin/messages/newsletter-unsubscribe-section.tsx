// Unsubscribing an address typed by staff, for someone who asked another way. A refused address
// comes back in its field with why; a refused row's unsubscribe (nothing typed) is said below.
import { useActionData } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { AdminForm } from "../admin-form.tsx";
import { AdminField } from "../components/admin-field.tsx";
import { AdminNotice } from "../components/admin-notice.tsx";
import { messagesMessages } from "./messages-messages.ts";
import type { UnsubscribeActionData } from "./unsubscribe-action-data.ts";

export function NewsletterUnsubscribeSection() {
  const t = usePageT(messagesMessages);
  const result = useActionData<UnsubscribeActionData>();
  const refusal = result && "error" in result ? result : undefined;
  return (
    <section aria-labelledby="unsubscribe-title" className="mb-6 max-w-md">
      <h3 id="unsubscribe-title" className="mb-1 text-lg font-bold">
        {t("newsletter.unsubscribeTitle")}
      </h3>
      <p className="mb-2 text-sm">{t("newsletter.unsubscribeIntro")}</p>
      <AdminForm className="grid gap-2">
        <AdminField
          id="unsubscribe-email"
          name="email"
          type="email"
          label={t("newsletter.unsubscribeEmail")}
          required
          defaultValue={refusal?.typed || undefined}
          error={refusal?.typed ? t(`newsletter.error.${refusal.error}`) : undefined}
        />
        <button type="submit" className={buttonClass("secondary", "justify-self-start")}>
          {t("newsletter.unsubscribeButton")}
        </button>
      </AdminForm>
      {refusal && !refusal.typed && (
        <AdminNotice kind="error">{t(`newsletter.error.${refusal.error}`)}</AdminNotice>
      )}
    </section>
  );
}
