// The toasts' code (sonner), fetched by the booking island with its first post: nothing before
// the first answer needs it, and a phone then has less to fetch before the picker works.
export { toast } from "sonner";
export { Notifications } from "../notifications";
