-- Stand-ins for the parts of Roblox that StaffConsole.lua uses, for running it in plain Lua 5.4
-- (wasmoon) under the tests and in the real Luau VM (test/luau/): game, HttpService, Players, task,
-- DateTime, typeof, warn, and a scheduler on a virtual clock. HttpService:RequestAsync yields the
-- calling thread; the Node side (lua-game.ts) takes the request, sends it over real HTTP and hands
-- the answer back (in Luau, a console written in Luau answers it).
-- The scheduler's controls are in the global `__env`, read by lua-game.ts.

local env = { clock = 0, warnings = {}, kicks = {}, mutes = {}, outcomes = {}, closeDone = false }
__env = env

-- A whole number as Lua 5.4 keeps it (an integer); Luau has one number type, so it stays as it is.
local function integerOf(n)
	return math.tointeger and math.tointeger(n) or n
end

-- ---- JSON, as HttpService encodes it (a sequence → array, an empty table → []) ---------------

local function isSequence(t)
	local n = 0
	for _ in pairs(t) do
		n = n + 1
	end
	for i = 1, n do
		if t[i] == nil then
			return false
		end
	end
	return true
end

local escapes = { ['"'] = '\\"', ["\\"] = "\\\\", ["\b"] = "\\b", ["\f"] = "\\f", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }

local function encode(value)
	local kind = type(value)
	if kind == "nil" then
		return "null"
	elseif kind == "boolean" then
		return tostring(value)
	elseif kind == "number" then
		if math.type and math.type(value) == "integer" then
			return string.format("%d", value)
		end
		if value ~= value or value == math.huge or value == -math.huge then
			error("JSONEncode: cannot encode " .. tostring(value))
		end
		if value == math.floor(value) and math.abs(value) < 2 ^ 53 then
			return string.format("%d", math.floor(value))
		end
		return string.format("%.17g", value)
	elseif kind == "string" then
		return '"' .. string.gsub(value, '[%c"\\]', function(c)
			return escapes[c] or string.format("\\u%04x", string.byte(c))
		end) .. '"'
	elseif kind == "table" then
		local parts = {}
		if isSequence(value) then
			for _, item in ipairs(value) do
				table.insert(parts, encode(item))
			end
			return "[" .. table.concat(parts, ",") .. "]"
		end
		for key, item in pairs(value) do
			if type(key) ~= "string" then
				error("JSONEncode: keys must be strings")
			end
			table.insert(parts, encode(key) .. ":" .. encode(item))
		end
		return "{" .. table.concat(parts, ",") .. "}"
	end
	error("JSONEncode: cannot encode a " .. kind)
end

local function decode(text)
	local pos = 1
	local value
	local function skip()
		pos = string.find(text, "[^ \t\r\n]", pos) or (#text + 1)
	end
	local function fail(what)
		error("JSONDecode: " .. what .. " at " .. pos)
	end
	local function readString()
		local out = {}
		pos = pos + 1
		while true do
			local c = string.sub(text, pos, pos)
			if c == "" then
				fail("unterminated string")
			elseif c == '"' then
				pos = pos + 1
				return table.concat(out)
			elseif c == "\\" then
				local e = string.sub(text, pos + 1, pos + 1)
				local map = { b = "\b", f = "\f", n = "\n", r = "\r", t = "\t", ['"'] = '"', ["\\"] = "\\", ["/"] = "/" }
				if e == "u" then
					local code = tonumber(string.sub(text, pos + 2, pos + 5), 16)
					if code >= 0xD800 and code <= 0xDBFF and string.sub(text, pos + 6, pos + 7) == "\\u" then
						local low = tonumber(string.sub(text, pos + 8, pos + 11), 16)
						code = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00)
						pos = pos + 6
					end
					table.insert(out, utf8.char(code))
					pos = pos + 6
				else
					table.insert(out, map[e] or fail("bad escape"))
					pos = pos + 2
				end
			else
				table.insert(out, c)
				pos = pos + 1
			end
		end
	end
	value = function()
		skip()
		local c = string.sub(text, pos, pos)
		if c == "{" then
			local object = {}
			pos = pos + 1
			skip()
			if string.sub(text, pos, pos) == "}" then
				pos = pos + 1
				return object
			end
			while true do
				skip()
				local key = readString()
				skip()
				if string.sub(text, pos, pos) ~= ":" then
					fail("expected :")
				end
				pos = pos + 1
				object[key] = value()
				skip()
				local sep = string.sub(text, pos, pos)
				pos = pos + 1
				if sep == "}" then
					return object
				elseif sep ~= "," then
					fail("expected , or }")
				end
			end
		elseif c == "[" then
			local array = {}
			pos = pos + 1
			skip()
			if string.sub(text, pos, pos) == "]" then
				pos = pos + 1
				return array
			end
			while true do
				table.insert(array, value())
				skip()
				local sep = string.sub(text, pos, pos)
				pos = pos + 1
				if sep == "]" then
					return array
				elseif sep ~= "," then
					fail("expected , or ]")
				end
			end
		elseif c == '"' then
			return readString()
		elseif string.sub(text, pos, pos + 3) == "true" then
			pos = pos + 4
			return true
		elseif string.sub(text, pos, pos + 4) == "false" then
			pos = pos + 5
			return false
		elseif string.sub(text, pos, pos + 3) == "null" then
			pos = pos + 4
			return nil
		end
		local number = string.match(text, "^-?%d+%.?%d*[eE]?[-+]?%d*", pos)
		if not number or number == "" then
			fail("unexpected character")
		end
		pos = pos + #number
		return integerOf(tonumber(number))
	end
	local result = value()
	skip()
	if pos <= #text then
		fail("trailing characters")
	end
	return result
