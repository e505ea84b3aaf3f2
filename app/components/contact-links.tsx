import { telHref } from "../../domain/contact/tel-href";
import { useContactFacts } from "../root-data";

const linkClass = "text-emerald-800 underline underline-offset-2 hover:text-emerald-950";

/** The owners' phone number as a link a phone can dial (spaces removed from the href only). */
export function PhoneLink({ className = linkClass }: { className?: string }) {
  const { phone } = useContactFacts();
  return (
    <a href={telHref(phone)} className={className}>
      {phone}
    </a>
  );
}

/** The owners' e-mail address as a link that opens a mail draft. */
export function MailLink({ className = linkClass }: { className?: string }) {
  const { email } = useContactFacts();
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
