// The frame of the account pages: the page heading, a short lead and a narrow column for the
// sign-in widget or form.
import type { ReactNode } from "react";
import { PageHeader } from "../components/page-header.tsx";

export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <section className="container-page py-8">
        <div className="mx-auto max-w-md">
          <p className="mb-6 text-ink-muted">{lead}</p>
          {children}
        </div>
      </section>
    </>
  );
}
