-- Example Script (ServerScriptService): connects this game to the Staff Console.
-- StaffConsole (the ModuleScript) sits beside it in ServerScriptService, never in ReplicatedStorage:
-- nothing a client can read may hold the ingest key.

local HttpService = game:GetService("HttpService")
local Players = game:GetService("Players")
local ReplicatedStorage = game:GetService("ReplicatedStorage")
local ServerScriptService = game:GetService("ServerScriptService")
local ServerStorage = game:GetService("ServerStorage")

local StaffConsole = require(ServerScriptService.StaffConsole)

-- The ingest key: best as an experience secret (Creator Hub → your experience → Secrets, named
-- "staff_console_ingest_key"); HttpService:GetSecret returns an object the client never sees and
-- that is only usable in request headers. Studio has no secrets by default: a StringValue in
-- ServerStorage (never replicated) works there.
local function ingestKey()
	local ok, secret = pcall(function()
		return HttpService:GetSecret("staff_console_ingest_key")
	end)
	if ok and secret then
		return secret
	end
	local value = ServerStorage:FindFirstChild("StaffConsoleIngestKey")
	return value and value.Value
end

-- Players report each other through this RemoteEvent: the client fires (reportedUserId, category,
-- text); the server checks everything itself (a client can send anything) and answers
-- ("sent" | "refused", why) or, later, ("outcome", "actioned" | "dismissed").
local ReportPlayer = Instance.new("RemoteEvent")
ReportPlayer.Name = "ReportPlayer"
ReportPlayer.Parent = ReplicatedStorage

-- Players muted by staff: kept here and checked by the chat code below.
local muted = {}

StaffConsole.configure({
	baseUrl = "https://console.example.com",
	ingestKey = ingestKey(),
	-- The defaults, written out: 300 requests a minute leaves ~200 of HttpService's ~500 to the game.
	requestsPerMinute = 300,
	batchSize = 500,
	maxQueue = 5000,
	pollSanctionsSeconds = 30,
	-- Tell a reporter what came of their report, if they are in this server (the console never says
	-- which sanction or why).
	onReportOutcome = function(reporterUserId, outcome)
		local reporter = Players:GetPlayerByUserId(reporterUserId)
		if reporter then
			ReportPlayer:FireClient(reporter, "outcome", outcome)
		end
	end,
	onMute = function(player, mute)
		muted[player.UserId] = mute.active or nil
		if mute.active then
			print(player.Name .. " is muted: " .. tostring(mute.reason))
		end
	end,
})

Players.PlayerAdded:Connect(function(player)
	StaffConsole.updatePlayer(player, { level = 1 })

	player.Chatted:Connect(function(message)
		StaffConsole.logChat(player, message)
	end)
end)

-- A report from a client: only numbers and short text are passed on, and only about someone in this
-- server; StaffConsole.report refuses reporting oneself, unknown categories, long text and more
-- than 5 reports in 10 minutes by one player.
ReportPlayer.OnServerEvent:Connect(function(player, reportedUserId, category, text)
	if type(reportedUserId) ~= "number" or type(category) ~= "string" or (text ~= nil and type(text) ~= "string") then
		ReportPlayer:FireClient(player, "refused", "invalid")
		return
	end
	if not Players:GetPlayerByUserId(reportedUserId) then
		ReportPlayer:FireClient(player, "refused", "not in this server")
		return
	end
	local sent, why = StaffConsole.report(player, reportedUserId, category, text)
	ReportPlayer:FireClient(player, sent and "sent" or "refused", why)
end)

-- Call these from the game's own trade and shop code:
--   StaffConsole.logTrade({ sender = playerA, receiver = playerB,
--       sent = { { name = "Sword", value = 120 } }, received = { { name = "Shield", value = 90 } } })
--   StaffConsole.logPurchase({ buyer = player, seller = "Shop", item = "Golden Hat", price = 250 })
--   StaffConsole.updatePlayer(player, { value = 1200, bux = 300, level = 12, items = 40 })
-- A TextChatService game can refuse muted players' messages in its ShouldDeliverCallback with
-- StaffConsole.isMuted(userId).

-- Every few minutes, say how the connection is doing (sent, dropped, retries).
task.spawn(function()
	while true do
		task.wait(300)
		local s = StaffConsole.stats()
		print(string.format("[StaffConsole] sent %d, dropped %d, retries %d, queued %d", s.sent, s.dropped, s.retries, s.queued))
	end
end)
