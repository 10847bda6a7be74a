// Felkodsdoktorn's pages for sitemap.xml: each model's codes and each model and code's answer.
// Their paths have parameters, so the route table alone cannot list them (server/site-paths.ts).
import { codesFor } from "../../domain/scooter-doctor/scooter-doctor.ts";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import { answerPath, modelPath } from "./doctor-paths.ts";

export function sitemapDoctorPages(): { path: string; indexable: true }[] {
  return SCOOTER_MODELS.flatMap((model) => [
    { path: modelPath(model.slug), indexable: true as const },
    ...codesFor(model.slug).map((error) => ({
      path: answerPath(model.slug, error.code),
      indexable: true as const,
    })),
  ]);
}
