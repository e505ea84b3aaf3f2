import { Link } from "react-router";
import type { StayFormResult } from "../../../domain/stays/form-results";

/**
 * The answer of a post shown above its form, in words and without JavaScript: the message, its
 * detail and a helping link. Read out when it appears (a status, or an alert when refused).
 */
export function FormResult({ result }: { result: StayFormResult | undefined }) {
  if (!result) return null;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`rounded-md border p-3 text-sm break-words ${
        result.ok
          ? "border-emerald-700 bg-emerald-50 text-emerald-950"
          : "border-red-700 bg-red-50 text-red-900"
      }`}
      data-testid="form-result"
    >
      <p className="font-medium">{result.message}</p>
      {result.detail && <p className="mt-1">{result.detail}</p>}
      {result.link && (
        <p className="mt-1">
          <Link to={result.link.to} className="underline">
            {result.link.label}
          </Link>
        </p>
      )}
    </div>
  );
}
