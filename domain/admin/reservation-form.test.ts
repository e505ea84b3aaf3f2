import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/field-errors";
import { reservationFormSchema } from "./reservation-form";

const valid = {
  first_name: "Anna",
  last_name: "Berger",
  email: "anna@example.com",
  phone: "",
  adults: "2",
  children: "1",
  status: "pre_reserved",
  offer_price: "",
  notes: "",
  start_date: "2027-07-01",
  end_date: "2027-07-08",
};
const create = reservationFormSchema({ mode: "create", today: "2027-01-15", maxGuests: 20 });
const edit = reservationFormSchema({ mode: "edit", maxGuests: 20 });

function errorsOf(input: Record<string, string>, schema = create) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("admin reservation form", () => {
  it("accepts a valid reservation and shapes it for the database", () => {
    const result = create.parse({ ...valid, offer_price: "985,5", phone: "+43 660 1" });
    expect(result).toMatchObject({
      name: "Anna Berger",
      guests: 3,
      adults: 2,
      children: 1,
      offerPrice: "985.5",
      phone: "+43 660 1",
      notes: null,
      startDate: "2027-07-01",
      endDate: "2027-07-08",
    });
    expect(create.parse(valid).offerPrice).toBeNull();
  });

  it("needs names, a valid e-mail, at least one adult, children at least 0, at most 20", () => {
    expect(errorsOf({ ...valid, first_name: " " }).first_name).toBe("Vorname ist erforderlich");
    expect(errorsOf({ ...valid, last_name: "" }).last_name).toBe("Nachname ist erforderlich");
    expect(errorsOf({ ...valid, email: "anna@" }).email).toBe(
      "Bitte geben Sie eine gültige E-Mail ein.",
    );
    expect(errorsOf({ ...valid, adults: "0" }).adults).toBe("Mindestens 1 Erwachsener");
    expect(errorsOf({ ...valid, children: "-1" }).children).toBe("Kinder mindestens 0");
    expect(errorsOf({ ...valid, adults: "15", children: "6" }).children).toBe(
      "Maximal 20 Gäste gesamt",
    );
    expect(errorsOf({ ...valid, adults: "14", children: "6" })).toEqual({});
  });

  it("follows the owners' guest limit", () => {
    const eight = reservationFormSchema({ mode: "edit", maxGuests: 8 });
    expect(errorsOf({ ...valid, adults: "6", children: "3" }, eight).children).toBe(
      "Maximal 8 Gäste gesamt",
    );
    expect(errorsOf({ ...valid, adults: "6", children: "2" }, eight)).toEqual({});
  });

  it("allows only the four statuses and a positive price or none", () => {
    expect(errorsOf({ ...valid, status: "confirmed" }).status).toBe("Bitte gültigen Status wählen");
    for (const status of ["pre_reserved", "booked", "paid", "cancelled"]) {
      expect(errorsOf({ ...valid, status })).toEqual({});
    }
    expect(errorsOf({ ...valid, offer_price: "0" }).offer_price).toBe("Preis muss positiv sein");
    expect(errorsOf({ ...valid, offer_price: "-5" }).offer_price).toBe("Preis muss positiv sein");
    expect(errorsOf({ ...valid, offer_price: "abc" }).offer_price).toBe("Preis muss positiv sein");
  });

  it("needs a date range with the departure after the arrival, not in the past on create", () => {
    expect(errorsOf({ ...valid, start_date: "", end_date: "" }).start_date).toBe(
      "Bitte Zeitraum wählen",
    );
    expect(errorsOf({ ...valid, end_date: "2027-07-01" }).end_date).toBe(
      "Abreisedatum muss nach Anreisedatum liegen",
    );
    expect(errorsOf({ ...valid, start_date: "2027-01-14" }).start_date).toBe(
      "Anreisedatum liegt in der Vergangenheit",
    );
    // Dates that do not exist (the database would refuse them with an error).
    for (const start_date of ["2027-02-30", "2027-13-01", "2027-04-31", "0000-00-00"]) {
      expect(errorsOf({ ...valid, start_date }).start_date).toBe("Bitte Zeitraum wählen");
    }
    // Editing an old reservation keeps its past dates.
    expect(errorsOf({ ...valid, start_date: "2020-07-01", end_date: "2020-07-05" }, edit)).toEqual(
      {},
    );
  });
});
