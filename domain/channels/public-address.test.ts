import { expect, it } from "vitest";
import { addressLiteral, isPublicAddress } from "./public-address";

it("calls only globally reachable unicast addresses public", () => {
  for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "2a00:1450:4001::200e"]) {
    expect(isPublicAddress(address), address).toBe(true);
  }
});

it("refuses loopback, private, link-local, CGNAT, unspecified, multicast and their IPv6 forms", () => {
  const inside = [
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.1",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "not-an-address",
  ];
  for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
});

it("reads the address a URL's host names after the URL parser normalised it", () => {
  const host = (url: string) => addressLiteral(new URL(url).hostname);
  expect(host("https://2130706433/feed.ics")).toBe("127.0.0.1");
  expect(host("https://0x7f.0.0.1/feed.ics")).toBe("127.0.0.1");
  expect(host("https://0177.0.0.1/feed.ics")).toBe("127.0.0.1");
  expect(host("https://[::ffff:169.254.169.254]/")).toBe("::ffff:a9fe:a9fe");
  expect(host("https://[::1]:8080/")).toBe("::1");
  expect(host("https://www.airbnb.com/calendar/ical/1.ics")).toBeNull();
});
