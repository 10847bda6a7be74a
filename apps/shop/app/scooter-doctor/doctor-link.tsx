// "Felkod på skotern? Fråga Felkodsdoktorn": the small link on scooter and scooter-part pages
// and under the error-code articles, to the model's codes when the page knows the model.
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { DOCTOR_PATH, modelPath } from "./doctor-paths.ts";

export function DoctorLink({ model, className = "" }: { model?: string; className?: string }) {
  const t = useT();
  return (
    <p className={`text-sm ${className}`}>
      <Link to={model ? modelPath(model) : DOCTOR_PATH} className="font-semibold underline">
        {t("nav.scooterDoctorAsk")}
      </Link>
    </p>
  );
}
