// The fix steps as a checklist the rider ticks. The ticks live in the address (done-steps.ts):
// without scripts the boxes are a GET form with a save button; once hydrated a tick rewrites
// the address in place with history.replaceState: no new page and no request, since nothing
// the server sends depends on the ticks. React Router is not told, so its own location keeps
// the address the page was opened with; the parent keys this list by it.
import { useState } from "react";
import { useLocation } from "react-router";
import type { Difficulty } from "../../domain/scooter-doctor/error-code.ts";
import { buttonClass } from "../components/button-styles.ts";
import { useHydrated } from "../components/use-hydrated.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { doctorMessages } from "./doctor-messages.ts";
import { DONE_PARAM, parseDoneSteps, toggleDoneStep, withDoneSteps } from "./done-steps.ts";
import { stepAnchor } from "./how-to-json-ld.ts";

export interface ChecklistStep {
  text: string;
  difficulty: Difficulty;
  tools: readonly string[];
  /** Already in words ("20 min", "1 dygn"). */
  time: string;
}

export function StepChecklist({ steps }: { steps: readonly ChecklistStep[] }) {
  const t = usePageT(doctorMessages);
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const [done, setDone] = useState(() => parseDoneSteps(new URLSearchParams(search), steps.length));
  const tick = (step: number) => {
    const next = toggleDoneStep(done, step);
    setDone(next);
    const url = new URL(window.location.href);
    url.search = withDoneSteps(url.searchParams, next);
    // React Router's own entry state (key, index) is kept, so back and forward still work.
    window.history.replaceState(window.history.state, "", url);
  };
  return (
    <form method="get" action={`${pathname}#steg`}>
      <p aria-live="polite" className="mb-3 text-sm font-semibold" data-testid="steps-done">
        {t("doctor.answer.stepsDone", { done: done.length, total: steps.length })}
      </p>
      <ol className="space-y-3">
        {steps.map((step, index) => {
          const number = index + 1;
          const id = stepAnchor(number);
          return (
            <li
              key={id}
              id={id}
              className="scroll-mt-24 rounded-card border border-line bg-surface p-3 has-[:checked]:bg-surface-muted"
            >
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id={`${id}-klart`}
                  name={DONE_PARAM}
                  value={number}
                  checked={done.includes(number)}
                  onChange={() => tick(number)}
                  aria-describedby={`${id}-facts`}
                  className="mt-1 size-5 shrink-0"
                />
                <label htmlFor={`${id}-klart`} className="flex-1">
                  <span className="font-semibold">{number}. </span>
                  {step.text}
                </label>
              </div>
              <dl
                id={`${id}-facts`}
                className="mt-2 flex flex-wrap gap-x-6 gap-y-1 ps-8 text-sm text-ink-muted"
              >
                <div className="flex gap-1">
                  <dt>{t("doctor.answer.difficulty")}:</dt>
                  <dd>{t(`doctor.difficulty.${step.difficulty}`)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t("doctor.answer.tools")}:</dt>
                  <dd>
                    {step.tools.length > 0 ? step.tools.join(", ") : t("doctor.answer.noTools")}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t("doctor.answer.time")}:</dt>
                  <dd>{step.time}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
      {!hydrated && (
        <button type="submit" className={buttonClass("secondary", "mt-3")}>
          {t("doctor.answer.saveTicks")}
        </button>
      )}
    </form>
  );
}