end

env.encode = encode
env.decode = decode

-- ---- the scheduler ----------------------------------------------------------------------------

local sleeping = {} -- { thread, wakeAt, order }
local ready = {} -- { thread, args }
local httpWaiting = {} -- id -> thread
local newRequests = {}
local nextRequestId = 0
local order = 0
local HTTP = {}
local FRAME = 1 / 60

local resume

local function handleYield(thread, ok, first, second)
	if not ok then
		table.insert(env.warnings, "thread error: " .. tostring(first) .. "\n" .. debug.traceback(thread))
		return
	end
	if coroutine.status(thread) == "dead" then
		return
	end
	if first == HTTP then
		nextRequestId = nextRequestId + 1
		httpWaiting[nextRequestId] = thread
		table.insert(newRequests, { id = nextRequestId, request = second })
	else
		order = order + 1
		-- As in Roblox, a wait lasts at least one frame (1/60 s).
		table.insert(sleeping, { thread = thread, wakeAt = env.clock + math.max(first or 0, FRAME), startedAt = env.clock, order = order })
	end
end

resume = function(thread, ...)
	handleYield(thread, coroutine.resume(thread, ...))
end

local function spawn(fn, ...)
	local thread = type(fn) == "thread" and fn or coroutine.create(fn)
	resume(thread, ...)
	return thread
end

task = {
	wait = function(seconds)
		local startedAt = env.clock
		coroutine.yield(seconds or 0)
		return env.clock - startedAt
	end,
	spawn = spawn,
	defer = function(fn, ...)
		local thread = coroutine.create(fn)
		table.insert(ready, { thread = thread, args = table.pack(...) })
		return thread
	end,
	delay = function(seconds, fn, ...)
		local args = table.pack(...)
		return spawn(function()
			task.wait(seconds)
			fn(table.unpack(args, 1, args.n))
		end)
	end,
}

--- Runs every thread due at the current virtual time; returns how many ran.
function env.step()
	local ran = 0
	while true do
		local due = {}
		for i = #sleeping, 1, -1 do
			if sleeping[i].wakeAt <= env.clock then
				table.insert(due, table.remove(sleeping, i))
			end
		end
		table.sort(due, function(a, b)
			return a.wakeAt < b.wakeAt or (a.wakeAt == b.wakeAt and a.order < b.order)
		end)
		local batch = ready
		ready = {}
		if #due == 0 and #batch == 0 then
			return ran
		end
		for _, entry in ipairs(batch) do
			ran = ran + 1
			resume(entry.thread, table.unpack(entry.args, 1, entry.args.n))
		end
		for _, entry in ipairs(due) do
			ran = ran + 1
			resume(entry.thread, env.clock - entry.startedAt)
		end
	end
end

function env.nextWake()
	local earliest = -1
	for _, entry in ipairs(sleeping) do
		if earliest < 0 or entry.wakeAt < earliest then
			earliest = entry.wakeAt
		end
	end
	return earliest
end

function env.advance(to)
	if to > env.clock then
		env.clock = to
	end
end

