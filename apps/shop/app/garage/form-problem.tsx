// What went wrong with a form's post as a whole, above its fields.
import type { GarageRefusal } from "./garage-state.ts";
import { useGarageSay } from "./use-garage-say.ts";

export function FormProblem({ refusal }: { refusal: GarageRefusal | undefined }) {
  const say = useGarageSay();
  if (!refusal?.problem) return null;
  return (
    <div
      role="alert"
      className="rounded-card border border-danger p-4 font-semibold text-danger"
      data-testid="garage-form-problem"
    >
      {say(refusal.problem, { count: refusal.count ?? 0 })}
    </div>
  );
}
