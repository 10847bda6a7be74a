// The profile's sessions (spec §2): device, address and last use of each, "This device" on
// the current one, and "Sign out" on those the server lists as revocable.
import type { SessionInfo } from "@kretsbutiken/flow-protocol";
import { ConfirmButton } from "../../components/confirm-button.tsx";
import type { FlowSnapshot } from "../../flow/flow-client.ts";
import { useWidget } from "../../widget/widget-context.ts";
import { formatDate } from "./credentials-section.tsx";
import { Badge, ProfileItem, ProfileSection } from "./profile-section.tsx";

export function SessionsSection(props: {
  sessions: SessionInfo[] | undefined;
  actions: FlowSnapshot<"profile_init">["actions"];
}) {
  const { t, lang } = useWidget();
  if (props.sessions === undefined || props.sessions.length === 0) return null;
  const revocable = new Set(
    props.actions.session_delete?.inputs.session_id?.allowed_values?.map((v) => String(v.value)),
  );
  return (
    <ProfileSection title={t("headlines.sessions")}>
      <ul className="hk-list">
        {props.sessions.map((session) => (
          <ProfileItem
            key={session.id}
            label={session.user_agent ?? session.user_agent_raw ?? t("labels.unknownDevice")}
            details={
              <>
                {session.current && <Badge>{t("labels.thisDevice")}</Badge>}
                {[
                  session.ip_address,
                  `${t("labels.lastUsed")} ${formatDate(session.last_used, lang)}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </>
            }
          >
            {revocable.has(session.id) && (
              <ConfirmButton
                action="session_delete"
                values={{ session_id: session.id }}
                label={t("labels.revoke")}
              />
            )}
          </ProfileItem>
        ))}
      </ul>
    </ProfileSection>
  );
}
