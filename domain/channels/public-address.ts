import ipaddr from "ipaddr.js";

/**
 * Whether an IP address is one anybody on the internet can reach: ipaddr.js names every special
 * range (loopback, private, link-local with 169.254.169.254, CGNAT, unspecified, multicast,
 * documentation, unique-local, 6to4, NAT64, …) and calls only the rest "unicast". An IPv4 address
 * written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. Anything that is not
 * an address at all is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === "unicast";
}

/** The address in a URL's host, without IPv6 brackets, or null when the host is a name. */
export function addressLiteral(hostname: string): string | null {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare) ? bare : null;
}
