// A profile form for one action and one visible input (username, new address, password,
// a credential's name). Its server errors show under the input, not at the top of the profile
// (spec §5). Rendered only when the server offers the action.
import type { Action } from "@kretsbutiken/flow-protocol";
import { ActionForm } from "../../components/action-form.tsx";
import { FlowInput } from "../../components/flow-input.tsx";
import { useActionForm, type ActionFormOptions } from "../../components/use-action-form.ts";

export type ProfileFormProps = Omit<ActionFormOptions, "action"> & {
  action: Action | undefined;
  input: string;
  label: string;
  submitLabel: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  hint?: string;
};

export function ProfileForm(props: ProfileFormProps) {
  const { input, label, submitLabel, type, autoComplete, hint, ...options } = props;
  const form = useActionForm(options);
  const field = form.field(input);
  return (
    <ActionForm form={form} submitLabel={submitLabel}>
      {field && (
        <FlowInput
          field={field}
          label={label}
          type={type}
          autoComplete={autoComplete}
          hint={hint}
          inlineServerError
        />
      )}
    </ActionForm>
  );
}
