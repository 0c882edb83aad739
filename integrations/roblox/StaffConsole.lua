-- StaffConsole (ModuleScript, server only): sends a game's chat, trades, marketplace purchases,
-- player updates and player reports to the Staff Console's ingest API, enforces the sanctions staff
-- issue there, and tells the game what came of its players' reports.
--
--   local StaffConsole = require(ServerScriptService.StaffConsole)
--   StaffConsole.configure({ baseUrl = "https://console.example.com", ingestKey = secret })
--   StaffConsole.logChat(player, message)
--   StaffConsole.report(player, reportedUserId, "scam", "said he would pay after the trade")
--
-- How it behaves:
-- * Every event gets its own _id when it is logged, so a batch sent again after a lost answer is
--   recognised by the server and never stored twice.
-- * Events wait in one queue per kind and leave in JSON batches (batchSize events, or sooner when the
--   oldest has waited flushSeconds). A full queue drops its oldest event and counts the drop.
-- * Requests (sends, retries and sanctions polls alike) draw from a token bucket that never allows
--   more than requestsPerMinute in any 60 seconds, leaving the rest of HttpService's budget to the game.
-- * 429, 5xx, timeouts and network errors are retried with exponential backoff and jitter; a 429's
--   Retry-After is honoured. A 400 names the invalid events: they are dropped (counted as rejected)
--   and the rest are sent again.
-- * game:BindToClose sends what is queued before the server shuts down, within closeSeconds.
-- * The sanctions feed is polled every pollSanctionsSeconds from the start (so a new server learns
--   every ban and mute still in force); banned players are kicked with the public reason followed by
--   the appeal page's address and their appeal code, muted ones passed to onMute (with the code), and
--   players who join are checked too.
-- * Every chat line, trade, purchase and report carries the game server it happened in (its JobId
--   and PlaceId; left out in Studio, where the JobId is empty), so staff can read a conversation
--   among the players of one server.
-- * A player may send reportsPerPlayer reports in reportWindowSeconds; more are refused here, before
--   any request. When onReportOutcome is given, the outcomes of reports (actioned or dismissed,
--   nothing more) are read every pollOutcomesSeconds from the moment the server starts.
--
-- Written in the part of Luau that plain Lua 5.4 also runs (no type annotations, no `continue`, no
-- compound assignment, no string interpolation), so the tests can run it outside Roblox.

local StaffConsole = {}

local HttpService = game:GetService("HttpService")
local Players = game:GetService("Players")

local KINDS = { "chat", "trades", "marketplace", "players", "reports" }

local DEFAULTS = {
	-- HttpService allows about 500 requests a minute per game server: leave room for the game's own.
	requestsPerMinute = 300,
	-- Events per request (the server takes up to 10,000 and 10 MB).
	batchSize = 500,
	-- Events kept per kind while the console cannot be reached; beyond it the oldest are dropped.
	maxQueue = 5000,
	-- A batch smaller than batchSize leaves once its oldest event has waited this long.
	flushSeconds = 5,
	pollSanctionsSeconds = 30,
	-- How often the outcomes of reports are read (only when onReportOutcome is given).
	pollOutcomesSeconds = 30,
	-- Reports one player may send in reportWindowSeconds; the console keeps more a day, but flags them.
	reportsPerPlayer = 5,
	reportWindowSeconds = 600,
	-- Longest wait between two tries of one request.
	maxBackoffSeconds = 60,
	-- How long the BindToClose flush may take (Roblox gives every BindToClose callback about 30 s).
	closeSeconds = 25,
	-- Set to false to read the sanctions yourself (StaffConsole.isBanned / isMuted still work).
	enforceSanctions = true,
}

local SANCTIONS_PAGE = 500
local OUTCOMES_PAGE = 500

-- What a player may report another for, and the longest text a report may hold (in characters).
local REPORT_CATEGORIES = { scam = true, harassment = true, exploiting = true, inappropriate = true, other = true }
local REPORT_TEXT_MAX = 1000

