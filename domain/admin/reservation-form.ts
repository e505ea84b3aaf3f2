import { z } from "zod";
import { fill, texts } from "../../content/admin-texts";
import { isIsoDate } from "../booking/dates";
import { fieldLimits } from "../booking/inquiry-schema";
import { reservationStatuses } from "../kernel/statuses";

/** The admin reservation form, one schema for browser and server. */
const reservationMessages = texts.reservations.errors;

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const fields = {
  first_name: z
    .string()
    .trim()
    .min(1, reservationMessages.firstName)
    .max(fieldLimits.name, reservationMessages.firstNameLong),
  last_name: z
    .string()
    .trim()
    .min(1, reservationMessages.lastName)
    .max(fieldLimits.name, reservationMessages.lastNameLong),
  email: z
    .string()
    .trim()
    .max(fieldLimits.email, reservationMessages.emailLong)
    .pipe(z.email(reservationMessages.email)),
  phone: z.preprocess(emptyToUndefined, z.string().trim().max(60).optional()),
  adults: z.coerce
    .number({ error: reservationMessages.adults })
    .int(reservationMessages.adults)
    .min(1, reservationMessages.adults),
  children: z.coerce
    .number({ error: reservationMessages.children })
    .int(reservationMessages.children)
    .min(0, reservationMessages.children),
  status: z.enum(reservationStatuses, { error: reservationMessages.status }),
  offer_price: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(",", ".") : value),
    z.union([
      z.literal("").transform(() => null),
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/, reservationMessages.offerPrice)
        .refine((value) => Number(value) > 0, reservationMessages.offerPrice),
    ]),
  ),
  notes: z.preprocess(emptyToUndefined, z.string().trim().max(2000).optional()),
  start_date: z.preprocess(emptyToUndefined, z.string().optional()),
  end_date: z.preprocess(emptyToUndefined, z.string().optional()),
};

export type ReservationFormMode = { mode: "create"; today: string } | { mode: "edit" };

/**
 * Builds the schema; creating needs a range starting today or later (past days are disabled).
 * `maxGuests` is the owners' guest limit (their settings).
 */
export function reservationFormSchema(options: ReservationFormMode & { maxGuests: number }) {
  const { maxGuests } = options;
  return z
    .object(fields)
    .superRefine((value, ctx) => {
      if (value.adults + value.children > maxGuests) {
        ctx.addIssue({
          code: "custom",
          path: ["children"],
          message: fill(reservationMessages.total, { max: maxGuests }),
        });
      }
      const { start_date: start, end_date: end } = value;
      if (!start || !end || !isIsoDate(start) || !isIsoDate(end)) {
        ctx.addIssue({ code: "custom", path: ["start_date"], message: reservationMessages.range });
        return;
      }
      if (end <= start) {
        ctx.addIssue({
          code: "custom",
          path: ["end_date"],
          message: reservationMessages.endAfterStart,
        });
      }
      if (options.mode === "create" && start < options.today) {
        ctx.addIssue({ code: "custom", path: ["start_date"], message: reservationMessages.past });
      }
    })
    .transform((value) => ({
      firstName: value.first_name,
      lastName: value.last_name,
      name: `${value.first_name} ${value.last_name}`,
      email: value.email,
      phone: value.phone ?? null,
      adults: value.adults,
      children: value.children,
      guests: value.adults + value.children,
      status: value.status,
      offerPrice: value.offer_price,
      notes: value.notes ?? null,
      startDate: value.start_date as string,
      endDate: value.end_date as string,
    }));
}

export type ReservationInput = z.output<ReturnType<typeof reservationFormSchema>>;
