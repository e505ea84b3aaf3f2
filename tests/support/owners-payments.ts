/**
 * The owners' bank account and payment defaults the stay tests start from: an Austrian test
 * IBAN, 30 % deposit within 7 days, the balance 30 days before arrival, offers held 3 days.
 */
export const ownerAccount = {
  holder: "Maria Gruber",
  iban: "AT611904300234573201",
  bic: "BKAUATWW",
};

export const paymentDefaults = {
  depositPercent: 30,
  depositDays: 7,
  balanceDaysBeforeArrival: 30,
  offerHoldDays: 3,
};