--- The requests made since the last call, as JSON (the ingest key is a string here).
function env.takeRequests()
	local taken = newRequests
	newRequests = {}
	local out = {}
	for _, entry in ipairs(taken) do
		local r = entry.request
		table.insert(out, { id = entry.id, url = r.Url, method = r.Method or "GET", headers = r.Headers or {}, body = r.Body })
	end
	return encode(out)
end

function env.complete(id, status, headersJson, body)
	local thread = httpWaiting[id]
	httpWaiting[id] = nil
	local headers = decode(headersJson)
	local response = { Success = status >= 200 and status < 300, StatusCode = status, StatusMessage = "", Headers = headers, Body = body }
	table.insert(ready, { thread = thread, args = table.pack(true, response) })
end

function env.fail(id, message)
	local thread = httpWaiting[id]
	httpWaiting[id] = nil
	table.insert(ready, { thread = thread, args = table.pack(false, message) })
end

-- ---- Roblox services ----------------------------------------------------------------------------

local INSTANCE = {}

function typeof(value)
	if type(value) == "table" and getmetatable(value) == INSTANCE then
		return "Instance"
	end
	return type(value)
end

function warn(...)
	local parts = table.pack(...)
	for i = 1, parts.n do
		parts[i] = tostring(parts[i])
	end
	table.insert(env.warnings, table.concat(parts, " "))
end

-- The virtual clock as os.clock (a new `os` over the real one: Luau's libraries are read-only).
os = setmetatable({
	clock = function()
		return env.clock
	end,
}, { __index = os })

DateTime = {
	now = function()
		return { UnixTimestampMillis = __js_epochBase + math.floor(env.clock * 1000) }
	end,
	-- nil for text that is not an ISO 8601 date, as in Roblox.
	fromIsoDate = function(text)
		local ms = __js_parseIso(text)
		if ms ~= ms then
			return nil
		end
		return { UnixTimestampMillis = integerOf(ms) }
	end,
}

local HttpService = {
	JSONEncode = function(_, value)
		return encode(value)
	end,
	JSONDecode = function(_, text)
		return decode(text)
	end,
	-- A random (version 4) UUID from Node's crypto, upper case as Roblox writes it.
	GenerateGUID = function(_, braces)
		local guid = string.upper(__js_randomUUID())
		return braces == false and guid or ("{" .. guid .. "}")
	end,
	RequestAsync = function(_, request)
		local ok, response = coroutine.yield(HTTP, request)
		if not ok then
			error(response, 2)
		end
		return response
	end,
}

local function signal()
	local handlers = {}
	return {
		Connect = function(_, fn)
			table.insert(handlers, fn)
			return {
				Disconnect = function() end,
			}
		end,
		fire = function(...)
			for _, fn in ipairs(handlers) do
				spawn(fn, ...)
			end
		end,
	}
end

local players = {}
local Players = { PlayerAdded = signal(), PlayerRemoving = signal() }

function Players:GetPlayers()
	local list = {}
	for _, player in pairs(players) do
		table.insert(list, player)
	end
	return list
end

function Players:GetPlayerByUserId(userId)
	return players[userId]
end

function env.addPlayer(userId, name)
	local player = setmetatable({ UserId = userId, Name = name }, INSTANCE)
	INSTANCE.__index = nil
	function player:Kick(message)
		table.insert(env.kicks, { userId = self.UserId, message = message })
		players[self.UserId] = nil
		Players.PlayerRemoving.fire(self)
	end
	players[userId] = player
	Players.PlayerAdded.fire(player)
	return player
end

local closeHandlers = {}
local services = { HttpService = HttpService, Players = Players }

game = {
	-- The game server's id (a lower-case UUID; empty in Studio) and the place it runs.
	JobId = string.lower(__js_randomUUID()),
	PlaceId = 4924922222,
	GetService = function(_, name)
		return services[name] or error("no stand-in for service " .. name)
	end,
	BindToClose = function(_, fn)
		table.insert(closeHandlers, fn)
	end,
}

--- Runs the BindToClose callbacks as Roblox does when the server shuts down; env.closeDone is set when all return.
function env.close()
	local running = #closeHandlers
	for _, fn in ipairs(closeHandlers) do
		spawn(function()
			fn()
			running = running - 1
			if running == 0 then
				env.closeDone = true
			end
		end)
	end
	if running == 0 then
		env.closeDone = true
	end
end

-- Flat names for the Node side (wasmoon calls global functions directly).
__env_complete = env.complete
__env_fail = env.fail
