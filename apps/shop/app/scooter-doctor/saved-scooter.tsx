// Felkodsdoktorn starts from the scooter a signed-in rider saved in Min garage: the start page is
// shared by everyone, so the saved scooter is asked for once hydrated (GET /api/garage) and then
// chosen in the code form, with a link to that model's codes.
import { Link } from "react-router";
import type { Language } from "../../domain/language.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import type { GarageFitResponse } from "../garage/garage-fit.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { doctorMessages } from "./doctor-messages.ts";
import { modelPath } from "./doctor-paths.ts";

export interface SavedScooter {
  model: ModelSlug;
  name: string;
}

/** The first scooter in the garage that names a model the doctor knows. */
export function savedScooter(
  garage: GarageFitResponse | undefined,
  language: Language,
): SavedScooter | undefined {
  const device = garage?.devices.find((it) => it.kind === "scooter" && it.model);
  return device?.model ? { model: device.model, name: device.name[language] } : undefined;
}

export function SavedScooterNote({ scooter }: { scooter: SavedScooter }) {
  const t = usePageT(doctorMessages);
  return (
    <p data-testid="doctor-saved-scooter" className="rounded-card border border-line p-3">
      {t("doctor.fromGarage", { name: scooter.name })}{" "}
      <Link to={modelPath(scooter.model)} className="font-semibold underline">
        {t("doctor.fromGarage.link", { name: scooter.name })}
      </Link>
    </p>
  );
}
