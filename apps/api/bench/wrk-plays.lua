-- Plays for wrk (bench/wrk-plays.ts runs it): each request is POST /api/race/{contestRaceId}/wager with a random
-- entry's bearer token, a random race of the card, a random runner of that race and a random stake. The data comes
-- from a Lua file bench/wrk-plays.ts writes, named after "--": return { tokens, races = { { id, runners } },
-- stakes, seconds }.
--
-- No play is sent after `seconds`, and a thread stops only once every play it sent has its answer, so each play
-- the server may have stored has a counted status. wrk's main thread sleeps its whole -d, so each thread prints
-- "cj-drained" when it is done and the bench interrupts wrk (SIGINT), which then calls done().

local ffi = require('ffi')
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } cj_timespec;
  int clock_gettime(int clock_id, cj_timespec *tp);
]]
local CLOCK_MONOTONIC = 1
local timespec = ffi.new('cj_timespec')

local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, timespec)
  return tonumber(timespec.tv_sec) * 1000000 + math.floor(tonumber(timespec.tv_nsec) / 1000)
end

-- Setup and done run in their own Lua state: the threads, to read their counts in done().
local threads = {}
local next_id = 1

function setup(thread)
  thread:set('id', next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

local data
local headers = { ['Content-Type'] = 'application/json' }
local deadline_us
local sending = true

-- Read back by done() through thread:get, so global: when the thread began and had its last answer, plays sent
-- and not answered yet, answers by status.
started_us = nil
last_answer_us = nil
unanswered = 0
statuses = {}
local drained = false

function init(args)
  data = dofile(args[1])
  math.randomseed(id * 7919 + now_us() % 1000003)
  started_us = now_us()
  deadline_us = started_us + data.seconds * 1000000
end

local function drain_if_done()
  if not sending and unanswered == 0 and not drained then
    drained = true
    io.write('cj-drained\n')
    io.flush()
    wrk.thread:stop()
  end
end

-- wrk calls delay() before each connection's first request and after each answer (not when it sends again on a
-- connection it had to open again).
local delayed_once = false

function delay()
  delayed_once = true
  if sending and now_us() >= deadline_us then sending = false end
  if sending then return 0 end
  drain_if_done()
  -- Not sent before the bench stops wrk: an hour.
  return 3600000
end

function request()
  local race = data.races[math.random(#data.races)]
  local runner = race.runners[math.random(#race.runners)]
  local stake = data.stakes[math.random(#data.stakes)]
  headers['Authorization'] = 'Bearer ' .. data.tokens[math.random(#data.tokens)]
  -- Before this thread's first delay(), wrk is only checking the request (once, in its first thread): not sent.
  if delayed_once then unanswered = unanswered + 1 end
  local body = string.format('{"amount":%d,"pool":"WIN","runners":[%d]}', stake, runner)
  return wrk.format('POST', '/api/race/' .. race.id .. '/wager', headers, body)
end

function response(status)
  statuses[status] = (statuses[status] or 0) + 1
  unanswered = unanswered - 1
  last_answer_us = now_us()
  if sending and last_answer_us >= deadline_us then sending = false end
  drain_if_done()
end

-- One line of JSON the bench parses: what every thread counted and wrk's latency distribution (microseconds).
function done(summary, latency)
  local counts = {}
  local started, ended, left = nil, nil, 0
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get('statuses')) do
      counts[status] = (counts[status] or 0) + count
    end
    local thread_started, thread_ended = thread:get('started_us'), thread:get('last_answer_us')
    if thread_started and (started == nil or thread_started < started) then started = thread_started end
    if thread_ended and (ended == nil or thread_ended > ended) then ended = thread_ended end
    left = left + thread:get('unanswered')
  end
  local parts = {}
  for status, count in pairs(counts) do table.insert(parts, string.format('"%d":%d', status, count)) end
  local errors = summary.errors
  io.write(string.format(
    'cj-plays {"requests":%d,"statuses":{%s},"p50Us":%d,"p99Us":%d,"elapsedUs":%s,"unanswered":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d}}\n',
    summary.requests, table.concat(parts, ','), latency:percentile(50), latency:percentile(99),
    (started and ended) and string.format('%d', ended - started) or 'null', left,
    errors.connect, errors.read, errors.write, errors.timeout))
end
