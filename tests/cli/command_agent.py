"""A small agent for the `command` backend test: reads one kopt llm request
(JSON) on stdin and answers like a cautious tuner: the planner always asks
for more warps, the executor doubles num_warps in the parent's launch."""
import json, sys

req = json.loads(sys.stdin.readline())
if req["role"] == "summarizer":
    print("```json")
    print(json.dumps({"experience_item": {"strategy_title": req["plan"]["direction"]}}))
    print("```")
elif req["role"] == "planner":
    print("```json")
    print(json.dumps({"direction": "more warps", "title": "double num_warps",
                      "steps": [{"target": "launch", "change": "num_warps x2",
                                 "implementation_hints": ""}]}))
    print("```")
else:
    k = req["parent_kernel"]
    launch = k["launch"]
    launch["num_warps"] = min(16, launch["num_warps"] * 2)
    print("```python")
    print(k["source"].rstrip("\n"))
    print("```")
    print("```json")
    print(json.dumps({"launch": launch}))
    print("```")