local config = nil
local started = false
local closing = false

local counters = { sent = 0, duplicates = 0, dropped = 0, rejected = 0, retries = 0, requests = 0 }
local droppedSinceReport = 0
local lastDropReport = -math.huge

-- ---- time, ids, logging ---------------------------------------------------------------------

local function now()
	return os.clock()
end

local function epochMillis()
	return DateTime.now().UnixTimestampMillis
end

local function newId()
	return string.lower((string.gsub(HttpService:GenerateGUID(false), "[^%w]", "")))
end

local function log(message)
	warn("[StaffConsole] " .. message)
end

-- ---- queues ---------------------------------------------------------------------------------

-- A queue is a window [first, last] over a table, so dropping the oldest and taking a batch are cheap.
local queues = {}
local queuedEvents = {} -- event table -> true while it waits in a queue (for merging player updates)
local latestPlayerEvent = {} -- userId -> its most recent player event

local function newQueue()
	return { first = 1, last = 0, items = {}, oldestAt = nil }
end

for _, kind in ipairs(KINDS) do
	queues[kind] = newQueue()
end

local function queueSize(queue)
	return queue.last - queue.first + 1
end

local function reportDrops()
	if droppedSinceReport > 0 and now() - lastDropReport >= 60 then
		log(
			"dropped "
				.. droppedSinceReport
				.. " events because a queue was full (the console was unreachable or events came faster than the request budget); "
				.. counters.dropped
				.. " dropped in all"
		)
		droppedSinceReport = 0
		lastDropReport = now()
	end
end

local function dropped(count)
	counters.dropped = counters.dropped + count
	droppedSinceReport = droppedSinceReport + count
	reportDrops()
end

local function push(kind, event)
	local queue = queues[kind]
	if queueSize(queue) == 0 then
		queue.oldestAt = now()
	end
	queue.last = queue.last + 1
	queue.items[queue.last] = event
	queuedEvents[event] = true
	if queueSize(queue) > config.maxQueue then
		local oldest = queue.items[queue.first]
		queue.items[queue.first] = nil
		queue.first = queue.first + 1
		queuedEvents[oldest] = nil
		dropped(1)
	end
end

local function take(kind, count)
	local queue = queues[kind]
	local batch = {}
	while #batch < count and queueSize(queue) > 0 do
		local event = queue.items[queue.first]
		queue.items[queue.first] = nil
		queue.first = queue.first + 1
		queuedEvents[event] = nil
		table.insert(batch, event)
	end
	if queueSize(queue) == 0 then
		queue.first, queue.last, queue.oldestAt = 1, 0, nil
	else
		queue.oldestAt = now()
	end
	return batch
end

-- ---- the request budget -------------------------------------------------------------------------

-- A token bucket holding at most `burst` tokens and refilled at (perMinute - burst) a minute: in any
-- 60 seconds at most burst + (perMinute - burst) = perMinute requests leave.
local bucket = { tokens = 0, burst = 1, perSecond = 1, updatedAt = 0 }

local function resetBucket(perMinute)
	bucket.burst = math.max(1, math.floor(perMinute / 10))
	bucket.perSecond = math.max(perMinute - bucket.burst, 1) / 60
	bucket.tokens = bucket.burst
	bucket.updatedAt = now()
end

local function acquireToken()
	while true do
		local t = now()
		bucket.tokens = math.min(bucket.burst, bucket.tokens + (t - bucket.updatedAt) * bucket.perSecond)
		bucket.updatedAt = t
		-- (a hair under 1 counts: the refill is computed in floating point)
		if bucket.tokens >= 0.999999 then
			bucket.tokens = math.max(bucket.tokens - 1, 0)
			counters.requests = counters.requests + 1
			return
		end
		task.wait(math.max((1 - bucket.tokens) / bucket.perSecond, 0.01))
	end
end

-- ---- HTTP -----------------------------------------------------------------------------------

