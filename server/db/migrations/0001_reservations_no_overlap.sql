-- Booked and paid stays can never overlap. Ranges are [start, end): a departure day may be
-- the next guest's arrival day (changeover).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist (daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'paid'));
