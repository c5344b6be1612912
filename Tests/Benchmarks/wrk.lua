-- wrk script for scripts/bench. Always prints one machine-readable line of results at the end,
-- which Tests/Benchmarks/bench.py reads. Set by environment variables:
--   BENCH_OTHER_DAYS=N  each request asks for the main page on a random one of the N days
--                       before today;
--   BENCH_PATHS=FILE    each request asks for a random one of the paths in FILE, one a line
--                       (a file: thousands of them are too long for the environment);
--   BENCH_METHOD=POST   each request posts the form BENCH_BODY with the cookie BENCH_COOKIE;
--   BENCH_CYCLE=PATH    with POST: each post is followed on the same connection by a GET of
--                       PATH, as a browser follows the 303. wrk then times the pair: its latency
--                       runs from the post's first byte to the page's last.
local other_days = tonumber(os.getenv("BENCH_OTHER_DAYS") or "")
local paths = {}
local paths_file = os.getenv("BENCH_PATHS")
if paths_file then
  for path in io.lines(paths_file) do
    table.insert(paths, path)
  end
end

if other_days then
  local now = os.time()
  request = function()
    local day = os.date("!%Y-%m-%d", now - math.random(1, other_days) * 86400)
    return wrk.format(nil, "/?day=" .. day)
  end
elseif #paths > 0 then
  request = function()
    return wrk.format(nil, paths[math.random(#paths)])
  end
end

if os.getenv("BENCH_METHOD") == "POST" then
  wrk.method = "POST"
  wrk.body = os.getenv("BENCH_BODY")
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
  local cycle = os.getenv("BENCH_CYCLE")
  if cycle then
    local pair
    init = function(args)
      pair = wrk.format() .. wrk.format("GET", cycle,
        {["Cookie"] = os.getenv("BENCH_COOKIE"), ["Accept-Encoding"] = "gzip"}, nil)
    end
    request = function()
      return pair
    end
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BENCH_RESULT requests=%.0f duration_us=%.0f p50_us=%.0f p99_us=%.0f "
      .. "connect=%.0f read=%.0f write=%.0f status=%.0f timeout=%.0f\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