local function header(response, name)
	if type(response.Headers) ~= "table" then
		return nil
	end
	for key, value in pairs(response.Headers) do
		if string.lower(key) == name then
			return value
		end
	end
	return nil
end

-- One request within the budget. Returns the response, or nil and a message for a network error.
local function request(method, path, body)
	acquireToken()
	local headers = { ["X-Ingest-Key"] = config.ingestKey }
	if body then
		headers["Content-Type"] = "application/json"
	end
	local ok, response = pcall(function()
		return HttpService:RequestAsync({ Url = config.baseUrl .. path, Method = method, Headers = headers, Body = body })
	end)
	if not ok then
		return nil, tostring(response)
	end
	return response, nil
end

local function retryable(response)
	if response == nil then
		return true
	end
	local status = response.StatusCode
	return status == 408 or status == 429 or status >= 500 or status == 401 or status == 403
end

-- Exponential backoff with jitter; a Retry-After in seconds is honoured.
local function backoffSeconds(attempt, response)
	local wait = math.min(config.maxBackoffSeconds, 2 ^ math.min(attempt, 10))
	wait = wait / 2 + math.random() * wait / 2
	local retryAfter = response and tonumber(header(response, "retry-after"))
	if retryAfter and retryAfter > 0 then
		wait = math.max(wait, retryAfter + math.random())
	end
	return wait
end

local function decode(body)
	local ok, value = pcall(function()
		return HttpService:JSONDecode(body)
	end)
	if ok and type(value) == "table" then
		return value
	end
	return nil
end

-- The events a 400 names, by their 0-based index in the batch.
local function invalidIndexes(response)
	local answer = decode(response.Body or "")
	local indexes = {}
	if answer and type(answer.errors) == "table" then
		for _, problem in ipairs(answer.errors) do
			if type(problem.index) == "number" then
				indexes[problem.index + 1] = true
			end
		end
	end
	return indexes, answer and answer.error
end

local function without(batch, indexes)
	local kept = {}
	for i, event in ipairs(batch) do
		if not indexes[i] then
			table.insert(kept, event)
		end
	end
	return kept
end

