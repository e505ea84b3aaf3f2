import { expect, test } from "./fixtures";

// The production server as started: /metrics is wired in and serves this machine only.
test("the running server serves /metrics to a local scraper and 404 to a proxied request", async ({
  request,
}) => {
  await request.get("/");
  const scrape = await request.get("/metrics");
  expect(scrape.status()).toBe(200);
  const text = await scrape.text();
  expect(text).toMatch(/^http_requests_total\{route="page",status="200"\} [1-9]/m);
  for (const series of [
    "http_request_duration_seconds_bucket",
    "mail_outbox_pending",
    "mail_outbox_oldest_pending_age_seconds",
    "backup_last_success_timestamp_seconds",
  ]) {
    expect(text).toMatch(new RegExp(`^${series}(\\{[^}]*\\})? \\d`, "m"));
  }

  const proxied = await request.get("/metrics", { headers: { "X-Forwarded-For": "203.0.113.8" } });
  expect(proxied.status()).toBe(404);
  expect(await proxied.text()).not.toContain("http_requests_total");
});
