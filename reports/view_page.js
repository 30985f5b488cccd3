/* kopt view's page script.  The head (the report's Markdown and the problem
 * list) is drawn at once, then performance.mark("kopt-table1") is set and
 * the time since navigation start is written to <html data-table1-ms>
 * (data-loaded-ms once the body is read).  The
 * body (every row of the run, deflated) is inflated with DecompressionStream
 * and each view (#p=, #s=, #c=, #x=) is drawn only when asked for. */
"use strict";
(function () {
const H = JSON.parse(document.getElementById("head").textContent);
const $ = (id) => document.getElementById(id);
let D = null;	/* the body, once inflated */
const X = {};	/* its indexes */

function esc(s) {
	return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}
function fmt(x, d) { return typeof x === "number" && isFinite(x) ? x.toFixed(d) : "–"; }
function short(id) { return id ? String(id).slice(0, 12) : ""; }
function link(kind, parts, text) {
	return `<a href="#${kind}=${parts.map(encodeURIComponent).join("/")}">${esc(text)}</a>`;
}
function plink(p) { return link("p", [p], p); }
function parse(text) { try { return JSON.parse(text); } catch (e) { return null; } }
function pretty(v) { return esc(JSON.stringify(v, null, 2)); }
function tbl(head, rows) {
	return "<table><tr>" + head.map((h) => `<th>${esc(h)}</th>`).join("") + "</tr>" +
		rows.map((r) => "<tr>" + r.map((c) => typeof c === "number" ? `<td class="n">${c}</td>` :
			`<td>${c}</td>`).join("") + "</tr>").join("") + "</table>";
}

/* Markdown as kopt report writes it: headings, tables, paragraphs. */
const PIDS = new Set(H.problems.map((p) => p[0]));
function inline(s) {
	return esc(s).replace(/`([^`]*)`/g, "<code>$1</code>");
}
function cell(c) {
	return PIDS.has(c) ? plink(c) : inline(c);
}
function markdown(text) {
	const out = [], lines = text.split("\n");
	for (let i = 0; i < lines.length;) {
		const l = lines[i], h = /^(#+) (.*)$/.exec(l);
		if (h) { out.push(`<h${h[1].length + 1}>${inline(h[2])}</h${h[1].length + 1}>`); i++; continue; }
		if (l.startsWith("|")) {
			const rows = [];
			while (i < lines.length && lines[i].startsWith("|")) rows.push(lines[i++]);
			const cells = (r) => r.replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
			out.push(tbl(cells(rows[0]).map((c) => c), rows.slice(2).map((r) => cells(r).map(cell)))
				.replace(/<th>([^<]*)<\/th>/g, (m, t) => `<th>${t}</th>`));
			continue;
		}
		if (!l.trim()) { i++; continue; }
		const p = [];
		while (i < lines.length && lines[i].trim() && !lines[i].startsWith("|") && !/^#+ /.test(lines[i])) p.push(lines[i++]);
		out.push(`<p>${inline(p.join(" "))}</p>`);
	}
	return out.join("\n");
}

/* The run's head: Table 1 first, then the problems. */
function drawReport() {
	$("title").textContent = `${H.file}: run ${H.run} (${H.name}), ${H.status}`;
	$("report").innerHTML = markdown(H.report) + (H.ablations ? "<h2>Ablations (every run of the file)</h2>" +
		markdown(H.ablations) : "") + "<h2>Problems</h2>" +
		tbl(["Problem", "Level", "Category", "Class", "Speedup", "Fallback reason"],
			H.problems.map((p) => [plink(p[0]), esc(p[1]), esc(p[2]), esc(p[3]), fmt(p[4], 2) + "×", esc(p[5])])) +
		'<div id="runmore"></div>';
}
drawReport();
performance.mark("kopt-table1");
document.documentElement.dataset.table1Ms = performance.now().toFixed(1);

/* The body's blobs, parsed once each when first asked for. */
const parsed = new Map();
function blob(i) {
	if (i < 0) return null;
	if (!parsed.has(i)) parsed.set(i, parse(D.blobs[i]));
	return parsed.get(i);
}

function index() {
	X.prob = new Map(D.problems.map((p) => [p.id, p]));
	X.cand = new Map();	/* "problem/id" -> candidate */
	X.subs = new Map();	/* problem -> Map(sub-kernel -> [candidates]) */
	for (const r of D.cands) {
		const c = { pid: r[0], id: r[1], parent: r[2], sub: r[3], iter: r[4], slot: r[5], chain: r[6], plan: r[7], content: r[8] };
		X.cand.set(c.pid + "/" + c.id, c);
		if (!X.subs.has(c.pid)) X.subs.set(c.pid, new Map());
		const m = X.subs.get(c.pid);
		if (!m.has(c.sub)) m.set(c.sub, []);
		m.get(c.sub).push(c);
	}
	X.gates = new Map();	/* "problem/subject" -> [gate rows] */
	X.refused = new Map();	/* "problem/sub-kernel" -> [refused attempts and plans] */
	for (const g of D.gates) {
		const k = g[0] + "/" + g[1];
		if (!X.gates.has(k)) X.gates.set(k, []);
		X.gates.get(k).push(g);
		if (g[3]) continue;
		const d = parse(g[4]) || {}, step = String(d.step || "").split("/");
		const a = /^attempt:(.*):t(\d+):s(\d+):a(\d+)$/.exec(g[1]), p = /^plan:t(\d+):s(\d+)$/.exec(g[1]);
		const sub = a ? a[1] : step[1];
		if (!sub || !(a || p)) continue;
		const r = { pid: g[0], subject: g[1], gate: g[2], why: d.reason || g[4],
			iter: +(a ? a[2] : p[1]), slot: +(a ? a[3] : p[2]), attempt: a ? +a[4] : 0 };
		const key = g[0] + "/" + sub;
		if (!X.refused.has(key)) X.refused.set(key, []);
		X.refused.get(key).push(r);
		if (!X.subs.has(g[0])) X.subs.set(g[0], new Map());
		if (!X.subs.get(g[0]).has(sub)) X.subs.get(g[0]).set(sub, []);
	}
	X.obs = new Map();	/* problem -> [observations in order] */
	X.byCand = new Map();	/* candidate id -> [observations] */
	for (const o of D.obs) {
		const pid = o[2].split("/")[0];
		if (!X.obs.has(pid)) X.obs.set(pid, []);
		X.obs.get(pid).push(o);
		if (o[11]) {
			if (!X.byCand.has(o[11])) X.byCand.set(o[11], []);
			X.byCand.get(o[11]).push(o);
		}
	}
}

function content(pid, id) {
	const c = X.cand.get(pid + "/" + id);
	if (c) return blob(c.content);
	return id in D.bases ? blob(D.bases[id]) : null;
}
/* The baseline a candidate descends from: the first ancestor that is no
 * candidate (a cycle, a candidate its own ancestor, ends the walk too). */
function root(c) {
	const seen = new Set([c.id]);
	let p = c;
	while (X.cand.has(c.pid + "/" + p.parent) && !seen.has(p.parent)) {
		seen.add(p.parent);
		p = X.cand.get(c.pid + "/" + p.parent);
	}
	return p.parent;
}
/* The baseline of a sub-kernel's search: the parent of its first
 * iteration's candidates (a candidate may have the baseline's content). */
function baseOf(pid, sub) {
	const cs = (X.subs.get(pid) || new Map()).get(sub) || [], c1 = cs.find((c) => c.iter === 1);
	return c1 ? c1.parent : cs.length ? root(cs[0]) : null;
}
function ms(id) { return id in D.times && D.times[id] >= 0 ? D.times[id] : NaN; }

/* The run: configuration (keys that differ from the defaults first), provenance, device. */
function flat(v, pre, out) {
	if (v && typeof v === "object" && !Array.isArray(v)) {
		for (const k of Object.keys(v).sort()) flat(v[k], pre ? pre + "." + k : k, out);
	} else out[pre] = JSON.stringify(v);
	return out;
}
function drawRunMore() {
	const cfg = flat(parse(D.config), "", {}), def = flat(parse(D.defaults), "", {});
	const keys = Object.keys(cfg), diff = keys.filter((k) => cfg[k] !== def[k]), same = keys.filter((k) => cfg[k] === def[k]);
	const prov = parse(D.provenance) || {};
	const dev = ((prov.backends || {}).measure || {}).describe;
	const row = (k) => `<tr${cfg[k] !== def[k] ? ' class="nondefault"' : ""}><td>${esc(k)}</td><td>${esc(cfg[k])}</td>` +
		`<td>${esc(def[k] === undefined ? "(none)" : def[k])}</td></tr>`;
	$("runmore").innerHTML = "<h2>Device</h2>" + (dev ? tbl(["Key", "Value"], Object.keys(dev).map((k) => [esc(k), esc(JSON.stringify(dev[k]))])) : "<p>not recorded</p>") +
		`<h2>Configuration</h2><p>${diff.length} of ${keys.length} keys differ from the defaults; they come first.</p>` +
		"<table><tr><th>Key</th><th>Value</th><th>Default</th></tr>" + diff.concat(same).map(row).join("") + "</table>" +
		"<h2>Provenance</h2><pre>" + pretty(prov) + "</pre>";
}

/* A problem: outcome, baseline steps, searched sub-kernels. */
function drawProblem(pid) {
	const p = X.prob.get(pid);
	if (!p) return `<p>No problem ${esc(pid)} in this run.</p>`;
	const m = parse(p.manifest) || {}, o = parse(p.outcome) || {}, h = H.problems.find((r) => r[0] === pid) || [];
	const steps = (m.steps || []).map((s, i) => [i, esc(s.kind), esc(s.name || s.op || ""), esc(s.kind === "kernel" ? s.lang || "" : s.op || s.library || ""),
		"<code>" + esc(JSON.stringify(s.kind === "kernel" ? s.launch : s.args || "")).slice(0, 300) + "</code>"]);
	const subs = X.subs.get(pid) || new Map(), os = o.subkernels || {};
	const names = [...new Set([...Object.keys(os), ...subs.keys()])];
	return `<h2>Problem ${esc(pid)}</h2>` + tbl(["Status", "Class", "Speedup", "Baseline ms", "Final ms", "Fallback reason", "Level", "Category", "Vendor share"],
		[[esc(o.status), esc(h[3] || ""), fmt(o.speedup, 3) + "×", fmt(o.base_ms, 4), fmt(o.final_ms, 4), esc(o.fallback_reason || ""), esc(o.level ?? ""), esc(o.category || ""), fmt(o.vendor_share, 3)]]) +
		`<p>${link("x", [pid], "the agents' exchanges")} (${(X.obs.get(pid) || []).filter((x) => x[1] === "llm").length} LLM calls)</p>` +
		"<h3>Baseline steps (vendor calls and generated kernels)</h3>" + tbl(["#", "Kind", "Name", "Lang / op", "Launch / arguments"], steps) +
		"<h3>Searched sub-kernels</h3>" + tbl(["Sub-kernel", "Candidates", "Attempts", "Passed", "Baseline ms", "Tier"],
			names.map((n) => [link("s", [pid, n], n), (subs.get(n) || []).length, esc((os[n] || {}).attempts ?? ""), esc((os[n] || {}).passed ?? ""), fmt((os[n] || {}).baseline_ms, 4), esc((os[n] || {}).baseline_tier || "")])) +
		(o.vendor_kept ? "<h3>Vendor calls kept</h3><pre>" + pretty(o.vendor_kept) + "</pre>" : "");
}

/* A sub-kernel's search: the tree by iteration and beam slot, Figure 6's data. */
function drawSub(pid, sub) {
	const cs = (X.subs.get(pid) || new Map()).get(sub) || [], ref = X.refused.get(pid + "/" + sub) || [];
	const base = baseOf(pid, sub), bms = base ? ms(base) : NaN;
	const T = Math.max(0, ...cs.map((c) => c.iter), ...ref.map((r) => r.iter));
	let best = bms, bestId = base;
	const pts = [[0, 1]], cols = [];
	for (let t = 1; t <= T; t++) {
		const here = cs.filter((c) => c.iter === t).sort((a, b) => a.slot - b.slot);
		for (const c of here) if (ms(c.id) < best) { best = ms(c.id); bestId = c.id; }
		pts.push([t, bms / best]);
		const nodes = here.map((c) => {
			const gs = X.gates.get(pid + "/" + c.id) || [], bad = gs.find((g) => !g[3]);
			return `<div class="node ${bad ? "refused" : "passed"}" data-id="${esc(c.id)}">` +
				`${link("c", [pid, c.id], short(c.id))} slot ${c.slot} chain ${esc(c.chain)}<br>` +
				`from ${X.cand.has(pid + "/" + c.parent) ? link("c", [pid, c.parent], short(c.parent)) : "baseline " + esc(short(c.parent))}<br>` +
				`${fmt(ms(c.id), 4)} ms, ${fmt(bms / ms(c.id), 3)}×<br>` +
				gs.map((g) => `<span class="${g[3] ? "ok" : "bad"}">${esc(g[2])}</span>`).join(" ") +
				(bad ? `<div class="why">${esc((parse(bad[4]) || {}).reason || bad[4])}</div>` : "") + "</div>";
		}).concat(ref.filter((r) => r.iter === t).sort((a, b) => a.slot - b.slot || a.attempt - b.attempt).map((r) =>
			`<div class="node refused">slot ${r.slot}${r.attempt ? " attempt " + r.attempt : " plan"}: refused by <b>${esc(r.gate)}</b><div class="why">${esc(r.why)}</div></div>`));
		cols.push(`<div class="iter"><h4>iteration ${t}</h4>${nodes.join("")}</div>`);
	}
	const html = `<h2>${plink(pid)} / ${esc(sub)}</h2><p>baseline ${esc(short(base))}: ${fmt(bms, 4)} ms; best ${bestId === base ? "the baseline" : link("c", [pid, bestId], short(bestId))} ${fmt(best, 4)} ms (${fmt(bms / best, 3)}×); ${cs.length} candidates, ${ref.length} refused attempts</p>` +
		"<h3>Best speedup per iteration (Figure 6's data)</h3><div class=\"fig\">" + plot(pts) +
		tbl(["Iteration", "Best speedup so far"], pts.map((p) => [p[0], fmt(p[1], 3) + "×"])) + "</div>" +
		`<h3>The search (iterations × beam)</h3><div class="tree">${cols.join("")}</div>`;
	return html.replace(`class="node passed" data-id="${esc(bestId)}"`, `class="node passed best" title="the best" data-id="${esc(bestId)}"`);
}
function plot(pts) {
	const W = 420, Hh = 200, L = 50, B = 30, ys = pts.map((p) => p[1]).filter(isFinite);
	const lo = Math.min(1, ...ys) * 0.98, hi = Math.max(1, ...ys) * 1.02, n = Math.max(1, pts.length - 1);
	const x = (t) => L + (W - L - 10) * t / n, y = (v) => Hh - B - (Hh - B - 10) * (v - lo) / (hi - lo || 1);
	const ok = pts.filter((p) => isFinite(p[1]));
	return `<svg width="${W}" height="${Hh}" role="img" aria-label="best speedup per iteration">` +
		`<line x1="${L}" y1="${y(1)}" x2="${W - 10}" y2="${y(1)}" stroke="#bbb" stroke-dasharray="4"/>` +
		`<polyline fill="none" stroke="#0969da" stroke-width="2" points="${ok.map((p) => x(p[0]) + "," + y(p[1])).join(" ")}"/>` +
		ok.map((p) => `<circle cx="${x(p[0])}" cy="${y(p[1])}" r="3" fill="#0969da"><title>${p[0]}: ${fmt(p[1], 3)}×</title></circle>`).join("") +
		pts.map((p) => `<text x="${x(p[0])}" y="${Hh - B + 15}" text-anchor="middle">${p[0]}</text>`).join("") +
		`<text x="${L - 5}" y="${y(hi / 1.02)}" text-anchor="end">${fmt(hi / 1.02, 2)}×</text><text x="${L - 5}" y="${y(lo / 0.98)}" text-anchor="end">${fmt(lo / 0.98, 2)}×</text>` +
		`<text x="${(W + L) / 2}" y="${Hh - 2}" text-anchor="middle">iteration</text></svg>`;
}

/* A line diff (longest common subsequence), a against b. */
function diff(a, b) {
	const A = a.split("\n"), B = b.split("\n"), n = A.length, m = B.length;
	if (n * m > 4e6) return `<pre>(the sources are too long to compare: ${n} and ${m} lines)</pre>`;
	const L = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
	for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--)
		L[i][j] = A[i] === B[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
	const out = [];
	let i = 0, j = 0, changed = 0;
	while (i < n || j < m) {
		if (i < n && j < m && A[i] === B[j]) { out.push(`<span class="ctx">  ${esc(A[i])}</span>`); i++; j++; }
		else if (j < m && (i >= n || L[i][j + 1] >= L[i + 1][j])) { out.push(`<span class="add">+ ${esc(B[j++])}</span>`); changed++; }
		else { out.push(`<span class="del">- ${esc(A[i++])}</span>`); changed++; }
	}
	return changed ? `<pre class="diff">${out.join("")}</pre>` : "<p>The same as its parent, line for line.</p>";
}

/* A candidate: source and diff, launch, plan, executor's answer, gates with measures, profile. */
/* What a kernel is, as text to compare: its source, then one line per
 * launch setting. */
function kernelText(k) {
	const l = flat(k.launch || {}, "", {});
	return String(k.source || "") + "\n# launch settings\n" + Object.keys(l).map((key) => `# ${key} = ${l[key]}`).join("\n");
}
function executorAnswer(pid, id) {
	const os = X.obs.get(pid) || [];
	const k = os.findIndex((o) => o[11] === id && o[1] === "compile");
	for (let i = k - 1; i >= 0; i--) if (os[i][1] === "llm" && os[i][3] === "executor") return os[i];
	return null;
}
function measures(o) {
	const r = blob(o[10]);
	if (!r) return "";
	if (o[1] === "check" && Array.isArray(r.seeds))
		return tbl(["Seed", "Output", "max abs err", "max rel err", "min tol", "NaN", "Inf", "unwritten", "oob writes"],
			r.seeds.flatMap((s) => (s.outputs || []).map((x) => [s.seed, x.name, x.max_abs_err, x.max_rel_err, x.allclose_min_tol, x.nan, x.inf, x.unwritten, x.oob_writes]
				.map((v) => typeof v === "number" ? v : esc(typeof v === "string" ? v : JSON.stringify(v))))));
	return "<pre>" + pretty(r) + "</pre>";
}
function profileOf(id) {
	const p = (X.byCand.get(id) || []).find((o) => o[1] === "profile");
	return p ? blob(p[10]) : null;
}
function drawCand(pid, id) {
	const c = X.cand.get(pid + "/" + id);
	if (!c) return `<p>No candidate ${esc(id)} of ${esc(pid)} in this run.</p>`;
	const mine = content(pid, id) || {}, par = content(pid, c.parent) || {};
	const plan = blob(c.plan) || {}, base = baseOf(pid, c.sub), ex = executorAnswer(pid, id);
	const gates = X.gates.get(pid + "/" + id) || [], obs = X.byCand.get(id) || [];
	const pr = profileOf(id), pp = profileOf(c.parent);
	const mk = [...new Set(Object.keys((pr || {}).metrics || {}).concat(Object.keys((pp || {}).metrics || {})))].sort();
	const exr = ex ? blob(ex[10]) : null;
	return `<h2>Candidate ${esc(short(id))}</h2>` +
		tbl(["Problem", "Sub-kernel", "Iteration", "Slot", "Chain", "Parent", "Time ms", "vs baseline", "vs parent"],
			[[plink(pid), link("s", [pid, c.sub], c.sub), c.iter, c.slot, esc(c.chain),
				X.cand.has(pid + "/" + c.parent) ? link("c", [pid, c.parent], short(c.parent)) : "baseline " + esc(short(c.parent)),
				fmt(ms(id), 4), fmt(ms(base) / ms(id), 3) + "×", fmt(ms(c.parent) / ms(id), 3) + "×"]]) +
		`<p class="muted">id ${esc(id)}</p>` +
		"<h3>Gates</h3>" + tbl(["Gate", "Verdict", "Reason"], gates.map((g) => [esc(g[2]), g[3] ? '<span class="ok">passed</span>' : '<span class="bad">refused</span>', esc((parse(g[4]) || {}).reason || g[4])])) +
		"<h3>Diff against its parent (source and launch settings)</h3>" + diff(kernelText(par), kernelText(mine)) +
		"<h3>Launch settings</h3>" + tbl(["", "This candidate", "Parent"], [["launch", "<code>" + esc(JSON.stringify(mine.launch)) + "</code>", "<code>" + esc(JSON.stringify(par.launch)) + "</code>"]]) +
		"<h3>The planner's direction</h3>" + (c.plan >= 0 ? tbl(["Direction", "Bottleneck", "Title"], [[esc(plan.direction || ""), esc(plan.bottleneck || ""), esc(plan.title || "")]]) +
			tbl(["Target", "Change", "Hints"], (plan.steps || []).map((s) => [esc(s.target || ""), esc(s.change || ""), esc(s.implementation_hints || "")])) : "<p>no plan</p>") +
		"<h3>The executor's answer</h3>" + (ex ? `<p>observation ${ex[0]}, tokens in ${ex[5]}, out ${ex[6]}</p><pre>${esc((exr || {}).content || D.blobs[ex[10]])}</pre>` : "<p>not found</p>") +
		"<h3>Measures</h3>" + obs.map((o) => `<h4>${esc(o[1])} (${esc(o[3])}, observation ${o[0]}, ${esc(o[4])})</h4>` + measures(o)).join("") +
		"<h3>Profile against its parent's</h3>" + (mk.length ? tbl(["Metric", "This candidate", "Parent", "Ratio"],
			mk.map((k) => { const a = ((pr || {}).metrics || {})[k], b = ((pp || {}).metrics || {})[k]; return [esc(k), fmt(a, 2), fmt(b, 2), fmt(a / b, 3)]; })) : "<p>not profiled</p>") +
		"<details><summary>Full source</summary><pre>" + esc(String(mine.source || "")) + "</pre></details>";
}

/* The agents' exchanges of a problem, in order; each opened on demand. */
function drawExchanges(pid) {
	const os = (X.obs.get(pid) || []).filter((o) => o[1] === "llm");
	let tin = 0, tout = 0;
	for (const o of os) { tin += o[5] > 0 ? o[5] : 0; tout += o[6] > 0 ? o[6] : 0; }
	return `<h2>${plink(pid)}: the agents' exchanges</h2><p>${os.length} calls; tokens in ${tin}, out ${tout} (-1: not reported)</p>` +
		os.map((o) => `<details data-obs="${o[0]}" data-req="${o[9]}" data-rep="${o[10]}"><summary>#${o[0]} ${esc(o[3])} ${esc(o[2].split("/").slice(1).join("/"))}: ` +
			`${esc(o[4])}, tokens in ${o[5]}, out ${o[6]}, ${fmt(o[7], 0)} ms</summary><div></div></details>`).join("");
}
document.addEventListener("toggle", (e) => {
	const d = e.target;
	if (!d.dataset || !d.dataset.req || !d.open || d.dataset.done) return;
	d.dataset.done = 1;
	const rep = blob(+d.dataset.rep) || {};
	d.lastElementChild.innerHTML = "<h4>Request (context)</h4><pre>" + pretty(blob(+d.dataset.req)) + "</pre><h4>Reply</h4><pre>" +
		esc(rep.content !== undefined ? rep.content : JSON.stringify(rep, null, 2)) + "</pre>";
}, true);

/* Routing: #p=PROBLEM, #s=PROBLEM/SUB, #c=PROBLEM/ID, #x=PROBLEM; else the run. */
function route() {
	const h = /^#([pscx])=(.*)$/.exec(location.hash);
	const parts = h ? h[2].split("/").map(decodeURIComponent) : [];
	$("report").hidden = !!h;
	if (!D) { $("page").innerHTML = h ? "<p>loading&hellip;</p>" : ""; return; }
	const draw = { p: () => drawProblem(parts[0]), s: () => drawSub(parts[0], parts[1]), c: () => drawCand(parts[0], parts[1]), x: () => drawExchanges(parts[0]) };
	$("page").innerHTML = h ? draw[h[1]]() : "";
	if (!h && !$("runmore").firstChild) drawRunMore();
	window.scrollTo(0, 0);
}
window.addEventListener("hashchange", route);

/* Search over problems, sub-kernels and candidates (ids by prefix or part). */
$("q").addEventListener("input", () => {
	const q = $("q").value.trim().toLowerCase(), out = [];
	if (q.length >= 2) {
		for (const p of H.problems) if (p[0].toLowerCase().includes(q)) out.push(plink(p[0]) + ` <span class="muted">problem, ${esc(p[3])}</span>`);
		if (D) {
			for (const [pid, m] of X.subs) for (const s of m.keys()) if (s.toLowerCase().includes(q)) out.push(link("s", [pid, s], pid + " / " + s) + ' <span class="muted">sub-kernel</span>');
			for (const c of X.cand.values()) if (c.id.startsWith(q)) out.push(link("c", [c.pid, c.id], short(c.id)) + ` <span class="muted">candidate of ${esc(c.pid)} / ${esc(c.sub)}</span>`);
		}
	}
	$("results").innerHTML = out.slice(0, 100).join("");
});
$("results").addEventListener("click", () => { $("results").innerHTML = ""; });

async function load() {
	const bin = atob($("body").textContent.trim()), u = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) u[i] = bin.charCodeAt(i);
	const text = await new Response(new Blob([u]).stream().pipeThrough(new DecompressionStream("deflate"))).text();
	D = JSON.parse(text);
	index();
	$("state").textContent = `${D.cands.length} candidates, ${D.obs.length} observations`;
	document.documentElement.dataset.loaded = "1";
	document.documentElement.dataset.loadedMs = performance.now().toFixed(1);
	route();
}
route();
load().catch((e) => { $("state").textContent = "cannot read the run's data: " + e; });
})();
