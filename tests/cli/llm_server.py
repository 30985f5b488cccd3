"""A loopback OpenAI-compatible chat-completions server for the tests.

It answers the planner and executor prompts kopt's openai backend sends the
way the scripted policy would (a launch-parameter move), so a whole search
runs against it; the synthesizer with a canned fused kernel of
tests/fixtures/full/relu-scale's group (2 * relu(x) + x, written against the
request's contract).  MODE (argv[2]) adds a misbehaviour:
  ok          plain answers, usage included
  parts       content as an array of text parts, no usage
  429once     the first request of each prompt gets 429, then success
  500         every request gets 500
  stall       the server never answers (the client's timeout must fire)
  truncated   executor answers cut off inside the code block
  malformed   the body is not JSON
  echo-key    the answer quotes the Authorization header (must be redacted)
  fixed-usage plain answers, each reporting 1000 prompt and 500 completion tokens
  no-usage    plain answers (content a string), no usage
  some-usage  as fixed-usage, but executor answers report no usage
It writes its port to argv[1] and serves until killed.  Loopback only."""
import hashlib, http.server, json, re, socketserver, sys, threading, time

MODE = sys.argv[2]
seen = set()
lock = threading.Lock()
MOVES = [("increase_xblock", "XBLOCK", 2), ("decrease_xblock", "XBLOCK", 0.5),
         ("more_warps", "num_warps", 2), ("fewer_warps", "num_warps", 0.5)]


def role_of(messages):
    user = messages[-1]["content"]
    return json.loads(re.search(r"```json\n(.*?)\n```", user, re.S).group(1))["role"]


def answer(messages, auth):
    user = messages[-1]["content"]
    req = json.loads(re.search(r"```json\n(.*?)\n```", user, re.S).group(1))
    if req["role"] == "summarizer":
        item = {"experience_item": {"rewrite_type": "launch", "profiling_signal": "memory-bound",
                                    "strategy_title": req["plan"]["direction"],
                                    "strategy_description": "retune the launch"},
                "memory_update": {"action": "append", "reason": "test"}}
        text = "```json\n%s\n```\n" % json.dumps(item)
    elif req["role"] == "synthesizer":
        ctx = req["context"]
        n = [a["value"] for a in ctx["steps"][0]["args"] if a["name"] == "xnumel"][0]
        src = ("import triton\nimport triton.language as tl\n\n%s"
               "    xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)\n"
               "    xmask = xindex < %d\n"
               "    x = tl.load(in_ptr0 + xindex, xmask)\n"
               "    y = tl.maximum(x, 0.0) * 2.0 + x\n"
               "    tl.store(out_ptr0 + xindex, y, xmask)\n" % (ctx["contract"], n))
        launch = {"grid": [(n + 1023) // 1024, 1, 1], "num_warps": 4, "num_stages": 1,
                  "constexprs": {"XBLOCK": 1024, "RBLOCK": 1}}
        text = "Fused:\n```python\n%s```\n```json\n%s\n```\n" % (src, json.dumps({"launch": launch}))
    elif req["role"] == "planner":
        h = int(hashlib.sha256(user.encode()).hexdigest(), 16)
        d, key, f = MOVES[(h + req.get("sample", 0)) % len(MOVES)]
        plan = {"direction": d, "title": "%s by %s" % (key, f), "bottleneck": "memory-bound",
                "evidence": [], "steps": [{"target": "launch", "change": key,
                                           "implementation_hints": "launch only"}],
                "key": key, "factor": f}
        text = "Plan:\n```json\n%s\n```\n" % json.dumps(plan)
    else:
        src = re.search(r"Parent kernel:\n```python\n(.*?)\n```", user, re.S).group(1)
        launch = json.loads(re.search(r"Its launch: (\{.*\})", user).group(1))
        plan = req["plan"]
        d = plan["direction"]
        key = {"increase_xblock": "XBLOCK", "decrease_xblock": "XBLOCK"}.get(d, "num_warps")
        f = 2 if d.startswith(("increase", "more")) else 0.5
        if key == "XBLOCK":
            launch["constexprs"]["XBLOCK"] = max(16, int(launch["constexprs"]["XBLOCK"] * f))
        else:
            launch["num_warps"] = max(1, min(16, int(launch["num_warps"] * f)))
        text = "Done.\n```python\n%s\n```\n```json\n%s\n```\n" % (src, json.dumps({"launch": launch}))
        if MODE == "truncated":
            text = text[:len(text) // 3]
    if MODE == "echo-key":
        text += "\n(you sent %s)" % auth
    return text


class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        key = hashlib.sha256(json.dumps(body["messages"]).encode()).hexdigest()
        if MODE == "stall":
            time.sleep(3600)
        if MODE == "500":
            return self.reply(500, b'{"error":"internal"}')
        if MODE == "429once":
            with lock:
                first = key not in seen
                seen.add(key)
            if first:
                self.send_response(429)
                self.send_header("Retry-After", "0")
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"{}")
                return
        if MODE == "malformed":
            return self.reply(200, b'{"choices": [ this is not json')
        text = answer(body["messages"], self.headers.get("Authorization", ""))
        content = [{"type": "text", "text": text}] if MODE == "parts" else text
        out = {"id": "x", "model": body["model"], "choices": [{"index": 0, "message":
               {"role": "assistant", "content": content, "tool_calls": None},
               "finish_reason": "stop"}]}
        if MODE in ("fixed-usage", "some-usage"):
            if MODE == "fixed-usage" or role_of(body["messages"]) != "executor":
                out["usage"] = {"prompt_tokens": 1000, "completion_tokens": 500}
        elif MODE not in ("parts", "no-usage"):
            out["usage"] = {"prompt_tokens": len(json.dumps(body)) // 4,
                            "completion_tokens": len(text) // 4,
                            "prompt_tokens_details": {"cached_tokens": 0}}
        self.reply(200, json.dumps(out).encode())

    def reply(self, code, data):
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class S(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


srv = S(("127.0.0.1", 0), H)
with open(sys.argv[1], "w") as f:
    f.write(str(srv.server_address[1]))
srv.serve_forever()
