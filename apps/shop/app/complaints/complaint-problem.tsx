// Why a complaint form was refused as a whole: the order cannot be complained about (not paid,
// cancelled, past the three years), it changed meanwhile, or the form's limit was reached.
import { useLanguage } from "../root-data.ts";
import type { FormStep } from "./complaint-step.ts";
import { useComplaintSay } from "./use-complaint-say.ts";

export function ComplaintProblem({ view }: { view: FormStep }) {
  const { own, shop } = useComplaintSay();
  const language = useLanguage();
  const problem = view.problem;
  if (!problem) return null;
  const text =
    "shop" in problem
      ? shop(problem.shop, { minutes: problem.minutes ?? 1 })
      : own(problem.key, {
          number: view.order.number,
          deadline: problem.deadline
            ? new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
                timeZone: "Europe/Stockholm",
                dateStyle: "long",
              }).format(new Date(problem.deadline))
            : "",
        });
  return (
    <p
      role="alert"
      className="max-w-2xl rounded-card border border-danger p-4 font-semibold text-danger"
    >
      {text}
    </p>
  );
}

/** Whether the form can still be sent after this problem (a change or a limit: yes). */
export const formStillOpen = (view: FormStep) =>
  !view.problem || "shop" in view.problem || view.problem.key === "error.changed";
