import type { ImageActionResult } from "../../../domain/admin/action-results";

/**
 * An upload's answer below its form, in words: read out when it appears (a status, or an alert
 * when refused). `className` places it in the form's layout.
 */
export function UploadAnswer({
  answer,
  className = "",
}: {
  answer: ImageActionResult | undefined;
  className?: string;
}) {
  if (!answer) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`${className} text-sm ${answer.ok ? "text-emerald-800" : "text-red-700"}`}
    >
      {answer.message}
      {answer.detail ? ` – ${answer.detail}` : ""}
    </p>
  );
}
