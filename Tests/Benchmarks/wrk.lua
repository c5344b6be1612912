-- wrk script for scripts/bench. With BENCH_METHOD=POST it sends the form BENCH_BODY with the
-- session cookie BENCH_COOKIE (the mark done/undo press). With BENCH_OTHER_DAYS=N each request
-- asks for the main page on a random one of the N days before today, so the server cannot
-- answer from what it remembers. Always prints one machine-readable line of results at the
-- end, which Tests/Benchmarks/bench.py reads.
local other_days = tonumber(os.getenv("BENCH_OTHER_DAYS") or "")
if other_days then
  local now = os.time()
  request = function()
    local day = os.date("!%Y-%m-%d", now - math.random(1, other_days) * 86400)
    return wrk.format(nil, "/?day=" .. day)
  end
end

if os.getenv("BENCH_METHOD") == "POST" then
  wrk.method = "POST"
  wrk.body = os.getenv("BENCH_BODY")
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BENCH_RESULT requests=%.0f duration_us=%.0f p50_us=%.0f p99_us=%.0f "
      .. "connect=%.0f read=%.0f write=%.0f status=%.0f timeout=%.0f\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
