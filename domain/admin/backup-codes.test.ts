import { expect, it } from "vitest";
import {
  backupCodeAlphabet,
  makeBackupCode,
  matchingBackupCode,
  normaliseBackupCode,
} from "./backup-codes";
import { groupInFours } from "./two-factor-enrolment";

it("makes codes of two groups of five from an alphabet without look-alikes or lower case", () => {
  expect(backupCodeAlphabet).not.toMatch(/[01ILO]|[a-z]/);
  let next = 0;
  expect(makeBackupCode((below) => next++ % below)).toBe("23456-789AB");
  expect(makeBackupCode((below) => below - 1)).toBe("ZZZZZ-ZZZZZ");
});

it("takes a typed code in any case, with spaces or any dash, for the stored one", () => {
  expect(normaliseBackupCode(" k7qx2 – mnp4h ")).toBe("K7QX2MNP4H");
  const stored = ["K7QX2-MNP4H", "aB3dE-fGh1J"];
  expect(matchingBackupCode("k7qx2mnp4h", stored)).toBe("K7QX2-MNP4H");
  expect(matchingBackupCode("AB3DE FGH1J", stored)).toBe("aB3dE-fGh1J");
  expect(matchingBackupCode("K7QX2-MNP4", stored)).toBeNull();
  expect(matchingBackupCode(" - ", stored)).toBeNull();
});

it("shows the authenticator key in groups of four", () => {
  expect(groupInFours("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPABCD")).toBe(
    "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP ABCD",
  );
  expect(groupInFours("ABCDEF")).toBe("ABCD EF");
});