-- Sends one batch until the server has it, gives up at `deadline` (os.clock) if one is given.
local function deliver(kind, batch, deadline)
	local attempt = 0
	while #batch > 0 do
		-- A value JSON cannot hold (NaN, a function, an Instance) fails the whole batch: refused, not retried.
		local encoded, body = pcall(function()
			return HttpService:JSONEncode(batch)
		end)
		if not encoded then
			counters.rejected = counters.rejected + #batch
			log("could not encode a batch of " .. #batch .. " " .. kind .. " events: " .. tostring(body))
			return false
		end
		local response, networkError = request("POST", "/api/ingest/" .. kind, body)
		if response and response.StatusCode == 200 then
			counters.sent = counters.sent + #batch
			-- Events the server already had: a batch whose earlier answer was lost on the way.
			local answer = decode(response.Body or "")
			if answer and type(answer.duplicates) == "number" then
				counters.duplicates = counters.duplicates + answer.duplicates
			end
			return true
		elseif response and response.StatusCode == 400 then
			local indexes, message = invalidIndexes(response)
			local kept = without(batch, indexes)
			if #kept == #batch then
				kept = {}
			end
			counters.rejected = counters.rejected + (#batch - #kept)
			log("the console refused " .. (#batch - #kept) .. " " .. kind .. " events: " .. tostring(message))
			batch = kept
		elseif response and response.StatusCode == 413 and #batch > 1 then
			local half = math.floor(#batch / 2)
			local first, second = {}, {}
			for i, event in ipairs(batch) do
				table.insert(i <= half and first or second, event)
			end
			return deliver(kind, first, deadline) and deliver(kind, second, deadline)
		elseif retryable(response) then
			attempt = attempt + 1
			local wait = backoffSeconds(attempt, response)
			if deadline and now() + wait > deadline then
				dropped(#batch)
				return false
			end
			counters.retries = counters.retries + 1
			if response and (response.StatusCode == 401 or response.StatusCode == 403) then
				log("the ingest key was refused (" .. response.StatusCode .. "); check the key. Trying again.")
			elseif attempt == 3 then
				log("cannot reach the console (" .. (networkError or ("HTTP " .. response.StatusCode)) .. "); still trying")
			end
			task.wait(wait)
		else
			counters.rejected = counters.rejected + #batch
			log("the console refused a batch of " .. #batch .. " " .. kind .. " events (HTTP " .. response.StatusCode .. ")")
			return false
		end
	end
	return true
end

local function sendNext(kind, deadline)
	local batch = take(kind, config.batchSize)
	if #batch > 0 then
		deliver(kind, batch, deadline)
	end
end

local function due(kind)
	local queue = queues[kind]
	local size = queueSize(queue)
	return size >= config.batchSize or (size > 0 and now() - queue.oldestAt >= config.flushSeconds)
end

-- One sender per kind: a kind whose server is slow or refusing does not hold back the others.
local function senderLoop(kind)
	while not closing do
		if due(kind) then
			sendNext(kind, nil)
		else
			task.wait(0.5)
		end
		reportDrops()
	end
end

-- ---- events -------------------------------------------------------------------------------

local function isInstance(value)
	return typeof(value) == "Instance"
end

-- A participant: a Player, a table {name = , userId = }, or a name.
local function person(who)
	if isInstance(who) then
		return who.Name, who.UserId
	elseif type(who) == "table" then
		return who.name, who.userId
	end
	return who, nil
end

-- Adds the game server the event happened in: its JobId (empty in Studio, then left out) and PlaceId.
local function inThisServer(event)
	if type(game.JobId) == "string" and game.JobId ~= "" then
		event.serverId = game.JobId
	end
	if type(game.PlaceId) == "number" and game.PlaceId > 0 then
		event.placeId = game.PlaceId
	end
	return event
end

local function requireConfigured()
	if not started then
		error("StaffConsole.configure must be called before logging events", 3)
	end
end

local function itemList(items)
	local list = {}
	for _, item in ipairs(items or {}) do
		table.insert(list, item)
	end
	return { items = list }
end

function StaffConsole.logChat(player, message)
	requireConfigured()
	local name, userId = person(player)
	push("chat", inThisServer({ _id = newId(), userId = userId, name = name, message = message, timestamp = epochMillis() }))
end

-- trade = { sender = Player, receiver = Player, sent = {items...}, received = {items...} }
function StaffConsole.logTrade(trade)
	requireConfigured()
	local sender, senderId = person(trade.sender)
	local receiver, receiverId = person(trade.receiver)
	push("trades", inThisServer({
		_id = newId(),
		date = epochMillis(),
		sender = sender,
		senderId = senderId,
		receiver = receiver,
		receiverId = receiverId,
		sentItems = itemList(trade.sent),
		receivedItems = itemList(trade.received),
	}))
end

-- purchase = { buyer = Player, seller = Player or name, item = name or table, price = number }
function StaffConsole.logPurchase(purchase)
	requireConfigured()
	local buyer, buyerId = person(purchase.buyer)
	local seller, sellerId = person(purchase.seller)
	push("marketplace", inThisServer({
		_id = newId(),
		boughtItem = purchase.item,
		price = purchase.price,
		buyer = buyer,
		buyerId = buyerId,
		seller = seller,
		sellerId = sellerId,
		timestamp = epochMillis(),
	}))
end

-- fields = { value = , bux = , level = , items = } (any of them); updates for one player still
-- waiting in the queue are merged into one.
function StaffConsole.updatePlayer(player, fields)
	requireConfigured()
	local username, userId = person(player)
	local pending = latestPlayerEvent[userId]
	if pending == nil or not queuedEvents[pending] then
		pending = { userId = userId, username = username }
		latestPlayerEvent[userId] = pending
		push("players", pending)
	end
	pending.username = username
	for key, value in pairs(fields or {}) do
		pending[key] = value
	end
end

-- ---- reports -------------------------------------------------------------------------------

local recentReports = {} -- reporter's userId -> the times (os.clock) of their reports in the window

-- The times of a reporter's reports still inside the window.
local function reportsInWindow(reporterId)
	local kept = {}
	for _, at in ipairs(recentReports[reporterId] or {}) do
		if now() - at < config.reportWindowSeconds then
			table.insert(kept, at)
		end
	end
	return kept
end

-- A player's report of another player. Returns true once it is queued, or false and why:
-- "player" (reportedUserId is not a user id), "self", "category", "text" (over 1,000 characters or
-- not text) or "limit" (the reporter sent reportsPerPlayer reports in reportWindowSeconds).
function StaffConsole.report(reporter, reportedUserId, category, text)
	requireConfigured()
	local reporterName, reporterId = person(reporter)
	text = text or ""
	if type(reportedUserId) ~= "number" or reportedUserId < 1 or reportedUserId ~= math.floor(reportedUserId) then
		return false, "player"
	elseif reportedUserId == reporterId then
		return false, "self"
	elseif type(category) ~= "string" or not REPORT_CATEGORIES[category] then
		return false, "category"
	elseif type(text) ~= "string" or utf8.len(text) == nil or utf8.len(text) > REPORT_TEXT_MAX then
		return false, "text"
	end
	local times = reportsInWindow(reporterId)
	if #times >= config.reportsPerPlayer then
		recentReports[reporterId] = times
		return false, "limit"
	end
	table.insert(times, now())
	recentReports[reporterId] = times
	local reported = Players:GetPlayerByUserId(reportedUserId)
	push(
		"reports",
		inThisServer({
			_id = newId(),
			reporterId = reporterId,
			reporterName = reporterName,
			reportedId = reportedUserId,
			reportedName = reported and reported.Name or nil,
			category = category,
			text = text,
			date = epochMillis(),
		})
	)
	return true
end

-- Forgets reporters whose reports have all left the window, so the table holds only recent ones.
local function forgetOldReporters()
	for reporterId in pairs(recentReports) do
		local times = reportsInWindow(reporterId)
		recentReports[reporterId] = #times > 0 and times or nil
	end
end

-- Sends everything queued now; yields until it is sent or `seconds` (default closeSeconds) passed.
function StaffConsole.flush(seconds)
	requireConfigured()
	local deadline = now() + (seconds or config.closeSeconds)
	local running = 0
	for _, kind in ipairs(KINDS) do
		running = running + 1
		task.spawn(function()
			while queueSize(queues[kind]) > 0 and now() < deadline do
				sendNext(kind, deadline)
			end
			running = running - 1
		end)
	end
	while running > 0 and now() < deadline do
		task.wait(0.1)
	end
	local left = 0
	for _, kind in ipairs(KINDS) do
		left = left + queueSize(queues[kind])
	end
	return left == 0
end

function StaffConsole.stats()
	local queued = 0
	for _, kind in ipairs(KINDS) do
		queued = queued + queueSize(queues[kind])
	end
	return {
		sent = counters.sent,
		duplicates = counters.duplicates,
		dropped = counters.dropped,
		rejected = counters.rejected,
		retries = counters.retries,
		requests = counters.requests,
		queued = queued,
	}
end

-- ---- sanctions ----------------------------------------------------------------------------

local cursor = "0"
local bans = {} -- userId -> { reason, expiresAt (epoch ms or nil), appealCode (or nil) }
local mutes = {}

local function stillActive(entry)
	return entry ~= nil and (entry.expiresAt == nil or entry.expiresAt > epochMillis())
end

local function expiryMillis(expiresAt)
	if expiresAt == nil then
		return nil
	end
	local at = DateTime.fromIsoDate(expiresAt)
	-- An expiry that cannot be read is taken as none: the sanction holds until it is revoked.
	return at and at.UnixTimestampMillis
end

function StaffConsole.isBanned(userId)
	return stillActive(bans[userId])
end

function StaffConsole.isMuted(userId)
	return stillActive(mutes[userId])
end

-- The public appeal page, as the console's feed names it (its PUBLIC_URL followed by /appeal).
local appealUrl = nil

-- A ban's kick message: its public reason, then where and with which code to appeal (a ban issued as
-- not appealable has no code, and its message is the reason alone).
local function banMessage(ban)
	if ban.appealCode == nil or appealUrl == nil then
		return ban.reason
	end
	local reason = ban.reason
	if reason == "" then
		reason = "You are banned from this game."
	end
	return reason .. "\n\nTo appeal, go to " .. appealUrl .. " and enter the code " .. ban.appealCode .. "."
end

-- What onMute is told of an active mute.
local function muteInfo(mute)
	return { active = true, reason = mute.reason, expiresAt = mute.expiresAt, appealCode = mute.appealCode, appealUrl = appealUrl }
end

local function enforce(player)
	if not config.enforceSanctions then
		return
	end
	local ban = bans[player.UserId]
	if stillActive(ban) then
		player:Kick(banMessage(ban))
		return
	end
	local mute = mutes[player.UserId]
	if stillActive(mute) and config.onMute then
		task.spawn(config.onMute, player, muteInfo(mute))
	end
end

-- Applies one change to the known state; returns whether the player's ban or mute changed.
local function applyChange(change, warnings)
	local entry = nil
	if change.active then
		entry = { reason = change.publicReason, expiresAt = expiryMillis(change.expiresAt), appealCode = change.appealCode }
	end
	if change.type == "ban" then
		bans[change.userId] = entry
	elseif change.type == "mute" then
		mutes[change.userId] = entry
	elseif change.type == "warn" and change.active then
		table.insert(warnings, change)
	end
end

-- Enforces the state reached after a whole read of the feed on the players present, so an issue
-- followed by its revoke in the same read does nothing. `before` holds whether each player whose
-- sanctions changed was muted before the read.
local function enforceChanges(before, warnings)
	if not config.enforceSanctions then
		return
	end
	for userId, wasMuted in pairs(before) do
		local player = Players:GetPlayerByUserId(userId)
		if player then
			local ban = bans[userId]
			local mute = mutes[userId]
			if stillActive(ban) then
				player:Kick(banMessage(ban))
			elseif config.onMute and stillActive(mute) then
				task.spawn(config.onMute, player, muteInfo(mute))
			elseif config.onMute and wasMuted then
				task.spawn(config.onMute, player, { active = false })
			end
		end
	end
	for _, change in ipairs(warnings) do
		local player = Players:GetPlayerByUserId(change.userId)
		if player and config.onWarn then
			task.spawn(config.onWarn, player, { reason = change.publicReason })
		end
	end
end

-- Reads the feed from the cursor to its end. Returns false when the console could not be read.
local function pollSanctions()
	local before = {}
	local warnings = {}
	while true do
		local response, networkError = request("GET", "/api/ingest/sanctions?after=" .. cursor .. "&limit=" .. SANCTIONS_PAGE, nil)
		if response == nil or response.StatusCode ~= 200 then
			log("could not read the sanctions feed (" .. (networkError or ("HTTP " .. response.StatusCode)) .. ")")
			enforceChanges(before, warnings)
			return false
		end
		local page = decode(response.Body)
		if page == nil or type(page.changes) ~= "table" then
			log("the sanctions feed answered something unreadable")
			enforceChanges(before, warnings)
			return false
		end
		if type(page.appealUrl) == "string" then
			appealUrl = page.appealUrl
		end
		for _, change in ipairs(page.changes) do
			if before[change.userId] == nil and change.type ~= "warn" then
				before[change.userId] = stillActive(mutes[change.userId])
			end
			applyChange(change, warnings)
		end
		cursor = page.cursor or cursor
		if #page.changes < SANCTIONS_PAGE then
			enforceChanges(before, warnings)
			return true
		end
	end
end

-- ---- report outcomes ----------------------------------------------------------------------

-- Unknown until the first read, which asks for the feed's end: a new server hears only the outcomes
-- decided from its start, never the whole history again.
local outcomesCursor = "latest"

-- Reads the outcomes feed from the cursor to its end, calling onReportOutcome(reporterUserId,
-- "actioned" | "dismissed") for each. Returns false when the console could not be read.
local function pollOutcomes()
	forgetOldReporters()
	while true do
		local response, networkError = request("GET", "/api/ingest/report-outcomes?after=" .. outcomesCursor .. "&limit=" .. OUTCOMES_PAGE, nil)
		if response == nil or response.StatusCode ~= 200 then
			log("could not read the report outcomes (" .. (networkError or ("HTTP " .. response.StatusCode)) .. ")")
			return false
		end
		local page = decode(response.Body)
		if page == nil or type(page.outcomes) ~= "table" or type(page.cursor) ~= "string" then
			log("the report outcomes feed answered something unreadable")
			return false
		end
		for _, outcome in ipairs(page.outcomes) do
			task.spawn(config.onReportOutcome, outcome.reporterId, outcome.outcome)
		end
		outcomesCursor = page.cursor
		if #page.outcomes < OUTCOMES_PAGE then
			return true
		end
	end
end

-- Runs `poll` every `seconds`, backing off while the console cannot be read.
local function pollLoop(poll, seconds)
	local failures = 0
	while not closing do
		if poll() then
			failures = 0
			task.wait(seconds)
		else
			failures = failures + 1
			task.wait(math.max(seconds, backoffSeconds(failures, nil)))
		end
	end
end

-- ---- start --------------------------------------------------------------------------------

local function onClose()
	closing = true
	local started_at = now()
	local complete = StaffConsole.flush(config.closeSeconds)
	local s = StaffConsole.stats()
	log(
		"closing: sent "
			.. s.sent
			.. ", dropped "
			.. s.dropped
			.. ", rejected "
			.. s.rejected
			.. ", retries "
			.. s.retries
			.. (complete and "" or (", " .. s.queued .. " left unsent"))
			.. string.format(" (flush took %.1f s)", now() - started_at)
	)
end

-- options: baseUrl, ingestKey (a Secret from HttpService:GetSecret, or a string read on the server),
-- and any of the DEFAULTS above; onMute(player, {active, reason, expiresAt}), onWarn(player, {reason}),
-- onReportOutcome(reporterUserId, "actioned" | "dismissed") (called in every server for every
-- outcome: look the reporter up with Players:GetPlayerByUserId, or keep it for their next visit).
function StaffConsole.configure(options)
	if started then
		error("StaffConsole.configure may be called once", 2)
	end
	if type(options) ~= "table" or type(options.baseUrl) ~= "string" or options.ingestKey == nil then
		error("StaffConsole.configure needs { baseUrl = 'https://…', ingestKey = <secret> }", 2)
	end
	config = {}
	for key, value in pairs(DEFAULTS) do
		config[key] = value
	end
	for key, value in pairs(options) do
		config[key] = value
	end
	config.baseUrl = string.gsub(config.baseUrl, "/+$", "")
	if config.requestsPerMinute < 2 or config.batchSize < 1 or config.maxQueue < 1 or config.reportsPerPlayer < 1 then
		error("StaffConsole.configure: requestsPerMinute must be at least 2, batchSize, maxQueue and reportsPerPlayer at least 1", 2)
	end
	resetBucket(config.requestsPerMinute)
	started = true

	for _, kind in ipairs(KINDS) do
		task.spawn(senderLoop, kind)
	end
	task.spawn(pollLoop, pollSanctions, config.pollSanctionsSeconds)
	if config.onReportOutcome then
		task.spawn(pollLoop, pollOutcomes, config.pollOutcomesSeconds)
	end
	Players.PlayerAdded:Connect(enforce)
	game:BindToClose(onClose)
end

return StaffConsole
