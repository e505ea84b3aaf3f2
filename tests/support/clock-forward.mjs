// Loaded with `node --import` into a site a test starts: the process's clock runs
// CLOCK_FORWARD_DAYS ahead, as if that much time had passed since the test's data was made.
// Only "now" moves; dates built from explicit values stay what they say.
const offsetMs = Number(process.env.CLOCK_FORWARD_DAYS ?? 0) * 86_400_000;
const RealDate = Date;

class ForwardDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ForwardDate;
