import { property } from "../../content/property";
import { telHref } from "../../domain/contact/tel-href";

const linkClass = "text-emerald-800 underline underline-offset-2 hover:text-emerald-950";

/** The owners' phone number as a link a phone can dial (spaces removed from the href only). */
export function PhoneLink({ className = linkClass }: { className?: string }) {
  return (
    <a href={telHref(property.phone)} className={className}>
      {property.phone}
    </a>
  );
}

/** The owners' e-mail address as a link that opens a mail draft. */
export function MailLink({ className = linkClass }: { className?: string }) {
  return (
    <a href={`mailto:${property.email}`} className={className}>
      {property.email}
    </a>
  );
}
