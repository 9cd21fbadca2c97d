-- wrk script of `npm run bench` (bench/lib/throughput.ts): the requests of one scenario, read
-- from a file written by the runner, one a line, fields separated by tabs: method, path, body
-- ('' for none), then "name: value" headers. Headers given to wrk with -H (the client's
-- accept-encoding or its absence) go on every request.
--
--   wrk -s mix.lua URL -- <requests file> <threads> <offset> [statuses]
--
-- Request k (k = offset, offset + 1, ...) is line k of the file, modulo its length; thread t of
-- T sends k = offset + t, offset + t + T, ... so that the mix does not depend on the threads.
-- done() prints the latency distribution (0.1% to 100%, microseconds) so that slices can be
-- merged, and with "statuses" the count of each status code (which costs wrk some speed).

local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

local requests = {}
local count = 0
local index = 1
local step = 1

function init(args)
  local base = {}
  for name, value in pairs(wrk.headers) do
    base[name] = value
  end
  for line in io.lines(args[1]) do
    local fields = {}
    for field in (line .. "\t"):gmatch("([^\t]*)\t") do
      fields[#fields + 1] = field
    end
    local headers = {}
    for name, value in pairs(base) do
      headers[name] = value
    end
    for i = 4, #fields do
      local name, value = fields[i]:match("^([^:]+):%s*(.*)$")
      if name then
        headers[name] = value
      end
    end
    local body = nil
    if fields[3] ~= "" then
      body = fields[3]
    end
    count = count + 1
    requests[count] = wrk.format(fields[1], fields[2], headers, body)
  end
  step = tonumber(args[2])
  index = ((tonumber(args[3]) + id) % count) + 1
  if args[4] == "statuses" then
    statuses = {}
    response = function(status)
      statuses[status] = (statuses[status] or 0) + 1
    end
  end
end

function request()
  local r = requests[index]
  index = ((index - 1 + step) % count) + 1
  return r
end

function done(summary, latency)
  local points = {}
  for p = 1, 1000 do
    points[p] = latency:percentile(p / 10)
  end
  io.write("BENCH_LATENCY_US ", table.concat(points, " "), "\n")
  io.write("BENCH_MAX_US ", latency.max, "\n")
  for _, thread in ipairs(threads) do
    local counted = thread:get("statuses")
    if counted then
      for status, n in pairs(counted) do
        io.write("BENCH_STATUS ", status, " ", n, "\n")
      end
    end
  end
end
