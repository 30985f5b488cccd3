#!/usr/bin/env python3
"""CPU tests of the KernelBench bulk importer (import_kernelbench.sh and
kernelbench.py), with no torch, no GPU and no KernelBench checkout: the
problem files are a fake tree of names of our own in KernelBench's form
(NAMES below; with KOPT_KERNELBENCH=DIR naming a checkout of commit
423217d its real names are checked as well), and the importer is a stub
(KOPT_KB_IMPORTER) that imports, refuses, fails or hangs as a test asks.
Run: python3 datasets/importer/test_kernelbench.py (prints "N passed, N
failed, N skipped")."""
import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import kernelbench as kb  # noqa: E402
from minitest import eq, finish, skip, test, text_has  # noqa: E402

DRIVER = os.path.join(HERE, "import_kernelbench.sh")
TOOL = os.path.join(HERE, "kernelbench.py")

def spans(text):
    """'1-4,6' -> [1, 2, 3, 4, 6]"""
    out = []
    for part in text.split(","):
        a, _, b = part.partition("-")
        out += list(range(int(a), int(b or a) + 1))
    return out


# The categories the rules must give, by problem number.
WANT_L1 = {
    "matmul": "1-4,6-18", "pointwise": "5", "activation": "19-22,25-32,88",
    "softmax": "23-24", "norm": "33-40", "pooling": "41-46", "reduction": "47-49,51-53",
    "conv": "50,54-56,59-60,62-63,66-67,76,80,82-87",
    "conv-transpose": "57-58,61,64-65,68-75,77-79,81", "scan": "89-93",
    "loss": "94-96,98-100", "attention": "97"}
WANT_L2 = {
    "gemm-chain": "9,12,14,18,22,28-30,33,37,39-41,45,51,53,55-56,59,62-64,66,68,70,75-76,"
                  "80-81,84,86,88,94-95,97-99",
    "conv-transpose-chain": "2-3,5,10-11,13,15-16,19-20,26,34,36,38,42,44,49-50,58,60-61,72,"
                            "74,77-78,89,91,93,96,100",
    "conv-chain": "1,4,6-8,17,21,23-25,27,31-32,35,43,46-48,52,54,57,65,67,69,71,73,79,82-83,"
                  "85,87,90,92"}
# Level 3: PAPER_NOTES 7.10's numbering of KernelBench's families (MLP at
# 1-3, ...), with the category of each.
WANT_L3 = [("1-3", "MLP", "matmul"), ("4", "LeNet-5", "conv"), ("5", "VGG/AlexNet", "conv"),
           ("6-7", "Inception/Squeeze", "conv"), ("8-10", "ResNet", "conv"),
           ("11-12", "VGG/AlexNet", "conv"), ("13-16", "DenseNet", "conv"),
           ("17-18", "Inception/Squeeze", "conv"), ("19-24", "MobileNet/EffNet", "conv"),
           ("25-27", "Shuffle/RegNet", "conv"), ("28", "ViT / Swin / CViT", "attention"),
           ("29", "ViT / Swin / CViT", "matmul"), ("30-32", "ViT / Swin / CViT", "attention"),
           ("33-34", "RNN / GPT", "rnn"), ("35-42", "LSTM / GRU", "rnn"),
           ("43-44", "RNN / GPT", "attention"), ("45", "U-Net/NetVLAD/SSM", "conv"),
           ("46-47", "U-Net/NetVLAD/SSM", "reduction"), ("48-49", "U-Net/NetVLAD/SSM", "scan"),
           ("50", "RNN / GPT", "attention")]


# Names of our own, in KernelBench's form, one per problem number, made so
# that the rules must give WANT_L1/L2/L3 (the repository ships no KernelBench
# name list; with KOPT_KERNELBENCH=DIR the real names are checked too).
STEMS_L1 = {"matmul": "Matmul_case", "pointwise": "Matrix_scalar_case",
            "activation": "ReLU_case", "softmax": "Softmax_case", "norm": "LayerNorm_case",
            "pooling": "Max_Pooling_case", "reduction": "Sum_reduction_case",
            "conv": "conv_standard_case", "conv-transpose": "conv_transposed_case",
            "scan": "cumsum_case", "loss": "Hinge_loss_case", "attention": "Dot_attention_case"}
STEMS_L2 = {"gemm-chain": "Gemm_ReLU_case", "conv-transpose-chain": "ConvTranspose2d_Add_case",
            "conv-chain": "Conv2d_Tanh_case"}
STEMS_L3 = {("MLP", "matmul"): "DeepMLP_case", ("LeNet-5", "conv"): "LeNetlike_case",
            ("VGG/AlexNet", "conv"): "VGGlike_case",
            ("Inception/Squeeze", "conv"): "InceptionBlock_case",
            ("ResNet", "conv"): "ResNetBlock_case", ("DenseNet", "conv"): "DenseNetBlock_case",
            ("MobileNet/EffNet", "conv"): "MobileNetBlock_case",
            ("Shuffle/RegNet", "conv"): "RegNetBlock_case",
            ("ViT / Swin / CViT", "attention"): "VisionTransformer_case",
            ("ViT / Swin / CViT", "matmul"): "SwinMLP_case",
            ("RNN / GPT", "rnn"): "VanillaRNN_case", ("LSTM / GRU", "rnn"): "LSTM_case",
            ("RNN / GPT", "attention"): "MinGPT_case", ("U-Net/NetVLAD/SSM", "conv"): "UNet_case",
            ("U-Net/NetVLAD/SSM", "reduction"): "NetVlad_case",
            ("U-Net/NetVLAD/SSM", "scan"): "Mamba_case"}


def our_names():
    """{level: [name of problem 1, 2, ...]}, from the WANT tables and STEMS."""
    out = {}
    for lv, want, stems in ((1, WANT_L1, STEMS_L1), (2, WANT_L2, STEMS_L2)):
        by = {n: c for c, s in want.items() for n in spans(s)}
        out[lv] = ["%s%d" % (stems[by[n]], n) for n in sorted(by)]
    by3 = {n: (f, c) for s, f, c in WANT_L3 for n in spans(s)}
    out[3] = ["%s%d" % (STEMS_L3[by3[n]], n) for n in sorted(by3)]
    return out


NAMES = our_names()


def fake_tree(root, only=None):
    """A KernelBench checkout at root: KernelBench/levelN/K_NAME.py for each
    name (or only the ids in `only`), a level4 and some files that are not
    problems, which must be ignored."""
    for lv, names in NAMES.items():
        d = os.path.join(root, "KernelBench", "level%d" % lv)
        os.makedirs(d, exist_ok=True)
        for k, n in enumerate(names, 1):
            if only is None or "L%d-%03d" % (lv, k) in only:
                with open(os.path.join(d, "%d_%s.py" % (k, n)), "w") as f:
                    f.write("# stand-in for problem %d of level %d\n" % (k, lv))
        with open(os.path.join(d, "__init__.py"), "w") as f:
            f.write("")
    os.makedirs(os.path.join(root, "KernelBench", "level4"), exist_ok=True)
    with open(os.path.join(root, "KernelBench", "level4", "1_Other.py"), "w") as f:
        f.write("")
    return root


TREE = fake_tree(tempfile.mkdtemp(prefix="kopt-kb-tree-"))


def paper_notes():
    with open(os.path.join(ROOT, "docs", "PAPER_NOTES.md")) as f:
        return f.read()


# -- ids, categories, families --------------------------------------------------------

@test
def every_problem_of_the_three_levels_gets_its_paper_id_and_nothing_else_is_read():
    ps = kb.problems(TREE)
    eq(len(ps), 250, "problems")
    eq([p["id"] for p in ps][:3], ["L1-001", "L1-002", "L1-003"], "first ids")
    eq(ps[-1]["id"], "L3-050", "last id")
    eq(sorted(p["id"] for p in ps), [p["id"] for p in ps], "sorted by id")
    by = {p["id"]: p for p in ps}
    eq(by["L1-019"]["file"], "19_ReLU_case19.py", "file of L1-019")
    eq(by["L1-100"]["name"], "Hinge_loss_case100", "name of L1-100")
    eq(by["L2-009"]["file"], "9_Gemm_ReLU_case9.py", "file of L2-009")
    eq(len(kb.problems(TREE, [2])), 100, "level 2 alone")
    eq(kb.problem_id(3, 7), "L3-007", "problem_id")


@test
def level1_categories_follow_the_rule_table():
    got = {p["number"]: p["category"] for p in kb.problems(TREE, [1])}
    want = {n: c for c, s in WANT_L1.items() for n in spans(s)}
    eq(sorted(want), list(range(1, 101)), "the expectations cover level 1")
    eq(got, want, "level-1 categories")
    eq({p["family"] for p in kb.problems(TREE, [1, 2])}, {None}, "no family below level 3")


@test
def level2_categories_follow_the_first_operator():
    got = {p["number"]: p["category"] for p in kb.problems(TREE, [2])}
    want = {n: c for c, s in WANT_L2.items() for n in spans(s)}
    eq(sorted(want), list(range(1, 101)), "the expectations cover level 2")
    eq(got, want, "level-2 categories")


@test
def level3_families_are_table10s_with_its_sizes():
    got = {p["number"]: (p["family"], p["category"]) for p in kb.problems(TREE, [3])}
    want = {n: (f, c) for s, f, c in WANT_L3 for n in spans(s)}
    eq(sorted(want), list(range(1, 51)), "the expectations cover level 3")
    eq(got, want, "level-3 families and categories")
    # Table 10 of PAPER_NOTES: Architecture | n | ...; our families are its names.
    sec = paper_notes().split("### 7.10")[1].split("###")[0]
    table = {m.group(1).strip(): int(m.group(2)) for m in
             re.finditer(r"^\| ([^|]+?) \| (\d+) \|", sec, re.M)}
    eq(table.pop("Total"), 50, "Table 10's total")
    counts = {}
    for fam, _ in got.values():
        counts[fam] = counts.get(fam, 0) + 1
    eq(counts, table, "family sizes against Table 10")


@test
def a_real_checkout_gets_the_same_categories_and_families():
    kbdir = os.environ.get("KOPT_KERNELBENCH")
    if not kbdir:
        skip("a_real_checkout_gets_the_same_categories_and_families",
             "KOPT_KERNELBENCH does not name a KernelBench checkout")
        return
    ps = kb.problems(kbdir)
    eq(len(ps), 250, "problems in " + kbdir)
    got = {(p["level"], p["number"]): (p["category"], p["family"]) for p in ps}
    want = {(1, n): (c, None) for c, s in WANT_L1.items() for n in spans(s)}
    want.update({(2, n): (c, None) for c, s in WANT_L2.items() for n in spans(s)})
    want.update({(3, n): (c, f) for s, f, c in WANT_L3 for n in spans(s)})
    eq(got, want, "categories and families of the real names")


@test
def unknown_names_fall_back_to_a_named_category():
    eq(kb.classify(1, "Something_new"), ("other", None), "level 1")
    eq(kb.classify(2, "Softmax_Then_Gemm"), ("other", None), "level 2")
    eq(kb.classify(3, "Transmogrifier"), ("other", "Other"), "level 3")
    eq(kb.classify(3, "LeNet5"), ("conv", "LeNet-5"), "LeNet")
    eq(kb.classify(3, "GoogleNetInceptionV1")[1], "Inception/Squeeze",
       "'lenet' inside GoogLeNet is not LeNet")


@test
def bad_checkouts_are_refused_naming_the_folder():
    d = tempfile.mkdtemp(prefix="kopt-kb-bad-")
    try:
        kb.problems(d)
        raise AssertionError("an empty folder was accepted")
    except kb.Error as e:
        text_has(str(e), present=(d, "KernelBench/level1"), what="the error")
    os.makedirs(os.path.join(d, "KernelBench", "level1"))
    for f in ("3_A.py", "03_B.py"):
        open(os.path.join(d, "KernelBench", "level1", f), "w").close()
    try:
        kb.problems(d, [1])
        raise AssertionError("two files with one id were accepted")
    except kb.Error as e:
        text_has(str(e), present=("L1-003", "3_A.py", "03_B.py"), what="the error")
    shutil.rmtree(d)


# -- samples and .gitignore -----------------------------------------------------------

@test
def samples_tsv_holds_the_papers_ablation_sample_and_its_subset():
    s = kb.read_samples(os.path.join(ROOT, "datasets", "kernelbench", "samples.tsv"))
    eq(sorted(s), ["ablation50", "subset12"], "samples")
    eq(len(s["ablation50"]), 50, "ablation50 size")
    eq(len(set(s["ablation50"])), 50, "ablation50 distinct")
    # PAPER_NOTES 7.5: "- L1 (20): 002, 003, ..." (wrapped over lines).
    sec = paper_notes().split("**Ablation sample (problem ids):**")[1].split("\n\n")[0]
    paper = []
    for m in re.finditer(r"- L(\d) \((\d+)\): ([\d,\s]+)", sec):
        ids = ["L%s-%s" % (m.group(1), n) for n in re.findall(r"\d{3}", m.group(3))]
        eq(len(ids), int(m.group(2)), "PAPER_NOTES count of L%s" % m.group(1))
        paper += ids
    eq(s["ablation50"], paper, "ablation50 against PAPER_NOTES 7.5, in order")
    eq(s["subset12"], ["L1-002", "L1-003", "L1-006", "L1-007", "L2-001", "L2-003", "L2-009",
                       "L2-010", "L3-002", "L3-005", "L3-009", "L3-012"], "subset12")
    with open(os.path.join(ROOT, "datasets", "kernelbench", "samples.tsv")) as f:
        eq(f.read(), kb.samples_text(), "samples.tsv as kernelbench.py samples writes it")


@test
def only_the_ablation_folders_escape_gitignore():
    if not shutil.which("git") or subprocess.run(
            ["git", "-C", ROOT, "rev-parse", "--is-inside-work-tree"],
            capture_output=True).returncode != 0:
        skip("only_the_ablation_folders_escape_gitignore", "not in a git work tree")
        return
    paths, want = [], []
    for mode in ("default", "max-autotune"):
        for pid in ["L1-%03d" % n for n in range(1, 101)] + ["L3-047", "L3-048", "L2-098"]:
            paths.append("datasets/kernelbench/problems-%s/%s/float64/manifest.json"
                         % (mode, pid))
            want.append(pid not in kb.ABLATION50)
    paths += ["datasets/kernelbench/.status.tsv.tmp-99", "datasets/kernelbench/status.tsv",
              "datasets/kernelbench/samples.tsv", "datasets/kernelbench/.status.tsv.lock"]
    want += [True, False, False, True]
    r = subprocess.run(["git", "-C", ROOT, "check-ignore", "--no-index", "--stdin"],
                       input="\n".join(paths) + "\n", capture_output=True, text=True)
    ignored = set(r.stdout.split())
    eq([p for p, w in zip(paths, want) if (p in ignored) != w], [], "misjudged by .gitignore")


# -- the status table -----------------------------------------------------------------

def row(pid, status="imported", **kw):
    r = {"id": pid, "level": pid[1], "file": "%d_X.py" % int(pid[3:]), "status": status,
         "reason": None if status == "imported" else "refused for a test", "kernels": 2,
         "externs": 1, "max_abs_err": 1e-6, "rule": "eager-1e-4", "kopt_ms": 0.5,
         "torch_compile_ms": 0.6, "ratio": 0.8333, "import_s": "12.0", "gpu": "NVIDIA H200"}
    r.update(kw)
    return r


@test
def coverage_names_the_sample_and_why_problems_are_missing():
    samples = {"big": ["L1-001", "L1-002", "L1-003", "L1-004"],
               "small": ["L1-001", "L1-002", "L1-003"], "other": ["L1-001", "L1-026"]}
    status = {"L1-003": row("L1-003", "refused", reason="too big")}
    # the smallest sample holding every problem of the run
    eq(kb.coverage(["L1-001", "L1-002", "L1-003"], "default", samples, status),
       "Sample small: all 3 of its problems are in this run.", "whole sample")
    eq(kb.coverage(["L1-002", "L1-001"], "max-autotune", samples, status),
       "Sample small: 2 of its 3 problems are in this run; not in it: L1-003 (refused by the "
       "import in max-autotune mode: too big).", "a refused problem")
    eq(kb.coverage(["L1-001", "L1-002", "L1-004"], "default", samples,
                   {"L1-003": row("L1-003")}),
       "Sample big: 3 of its 4 problems are in this run; not in it: L1-003 (imported in default "
       "mode, not searched in this run).", "an imported problem left out")
    eq(kb.coverage(["L1-001", "L1-026", "L1-002"], "default", samples, {}),
       "No sample of samples.tsv holds every problem of this run (3).", "no sample")
    eq(kb.coverage(["L1-001"], "default", {"s": ["L1-001", "L2-005"]}, {}),
       "Sample s: 1 of its 2 problems are in this run; not in it: L2-005 (no import of it in "
       "default mode recorded).", "no row")


@test
def coverage_reads_a_runs_problems_and_mode():
    import sqlite3
    d = tempfile.mkdtemp()
    try:
        f = os.path.join(d, "r.kopt")
        con = sqlite3.connect(f)
        con.executescript(
            "CREATE TABLE runs(id INTEGER PRIMARY KEY);"
            "CREATE TABLE blobs(id INTEGER PRIMARY KEY, sha256 TEXT, size INTEGER, data BLOB);"
            "CREATE TABLE problems(run INTEGER, seq INTEGER, problem_id TEXT, manifest INTEGER);"
            "INSERT INTO runs VALUES (1), (2);")
        for k, (mode, run, pid) in enumerate(((None, 1, "X"), ("max-autotune", 2, "L1-002"),
                                              ("max-autotune", 2, "L3-038")), 1):
            m = {"torch": {"compile_mode": mode}} if mode else {}
            con.execute("INSERT INTO blobs VALUES (?, ?, 0, ?)", (k, str(k), json.dumps(m)))
            con.execute("INSERT INTO problems VALUES (?, ?, ?, ?)", (run, k, pid, k))
        con.commit()
        eq(kb.run_problems(f), (["L1-002", "L3-038"], "max-autotune"), "the newest run")
        p = subprocess.run([sys.executable, TOOL, "mode", f], capture_output=True, text=True)
        eq((p.returncode, p.stdout), (0, "max-autotune\n"), "kernelbench.py mode")
        p = subprocess.run([sys.executable, TOOL, "coverage", "--with-mode", f],
                           capture_output=True, text=True)
        eq((p.returncode, p.stdout.split("\n")[0]), (0, "compile mode: max-autotune"),
           "kernelbench.py coverage --with-mode: the mode first")
        q = subprocess.run([sys.executable, TOOL, "coverage", f], capture_output=True, text=True)
        eq(p.stdout.split("\n", 1)[1], q.stdout, "then coverage's own text")
        con.execute("INSERT INTO blobs VALUES (9, '9', 0, '{}')")
        con.execute("INSERT INTO problems VALUES (2, 9, 'L1-003', 9)")
        con.commit()
        con.close()
        try:
            kb.run_problems(f)
            eq("no error", "an Error", "two modes in one run")
        except kb.Error as e:
            text_has(str(e), present=("mixes compile modes default, max-autotune",),
                     what="two modes")
        p = subprocess.run([sys.executable, TOOL, "mode", f], capture_output=True, text=True)
        eq((p.returncode, p.stdout), (2, ""), "kernelbench.py mode of a run of two modes")
        text_has(p.stderr, present=("kernelbench.py mode: ", "mixes compile modes"),
                 what="its stderr")
        for bad, want in ((os.path.join(d, "none.kopt"), "no such file"),
                          (TOOL, "not a kopt run file")):
            try:
                kb.run_problems(bad)
                eq("no error", want, bad)
            except kb.Error as e:
                text_has(str(e), present=(want,), what=bad)
        p = subprocess.run([sys.executable, TOOL, "coverage", os.path.join(d, "none.kopt")],
                           capture_output=True, text=True)
        eq(p.returncode, 2, "coverage of a missing file")
        text_has(p.stderr, present=("kernelbench.py coverage: ", "none.kopt: no such file"),
                 what="its stderr")
    finally:
        shutil.rmtree(d)


@test
def status_table_has_the_columns_sorted_rows_and_dashes():
    d = tempfile.mkdtemp(prefix="kopt-kb-st-")
    p = os.path.join(d, "status.tsv")
    kb.write_status(p, {"L2-001": row("L2-001"), "L1-010": row("L1-010", "refused",
                                                               reason="a\tb\nc",
                                                               kernels=None, ratio=None),
                        "L1-002": row("L1-002")})
    with open(p) as f:
        lines = f.read().splitlines()
    eq(lines[0], "id\tlevel\tfile\tstatus\treason\tkernels\texterns\tmax_abs_err\trule\t"
       "kopt_ms\ttorch_compile_ms\tratio\timport_s\tgpu", "header")
    eq([x.split("\t")[0] for x in lines[1:]], ["L1-002", "L1-010", "L2-001"], "order")
    eq(lines[2].split("\t"), ["L1-010", "1", "10_X.py", "refused", "a b c", "-", "1", "1e-06",
                              "eager-1e-4", "0.5", "0.6", "-", "12.0", "NVIDIA H200"],
       "a refused row")
    eq(lines[1].split("\t")[4], "-", "an imported row's reason")
    back = kb.read_status(p)
    eq(sorted(back), ["L1-002", "L1-010", "L2-001"], "read back")
    eq(back["L2-001"]["ratio"], "0.8333", "a value read back")
    eq(os.listdir(d), ["status.tsv"], "no temporary file left")
    # A table written before the gpu column: read, its rows' gpu unknown, and
    # rewritten with the column.
    with open(p, "w") as f:
        f.write("\t".join(kb.OLD_COLUMNS) + "\n" + "\t".join(lines[3].split("\t")[:-1]) + "\n")
    old = kb.read_status(p)
    eq((sorted(old), old["L2-001"]["gpu"], old["L2-001"]["ratio"]), (["L2-001"], "-", "0.8333"),
       "an old table read")
    kb.write_status(p, old)
    with open(p) as f:
        eq(f.read().splitlines()[1].split("\t")[-1], "-", "rewritten with the gpu column")
    shutil.rmtree(d)


@test
def status_rewrite_is_atomic():
    d = tempfile.mkdtemp(prefix="kopt-kb-st-")
    p = os.path.join(d, "status.tsv")
    kb.write_status(p, {"L1-001": row("L1-001")})
    with open(p) as f:
        before = f.read()
    held = open(p)   # a reader that opened the old table
    real = os.replace

    def fails(a, b):
        raise OSError("disk full (a test)")
    os.replace = fails
    try:
        kb.write_status(p, {"L1-001": row("L1-001"), "L1-002": row("L1-002")})
        raise AssertionError("the failing rename was not reported")
    except OSError:
        pass
    finally:
        os.replace = real
    with open(p) as f:
        eq(f.read(), before, "the table after a failed rewrite")
    kb.record(p, row("L1-003"), lock=os.path.join(d, "lock"))
    eq(held.read(), before, "what a reader of the old table sees")
    held.close()
    eq(sorted(kb.read_status(p)), ["L1-001", "L1-003"], "after record")
    for bad, why in (("id\tlevel\n", "header"), ("\t".join(kb.COLUMNS) + "\nL1-001\t1\n",
                                                 "line 2: expected 14 columns")):
        with open(p, "w") as f:
            f.write(bad)
        try:
            kb.read_status(p)
            raise AssertionError("a bad table was read")
        except kb.Error as e:
            text_has(str(e), present=(p, why), what="the error")
    shutil.rmtree(d)


# -- reasons and outcomes -------------------------------------------------------------

@test
def reasons_are_cleaned_of_machine_paths():
    eq(kb.clean_reason("/home/u/KernelBench/level1/19_ReLU.py: refused: kopt exec --seed 0 "
                       "failed (exit 1): /tmp/kopt-import-x1/problem/manifest.json: bad\n"),
       "kopt exec --seed 0 failed (exit 1): manifest.json: bad", "refusal")
    eq(kb.clean_reason("RuntimeError: open '/opt/x/y.so' failed"),
       "RuntimeError: open 'y.so' failed", "quoted path")
    eq(kb.clean_reason("rtol=1e-4/atol 1/2"), "rtol=1e-4/atol 1/2", "not paths")
    eq(len(kb.clean_reason("x" * 500)), 300, "length")


@test
def a_failed_imports_reason_is_its_refusal_else_its_last_line():
    d = tempfile.mkdtemp(prefix="kopt-kb-why-")
    logs = {"refused": "compiling\nwarning: error-prone option -x ignored\n"
                       "seed 0 output 0: max abs error 4.66e-10\n"
                       "m.py: refused: transposed convolution\n"
                       "RuntimeError: later\n",
            "verify": "seed 0 output 0: max abs error 0.5\n"
                      "verification failed: seed 0 output 0: max abs error 0.5\n",
            "crash": "warning: error-prone option -x ignored\nTraceback (most recent call "
                     "last):\n  File \"x.py\", line 1\nRuntimeError: no grid  \n\n  \n",
            "empty": "", "blank": "\n  \n"}
    want = {"refused": "m.py: refused: transposed convolution",
            "verify": "verification failed: seed 0 output 0: max abs error 0.5",
            "crash": "RuntimeError: no grid", "empty": None, "blank": None, "none": None}
    for name, text in logs.items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    for name, w in want.items():
        log = os.path.join(d, name)
        eq(kb.reason_from_log(log), w, name)
        p = subprocess.run([sys.executable, TOOL, "reason", log], capture_output=True,
                           text=True)
        eq((p.returncode, p.stdout, p.stderr), (0, w + "\n" if w else "", ""),
           "kernelbench.py reason of the %s log" % name)
    shutil.rmtree(d)


@test
def reason_keys_group_refusals():
    cases = [
        ("1 call kopt cannot run: line 97: torch.ops.aten.linalg_inv_ex.default",
         "unsupported call: aten.linalg_inv_ex"),
        ("2 calls kopt cannot run: line 5: torch.ops.aten.sort.default; line 9: "
         "extern_kernels._mm_plus_mm", "unsupported call: aten.sort, extern_kernels._mm_plus_mm"),
        ("torch.compile(fullgraph=True) failed: Unsupported: Dynamic control flow",
         "torch.compile failed: Unsupported"),
        ("timeout after 900 s", "timeout"),
        ("verification failed: output 0: max abs error 0.3", "verification failed"),
        ("inputs[0]: float16 inputs are refused by generator kopt-counter/1", "dtype float16"),
        ("arg0_1: bfloat16 inputs are refused by generator kopt-counter/1", "dtype bfloat16"),
        # bool inputs are generated now; a row written before says this still.
        ("arg1_1: bool inputs are refused by generator kopt-counter/1", "dtype bool"),
        ("kopt exec --seed 42 failed (exit 1): oops", "kopt exec failed"),
        ("kopt exec --time failed (exit 2): oops", "kopt exec --time failed"),
        ("the float64 model: 1 call kopt cannot run: line 3: torch.ops.aten.cumprod.default "
         "(--no-float64 imports without it; gate 3 then has tier 1 only)",
         "float64 model: unsupported call: aten.cumprod"),
        ("argument arg0_1 is 's0', not a tensor (dynamic shapes are not supported)",
         "dynamic shapes"),
        # KernelBench L3-033: a plain tensor attribute (self.hidden) Dynamo lifts
        ("argument arg1_1 (float32 [256, 16384]) is neither a tensor of get_inputs() nor "
         "a parameter or buffer of the model", "graph argument neither input nor parameter"),
        ("argument arg1_1 (float32 [256, 16384]) is the model's plain tensor attribute "
         "hidden, neither a parameter nor a buffer: state the module keeps between calls",
         "module state in a plain tensor attribute"),
        ("RuntimeError: CUDA out of memory. Tried to allocate 2 GiB", "RuntimeError"),
        ("kernel triton_poi_fused_0: grid [70000, 70000, 1] exceeds the y/z limit of 65535",
         "kernel: grid [N, N, N] exceeds the y/z limit of N"),
        ("exit 3", "exit 3"),
        ("killed (SIGKILL) after 35 s", "killed (SIGKILL)"),
    ]
    for text, want in cases:
        eq(kb.reason_key(text), want, text)


@test
def outcomes_of_an_import():
    d = tempfile.mkdtemp(prefix="kopt-kb-out-")
    res, log = os.path.join(d, "r.json"), os.path.join(d, "log")
    eq(kb.outcome(124, "900", res, log), {"status": "refused",
                                          "reason": "timeout after 900 s"}, "timeout")
    eq(kb.outcome(137, "5", None, None, 35.2)["reason"], "timeout after 5 s",
       "killed by the timeout")
    eq(kb.outcome(137, "500", None, None, 35.2)["reason"], "killed (SIGKILL) after 35 s",
       "killed by something else")
    # Timed out mostly waiting for other imports' turns at the GPU: no row.
    with open(log, "w") as f:
        f.write("x: interrupted; nothing written\nphases: load 0.1 s, compile 98.0 s; "
                "waited for the GPU lock 238.7 s\n")
    eq(kb.outcome(124, "300", res, log, 300.4),
       {"status": "stopped", "reason": "past --timeout 300 s, 239 s of it waiting for the GPU"},
       "timed out behind other imports")
    eq(kb.outcome(124, "300", res, log, 560.0)["reason"], "timeout after 300 s",
       "its own time over the limit")
    with open(log, "w") as f:
        f.write("phases: load 0.1 s, compile 299.0 s; waited for the GPU lock 1.3 s\n")
    eq(kb.outcome(124, "300", res, log, 300.4)["reason"], "timeout after 300 s",
       "timed out on its own")
    with open(log, "w") as f:
        f.write("compiling\n/x/y/1_A.py: refused: kopt inputs failed: /tmp/q/p: no\nmore\n")
    eq(kb.outcome(1, "9", res, log)["reason"], "kopt inputs failed: p: no", "from the log")
    with open(res, "w") as f:
        json.dump({"status": "refused", "reason": "1 call kopt cannot run: line 2: x"}, f)
    eq(kb.outcome(1, "9", res, log)["reason"], "1 call kopt cannot run: line 2: x",
       "from --result")
    eq(kb.outcome(0, "9", res, log)["status"], "refused", "exit 0 with a refused result")
    # A result written before a stop (timeout or SIGKILL in the importer's
    # exit) stands.
    eq(kb.outcome(124, "9", res, log)["reason"], "1 call kopt cannot run: line 2: x",
       "a refusal written before the timeout")
    with open(res, "w") as f:
        json.dump({"status": "imported", "kernels": 2, "externs": 1, "max_abs_err": 0.0,
                   "rule": "eager-1e-4", "kopt_ms": 1.0, "torch_compile_ms": 1.0,
                   "ratio": 1.0}, f)
    eq([kb.outcome(r, "9", res, log, 9.5)["status"] for r in (124, 137)],
       ["imported", "imported"], "an import written before the timeout or the SIGKILL")
    os.remove(res)
    eq(kb.outcome(0, "9", res, log)["reason"],
       "the importer exited 0 without an imported --result", "exit 0 without a result")
    eq(kb.outcome(2, "9", None, os.path.join(d, "none"))["reason"], "exit 2", "no log")
    eq(kb.outcome(2, "9", None, os.path.join(d, "none"))["gpu"], None, "no result, no gpu")
    with open(res, "w") as f:
        json.dump({"status": "refused", "reason": "x", "gpu": "NVIDIA H100 80GB HBM3"}, f)
    eq(kb.outcome(1, "9", res, log)["gpu"], "NVIDIA H100 80GB HBM3", "a refusal's gpu")
    with open(res, "w") as f:
        json.dump({"status": "imported", "kernels": 3, "externs": 0, "max_abs_err": 2e-7,
                   "rule": "eager-1e-4", "kopt_ms": 1.5, "torch_compile_ms": 1.2,
                   "ratio": 1.25, "gpu": "NVIDIA  H200\n"}, f)
    o = kb.outcome(0, "9", res, log)
    eq((o["status"], o["kernels"], o["rule"], o["ratio"], o["gpu"]),
       ("imported", 3, "eager-1e-4", 1.25, "NVIDIA H200"), "imported, its gpu on one line")
    eq([kb.gpu_cell(v) for v in (None, 3, " ", "a\x00b", " NVIDIA H200 ")],
       [None, None, None, None, "NVIDIA H200"], "gpu names as cells")
    shutil.rmtree(d)


@test
def kopt_import_result_object():
    import kopt_import as ki
    m = {"id": "L1-019", "steps": [{"kind": "kernel"}, {"kind": "mm"}, {"kind": "kernel"}],
         "outputs": [{}], "validation": {"timing": {"kopt_baseline_ms": 0.25,
                                                    "torch_compile_ms": 0.3, "ratio": 0.8333,
                                                    "gpu": "NVIDIA H200"}}}
    eq(ki.import_result(m, 1.23456e-6),
       {"status": "imported", "id": "L1-019", "steps": 3, "kernels": 2, "externs": 1,
        "outputs": 1, "max_abs_err": 1.23e-6, "rule": "eager-1e-4", "float64": False,
        "no_float64": None, "kopt_ms": 0.25, "torch_compile_ms": 0.3, "ratio": 0.8333,
        "gpu": "NVIDIA H200"},
       "with a timing")
    m2 = dict(m, float64="float64")
    eq(ki.import_result(m2, 0.0, "tf32-vs-float64 (k=2)")["rule"], "tf32-vs-float64 (k=2)",
       "the rule passed")
    m3 = dict(m, validation={"no_float64": "--no-float64"})
    eq((ki.import_result(m3, 0.0, "eager-1e-4 (no float64 model: --no-float64)")["float64"],
        ki.import_result(m3, 0.0)["no_float64"]), (False, "--no-float64"), "no float64 model")
    del m["validation"]
    r = ki.import_result(m, 0.0)
    eq((r["kopt_ms"], r["torch_compile_ms"], r["ratio"], r["gpu"]), (None,) * 4, "--no-time")
    eq(ki.RULE, "eager-1e-4", "the rule's name")
    eq((ki.RTOL, ki.ATOL), (1e-4, 1e-4), "the rule's tolerances")
    d = tempfile.mkdtemp(prefix="kopt-kb-res-")
    ki.PHASES.clear()
    ki.LOCK_WAIT[0] = 0.0
    with ki.phase("load"):
        pass
    ki.LOCK_WAIT[0] = 2.345
    ki.write_result(os.path.join(d, "r.json"), r)
    with open(os.path.join(d, "r.json")) as f:
        w = json.load(f)
    eq((sorted(w["phases"]), w["lock_wait_s"]), (["load"], 2.35),
       "the phases and the lock wait go with the result")
    eq({k: v for k, v in w.items() if k not in ("phases", "lock_wait_s")}, r, "written")
    text_has(ki.phases_text(), present=("phases: load 0.0 s", "waited for the GPU lock 2.3 s"),
             what="the log's phase line")
    ki.LOCK_WAIT[0] = 0.0
    eq(os.listdir(d), ["r.json"], "no temporary file left")
    ki.write_result(None, r)   # no --result: nothing
    shutil.rmtree(d)


# -- statistics and the README --------------------------------------------------------

@test
def statistics_of_a_table():
    eq(kb.distribution([]), None, "empty")
    eq(kb.distribution([5.0]), (5.0, 5.0, 5.0, 5.0), "one")
    eq(kb.distribution([float(x) for x in range(10, 0, -1)]), (1.0, 5.5, 9.0, 10.0), "1..10")
    eq(kb.distribution([1.0, 2.0, 3.0, 100.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]),
       (1.0, 6.0, 10.0, 100.0), "11 values")
    rows = [row("L1-001", ratio=1.1, import_s="10"), row("L1-002", ratio=0.8, import_s="20"),
            row("L2-001", ratio=None, import_s="30"),
            row("L3-001", "refused", reason="timeout after 9 s", import_s="9"),
            row("L3-002", "refused", reason="1 call kopt cannot run: line 1: "
                "torch.ops.aten.sort.default", import_s="40"),
            row("L1-003", "refused", reason="timeout after 9 s", import_s="-")]
    s = kb.summary(rows)
    eq(s["levels"], {1: {"imported": 2, "refused": 1}, 2: {"imported": 1, "refused": 0},
                     3: {"imported": 0, "refused": 2}}, "levels")
    eq(s["reasons"], {"timeout": {1: 1, 2: 0, 3: 1},
                      "unsupported call: aten.sort": {1: 0, 2: 0, 3: 1}}, "reasons")
    eq(s["rules"], {"eager-1e-4": 3}, "rules")
    eq(s["import_s"], (9.0, 20.0, 40.0, 40.0), "import_s")
    eq(s["import_s_level"], {1: ((10.0, 15.0, 20.0, 20.0), 2), 2: ((30.0,) * 4, 1),
                             3: ((9.0, 24.5, 40.0, 40.0), 2)}, "import_s per level")
    eq(round(s["ratio_dev_median"], 6), 0.15, "median |ratio - 1|")
    eq([t[0] for t in s["ratio_far"]], ["L1-002"], "the ratio outside 0.9-1.1 (1.1 is inside)")
    text = kb.summary_text(rows)
    text_has(text, present=("level 1: 2 imported, 1 refused", "all: 3 imported, 3 refused",
                            "refused: timeout in 2 problem(s) (L1 1, L3 1)",
                            "import_s over 5 problems: min 9.0, median 20.0, p90 40.0, "
                            "max 40.0"), what="summary")


@test
def readme_tables_come_from_the_status_tables():
    d = tempfile.mkdtemp(prefix="kopt-kb-rd-")
    readme = os.path.join(d, "README.md")
    with open(readme, "w") as f:
        f.write("# x\n\nhow-to\n\n%s\nold text\n%s\nafter\n" % (kb.BEGIN, kb.END))
    empty = os.path.join(d, "status-max-autotune.tsv")
    kb.write_status(empty, {})
    full = os.path.join(d, "status.tsv")
    kb.write_status(full, {r["id"]: r for r in [
        row("L1-001", ratio=1.1), row("L1-002", ratio=0.8),
        row("L3-001", "refused", reason="timeout after 9 s")]})
    kb.write_readme(readme, [full, empty, os.path.join(d, "status-none.tsv")])
    with open(readme) as f:
        text = f.read()
    text_has(text, present=(
        "# x\n\nhow-to\n\n" + kb.BEGIN, kb.END + "\nafter\n", "commit 423217d (MIT licence)",
        "### Mode default (`status.tsv`)", "| L1 | 2 | 2 | 0 |", "| L3 | 1 | 0 | 1 |",
        "| All | 3 | 2 | 1 |", "| timeout | 0 | 0 | 1 | 1 |", "`eager-1e-4` (2)",
        "These rows cover 3 of the checkout's 250 problems (L1 2 of 100, L2 0 of 100, "
        "L3 1 of 50); the others have no row yet.",
        "median 12.0 s", "Median |kopt / torch.compile - 1| over the 2 imported problems "
        "with a timing: 0.150", "The 1 with kopt / torch.compile outside 0.9-1.1",
        "| id | file | kernels | vendor calls | kopt ms | torch.compile ms | ratio |",
        "| L1-002 | 2_X.py | 2 | 1 | 0.5 | 0.6 | 0.8 |",
        "### Mode max-autotune (`status-max-autotune.tsv`)\n\nNo problems imported yet: "
        "`status-max-autotune.tsv` has no rows", "`status-none.tsv` does not exist"),
        absent=("old text",), what="README")
    with open(readme, "w") as f:
        f.write("no markers\n")
    try:
        kb.write_readme(readme, [full])
        raise AssertionError("a README without markers was accepted")
    except kb.Error as e:
        text_has(str(e), present=(readme, "expected one"), what="the error")
    shutil.rmtree(d)


@test
def readme_says_which_gpu_the_rows_came_from():
    d = tempfile.mkdtemp(prefix="kopt-kb-rd-")
    one = os.path.join(d, "status.tsv")
    kb.write_status(one, {r["id"]: r for r in [row("L1-001"), row("L1-002", ratio=0.5)]})
    text = "\n".join(kb.readme_section(one))
    text_has(text, present=("Every row comes from one GPU: NVIDIA H200.",
                            "| id | file | kernels | vendor calls | kopt ms | torch.compile ms "
                            "| ratio |\n"), absent=("GPUs (",), what="one GPU")
    mixed = os.path.join(d, "status-max-autotune.tsv")
    kb.write_status(mixed, {r["id"]: r for r in [
        row("L1-001", ratio=1.0), row("L1-002", ratio=0.5, gpu="NVIDIA H100 80GB HBM3"),
        row("L1-003", ratio=1.2, gpu="NVIDIA H100 80GB HBM3"), row("L1-004", gpu=None),
        row("L1-005", "refused", gpu="NVIDIA H100 80GB HBM3")]})
    text = "\n".join(kb.readme_section(mixed))
    text_has(text, present=(
        "The rows come from 3 GPUs (the `gpu` column; each row's timings are its own card's, "
        "so compare ratios within one card): NVIDIA H100 80GB HBM3 3, NVIDIA H200 1, "
        "unrecorded (`-`) 1.",
        "over the 4 imported problems with a timing: 0.183 (NVIDIA H100 80GB HBM3: 0.350 over "
        "2; NVIDIA H200: 0.000 over 1; unrecorded (`-`): 0.167 over 1).",
        "| ratio | gpu |", "| L1-002 | 2_X.py | 2 | 1 | 0.5 | 0.6 | 0.5 | NVIDIA H100 80GB HBM3 |"),
        what="several GPUs")
    shutil.rmtree(d)


@test
def readme_names_the_sample_rows_without_a_folder():
    d = tempfile.mkdtemp(prefix="kopt-kb-rd-")
    st = os.path.join(d, "status-max-autotune.tsv")
    # L1-003, L3-002 and L3-005 are in ablation50, L1-001 is not; L1-003 has its
    # folder, L3-005 a folder without its manifest (half copied), L3-002 none.
    kb.write_status(st, {r["id"]: r for r in [row("L1-001"), row("L1-003"), row("L3-002"),
                                               row("L3-005"), row("L2-001", "refused")]})
    for pid, manifest in (("L1-003", True), ("L3-005", False)):
        os.makedirs(os.path.join(d, "problems-max-autotune", pid))
        if manifest:
            open(os.path.join(d, "problems-max-autotune", pid, "manifest.json"), "w").close()
    eq(kb.sample_without_folder(st, kb.read_status(st)), ["L3-002", "L3-005"],
       "imported sample rows without a folder, in the sample's order")
    text_has("\n".join(kb.readme_section(st)), present=(
        "The `ablation50` sample: 4 of its 50 problems have a row here, 3 imported; 2 "
        "imported row(s) have no folder in `problems-max-autotune/` (import them again "
        "with `--redo`): L3-002, L3-005.",), what="README section")
    open(os.path.join(d, "problems-max-autotune", "L3-005", "manifest.json"), "w").close()
    os.makedirs(os.path.join(d, "problems-max-autotune", "L3-002"))
    open(os.path.join(d, "problems-max-autotune", "L3-002", "manifest.json"), "w").close()
    text_has("\n".join(kb.readme_section(st)), present=(
        "3 imported; every imported one has its folder in `problems-max-autotune/`.",),
        what="README section, folders complete")
    shutil.rmtree(d)


@test
def committed_readme_is_what_the_generator_writes():
    here = os.path.join(ROOT, "datasets", "kernelbench")
    d = tempfile.mkdtemp(prefix="kopt-kb-rd-")
    copy = os.path.join(d, "README.md")
    shutil.copy(os.path.join(here, "README.md"), copy)
    kb.write_readme(copy, [os.path.join(here, "status.tsv"),
                           os.path.join(here, "status-max-autotune.tsv")])
    with open(copy) as f, open(os.path.join(here, "README.md")) as g:
        eq(f.read(), g.read(), "README.md regenerated (kernelbench.py readme "
           "datasets/kernelbench/status.tsv datasets/kernelbench/status-max-autotune.tsv)")
    shutil.rmtree(d)


# -- planning and resuming ------------------------------------------------------------

@test
def plan_keeps_rows_removes_half_written_folders_and_retries_refusals():
    d = tempfile.mkdtemp(prefix="kopt-kb-plan-")
    st, out = os.path.join(d, "status.tsv"), os.path.join(d, "out")
    kb.write_status(st, {"L1-001": row("L1-001"), "L1-002": row("L1-002", "refused")})
    for pid in ("L1-001", "L1-002", "L1-003"):
        os.makedirs(os.path.join(out, pid, "float64"))
    said = []
    chosen = kb.select(kb.problems(TREE), only=["L1-001", "L1-002", "L1-003", "L1-004"])
    todo, kept = kb.plan(chosen, st, out, say=said.append)
    eq([p["id"] for p in todo], ["L1-003", "L1-004"], "to import")
    eq([p["id"] for p in kept], ["L1-001", "L1-002"], "kept")
    eq(sorted(os.listdir(out)), ["L1-001", "L1-002"], "folders after the plan")
    eq(len(said), 1, "messages")
    text_has(said[0], present=("L1-003", "no row"), what="the message")
    todo, kept = kb.plan(chosen, st, out, retry_refused=True, say=said.append)
    eq([p["id"] for p in todo], ["L1-002", "L1-003", "L1-004"], "to import, retrying")
    eq(sorted(os.listdir(out)), ["L1-001"], "a refused problem's folder is removed")
    shutil.rmtree(d)


@test
def selection_by_level_ids_and_sample():
    ps = kb.problems(TREE)
    samples = os.path.join(ROOT, "datasets", "kernelbench", "samples.tsv")
    eq([p["id"] for p in kb.select(ps, sample="subset12", samples_path=samples)],
       kb.SAMPLES["subset12"], "subset12")
    eq(len(kb.select(ps, levels=[3], sample="ablation50", samples_path=samples)), 10,
       "ablation50 at level 3")
    for kw, want in (({"only": ["L1-1"]}, "--only: L1-1: expected ids like L1-019"),
                     ({"only": ["L3-051"]}, "--only: L3-051: no such problem"),
                     ({"sample": "nope", "samples_path": samples},
                      "--sample nope: not in samples.tsv (samples: ablation50, subset12)")):
        try:
            kb.select(ps, **kw)
            raise AssertionError("%r was accepted" % kw)
        except kb.Error as e:
            text_has(str(e), present=(want,), what="the error")


# -- the driver, end to end, with a stub importer ------------------------------------

STUB = r'''#!/usr/bin/env python3
# A stand-in for kopt_import.py: KB_STUB_REFUSE, KB_STUB_CRASH, KB_STUB_HANG,
# KB_STUB_SILENT (exit 0, no result), KB_STUB_TERM (killed by SIGTERM),
# KB_STUB_INT (interrupted: kopt_import.py's exit 130) and KB_STUB_WAIT
# (imported after 1.5 s, 1.2 s of them waiting for the GPU lock) and
# KB_STUB_LINGER (writes its result, then does not exit: an interpreter
# shutdown waiting on worker pools) list ids; others are imported.
import argparse, json, os, sys, time
ap = argparse.ArgumentParser()
for o in ("--id", "--level", "--category", "--family", "--mode", "--cudnn-fp32", "--kopt",
          "--out", "--result", "--rule", "--tf32-k", "--float64-from", "--checkpoint"):
    ap.add_argument(o)
ap.add_argument("module")
ap.add_argument("--no-ptx", action="store_true")
ap.add_argument("--fresh-caches", action="store_true")
ap.add_argument("--compile-only", action="store_true")
a = ap.parse_args()
with open(os.environ["KB_STUB_CALLS"], "a") as f:
    f.write(json.dumps(dict(vars(a), lock=os.environ.get("KOPT_IMPORT_GPU_LOCK"))) + "\n")
def listed(k):
    return a.id in os.environ.get(k, "").split(",")
if listed("KB_STUB_REFUSE"):
    msg = ("1 call kopt cannot run: line 7: torch.ops.aten.sort.default "
           "(in /home/someone/kb/kopt-import-ab12/problem)")
    print("%s: refused: %s" % (a.module, msg), file=sys.stderr)
    json.dump({"status": "refused", "reason": msg}, open(a.result, "w"))
    sys.exit(1)
if listed("KB_STUB_TERM"):
    import signal
    os.makedirs(a.out)
    os.kill(os.getpid(), signal.SIGTERM)
if listed("KB_STUB_INT"):
    print("%s: interrupted; nothing written" % a.module, file=sys.stderr)
    sys.exit(130)
if listed("KB_STUB_CRASH"):
    print("Traceback (most recent call last):\n  File \"/x/kopt_import.py\", line 3\n"
          "RuntimeError: CUDA error at /usr/local/cuda/include/x.h", file=sys.stderr)
    sys.exit(1)
compiled = a.checkpoint and os.path.exists(os.path.join(a.checkpoint, "compiled"))
if a.compile_only:   # kopt_import.py's: the compiles kept in the checkpoint, exit 75
    if not compiled:
        os.makedirs(a.checkpoint, exist_ok=True)
        open(os.path.join(a.checkpoint, "compiled"), "w").close()
    sys.exit(75)
os.makedirs(os.path.join(a.out, "float64"))
if listed("KB_STUB_HANG"):
    time.sleep(60)
if listed("KB_STUB_SILENT"):
    sys.exit(0)
rule = a.rule if a.rule == "eager-1e-4" else "%s (k=%s)" % (a.rule, a.tf32_k)
wait = {}
if listed("KB_STUB_WAIT"):
    time.sleep(1.5)
    wait = {"lock_wait_s": 1.2, "phases": {"load": 0.1}}
if listed("KB_STUB_RESUMED") or compiled:   # went on from its checkpoint: 100 s of compiles before
    wait = {"lock_wait_s": 0.0, "checkpoint_s": 100.0}
json.dump(dict({"status": "imported", "kernels": int(a.level) + 1, "externs": 1,
                "max_abs_err": 3e-7, "rule": rule, "kopt_ms": 0.2,
                "torch_compile_ms": 0.25, "ratio": 0.8, "gpu": "Stub H200"}, **wait),
          open(a.result, "w"))
print("%s: imported" % a.id)
if listed("KB_STUB_LINGER"):
    sys.stdout.flush()
    time.sleep(60)
'''
SMALL = ["L1-002", "L1-003", "L1-006", "L1-007", "L1-019", "L2-001", "L2-003", "L2-009",
         "L2-010", "L3-002", "L3-005", "L3-009", "L3-012", "L3-035"]


class Bench:
    def __init__(self):
        self.d = tempfile.mkdtemp(prefix="kopt-kb-e2e-")
        atexit.register(shutil.rmtree, self.d, ignore_errors=True)
        self.tree = fake_tree(os.path.join(self.d, "kb"), only=set(SMALL))
        self.stub = os.path.join(self.d, "stub.py")
        with open(self.stub, "w") as f:
            f.write(STUB)
        os.chmod(self.stub, 0o755)
        self.kopt = os.path.join(self.d, "kopt")
        with open(self.kopt, "w") as f:
            f.write("#!/bin/sh\nexit 0\n")
        os.chmod(self.kopt, 0o755)
        self.calls = os.path.join(self.d, "calls")
        # nvidia-smi names the GPU for the rows whose import wrote no --result.
        self.bin = os.path.join(self.d, "bin")
        os.makedirs(self.bin)
        with open(os.path.join(self.bin, "nvidia-smi"), "w") as f:
            f.write('#!/bin/sh\ncase "$*" in *name*) echo "Stub GPU 80GB";; *) echo 81559;; esac\n')
        os.chmod(os.path.join(self.bin, "nvidia-smi"), 0o755)
        self.status = os.path.join(self.d, "status.tsv")
        self.out = os.path.join(self.d, "problems")

    def run(self, *args, env=None, status=None):
        open(self.calls, "w").close()
        e = dict(os.environ, KOPT_KB_IMPORTER=self.stub, KB_STUB_CALLS=self.calls,
                 PATH=self.bin + os.pathsep + os.environ.get("PATH", ""))
        e.update(env or {})
        p = subprocess.run(["bash", DRIVER, self.tree, "--status", status or self.status,
                            "--out", self.out, "--logs", os.path.join(self.d, "logs")] +
                           list(args) + [self.kopt], capture_output=True, text=True, env=e,
                           timeout=300)
        with open(self.calls) as f:
            called = [json.loads(x) for x in f]
        return p, called


@test
def driver_end_to_end_with_a_stub_importer():
    b = Bench()
    env = {"KB_STUB_REFUSE": "L1-003,L2-003", "KB_STUB_CRASH": "L2-009",
           "KB_STUB_HANG": "L3-012", "KB_STUB_SILENT": "L1-006"}
    p, called = b.run("-j", "3", "--timeout", "2", "--mode", "max-autotune", env=env)
    eq(p.returncode, 0, "exit status (stderr: %s)" % p.stderr)
    eq(sorted(c["id"] for c in called), SMALL, "imports started")
    by = {c["id"]: c for c in called}
    eq((by["L1-019"]["category"], by["L1-019"]["family"], by["L1-019"]["mode"],
        by["L1-019"]["level"]), ("activation", None, "max-autotune", "1"), "L1-019's arguments")
    eq((by["L3-035"]["category"], by["L3-035"]["family"]), ("rnn", "LSTM / GRU"),
       "L3-035's arguments")
    eq(by["L2-010"]["out"], os.path.join(b.out, "L2-010"), "--out")
    eq(os.path.basename(by["L2-010"]["module"]), "10_ConvTranspose2d_Add_case10.py",
       "module")
    eq(by["L2-010"]["kopt"], b.kopt, "--kopt")
    eq(by["L2-010"]["lock"], os.path.join(b.d, "logs", ".gpu.lock"), "the GPU lock, in --logs")
    eq(by["L2-010"]["no_ptx"], True, "--no-ptx")
    eq(by["L2-010"]["fresh_caches"], False, "torch's caches unless --fresh-caches")
    eq((by["L2-010"]["rule"], by["L2-010"]["tf32_k"]), ("eager-1e-4", "2"), "the default rule")
    rows = kb.read_status(b.status)
    eq(sorted(rows), SMALL, "rows")
    st = {i: (r["status"], r["reason"]) for i, r in rows.items()}
    eq(st["L1-003"], ("refused", "1 call kopt cannot run: line 7: torch.ops.aten.sort.default "
                                 "(in problem)"), "a refusal, cleaned")
    eq(st["L2-009"], ("refused", "RuntimeError: CUDA error at x.h"), "a crash")
    eq(st["L3-012"], ("refused", "timeout after 2 s"), "a hang")
    eq(st["L1-006"], ("refused", "the importer exited 0 without an imported --result"),
       "no result")
    eq(st["L2-001"], ("imported", "-"), "an import")
    eq({i: r["gpu"] for i, r in rows.items() if r["gpu"] != "Stub H200"},
       {"L2-009": "Stub GPU 80GB", "L3-012": "Stub GPU 80GB", "L1-006": "Stub GPU 80GB",
        "L1-003": "Stub GPU 80GB", "L2-003": "Stub GPU 80GB"},
       "gpu: the --result's, else nvidia-smi's")
    eq([rows["L3-002"][c] for c in ("file", "kernels", "externs", "max_abs_err", "rule",
                                    "kopt_ms", "torch_compile_ms", "ratio")],
       ["2_DeepMLP_case2.py", "4", "1", "3e-07", "eager-1e-4", "0.2", "0.25", "0.8"],
       "an imported row")
    eq(all(float(r["import_s"]) >= 0 for r in rows.values()), True, "import_s")
    eq(float(rows["L3-012"]["import_s"]) >= 2, True, "the hang's import_s")
    eq(sorted(os.listdir(b.out)), sorted(i for i in SMALL if st[i][0] == "imported"),
       "folders: the imported ones only")
    text_has(p.stdout, present=(
        "refused  L3-012 (", "): timeout after 2 s", "imported L2-001 (",
        "level 1: 3 imported, 2 refused", "level 2: 2 imported, 2 refused",
        "level 3: 4 imported, 1 refused",
        "refused: unsupported call: aten.sort in 2 problem(s) (L1 1, L2 1)",
        "refused: timeout in 1 problem(s) (L3 1)", "import_s over 14 problems: min ",
        "status: " + b.status), what="the driver's output")
    text_has(p.stderr, present=("14 problem(s) chosen: 14 to import, 0 kept",),
             what="the driver's stderr")
    eq((os.path.exists(os.path.join(b.d, ".status.tsv.lock")),
        os.path.exists(os.path.join(b.d, "logs", ".status.lock"))), (True, False),
       "the table's lock beside it, shared by every run of that table")

    # A run killed with L3-002 in flight: its folder, no row.
    rows.pop("L3-002")
    kb.write_status(b.status, rows)
    with open(os.path.join(b.out, "L3-002", "partial"), "w") as f:
        f.write("x")
    p, called = b.run("-j", "2", "--timeout", "2", env=env)
    eq(p.returncode, 0, "exit status of the resumed run (stderr: %s)" % p.stderr)
    eq([c["id"] for c in called], ["L3-002"], "the resumed run imports")
    eq(sorted(os.listdir(os.path.join(b.out, "L3-002"))), ["float64"], "redone folder")
    text_has(p.stderr, present=("removed  L3-002", "1 to import, 13 kept"), what="stderr")
    eq(kb.read_status(b.status)["L3-002"]["status"], "imported", "L3-002 now")

    # --retry-refused, now that the stub imports everything.
    p, called = b.run("--retry-refused", "-j", "3")
    eq(p.returncode, 0, "exit status with --retry-refused (stderr: %s)" % p.stderr)
    eq(sorted(c["id"] for c in called), ["L1-003", "L1-006", "L2-003", "L2-009", "L3-012"],
       "retried")
    eq({r["status"] for r in kb.read_status(b.status).values()}, {"imported"}, "all imported")
    p, called = b.run()
    eq((p.returncode, called), (0, []), "nothing left to import")

    # Each import gets its checkpoint folder; one that went on from it counts
    # the compiles of the run before; --redo removes the checkpoint.
    stale = os.path.join(b.out, ".checkpoints", "L2-001")
    os.makedirs(stale)
    p, called = b.run("--redo", "L1-002,L2-001", env={"KB_STUB_RESUMED": "L1-002"})
    eq((p.returncode, os.path.exists(stale)), (0, False), "the redo's checkpoint removed")
    eq({c["id"]: c["checkpoint"] for c in called},
       {i: os.path.join(b.out, ".checkpoints", i) for i in ("L1-002", "L2-001")},
       "--checkpoint")
    secs = float(kb.read_status(b.status)["L1-002"]["import_s"])
    eq(100.0 <= secs < 130.0, True, "import_s %s counts the checkpoint's 100 s" % secs)

    # --redo: imported problems imported again, their rows and folders replaced;
    # one that is not among the chosen problems is refused, nothing removed.
    before = kb.read_status(b.status)
    p, called = b.run("--redo", "L2-001,L3-005", "-j", "2", env={"KB_STUB_REFUSE": "L3-005"})
    eq(p.returncode, 0, "exit status with --redo (stderr: %s)" % p.stderr)
    eq(sorted(c["id"] for c in called), ["L2-001", "L3-005"], "redone")
    text_has(p.stderr, present=("redo     L2-001 (its imported row removed)",
                                "redo     L3-005 (its imported row removed)",
                                "2 to import, 12 kept"), what="stderr")
    after = kb.read_status(b.status)
    eq((after["L2-001"]["status"], after["L3-005"]["status"]), ("imported", "refused"),
       "the new rows")
    eq(os.path.isdir(os.path.join(b.out, "L3-005")), False, "the refused one's folder")
    eq({i: r for i, r in after.items() if i not in ("L2-001", "L3-005")},
       {i: r for i, r in before.items() if i not in ("L2-001", "L3-005")}, "other rows kept")
    p, called = b.run("--redo", "L1-002", "--level", "3")
    eq((p.returncode, called), (2, []), "--redo of a problem not chosen")
    text_has(p.stderr, present=("--redo L1-002: not among the chosen problems",), what="stderr")
    eq(kb.read_status(b.status)["L1-002"]["status"], "imported", "its row kept")
    p, called = b.run("--retry-refused", "--only", "L3-005")
    eq([c["id"] for c in called], ["L3-005"], "imported again")

    # A sample, cut to one level, into another table.
    other = os.path.join(b.d, "other.tsv")
    p, called = b.run("--sample", "subset12", "--level", "3", status=other)
    eq(p.returncode, 0, "exit status with --sample (stderr: %s)" % p.stderr)
    eq(sorted(c["id"] for c in called), ["L3-002", "L3-005", "L3-009", "L3-012"], "sampled")

    # --compile-only: the compiles into checkpoints, no rows (a refusal still
    # one); the pass after it times them from the checkpoints.
    two = os.path.join(b.d, "two.tsv")
    p, called = b.run("--only", "L1-019,L2-001,L3-009", "--compile-only", "-j", "2",
                      status=two, env={"KB_STUB_REFUSE": "L3-009"})
    eq(p.returncode, 0, "exit status of a compile-only pass (stderr: %s)" % p.stderr)
    eq(({c["id"]: c["compile_only"] for c in called}),
       {"L1-019": True, "L2-001": True, "L3-009": True}, "--compile-only passed on")
    eq({i: r["status"] for i, r in kb.read_status(two).items()}, {"L3-009": "refused"},
       "rows of the compile-only pass: the refusal only")
    text_has(p.stdout, present=("compiled L1-019 (its checkpoint kept; no row)",
                                "compiled L2-001 (", "compiled: 2 problem(s), in checkpoints"),
             what="its output")
    p, called = b.run("--only", "L1-019,L2-001,L3-009", "-j", "2", status=two)
    eq((p.returncode, sorted(c["id"] for c in called)), (0, ["L1-019", "L2-001"]),
       "the second pass imports the compiled ones")
    eq([c["compile_only"] for c in called], [False, False], "without --compile-only")
    rows = kb.read_status(two)
    eq(({i: r["status"] for i, r in rows.items()}, float(rows["L1-019"]["import_s"]) >= 100),
       ({"L1-019": "imported", "L2-001": "imported", "L3-009": "refused"}, True),
       "imported from the checkpoints, their compiles' seconds counted")

    # Interrupted from outside (SIGTERM): no row, no more imports started, exit 1.
    third = os.path.join(b.d, "third.tsv")
    p, called = b.run("--only", "L1-002,L1-003", "-j", "1", status=third,
                      env={"KB_STUB_TERM": "L1-002"})
    eq(p.returncode, 1, "exit status of an interrupted run")
    eq([c["id"] for c in called], ["L1-002"], "imports of the interrupted run")
    eq(kb.read_status(third), {}, "rows of the interrupted run")
    text_has(p.stdout, present=("stopped  L1-002 (interrupted; no row)",), what="its output")
    p, called = b.run("--only", "L1-002,L1-003", "-j", "1", status=third)
    eq((p.returncode, [c["id"] for c in called]), (0, ["L1-002", "L1-003"]), "the rerun")

    # --rule and --tf32-k pass through; the table's rule column shows the rule passed.
    fourth = os.path.join(b.d, "fourth.tsv")
    p, called = b.run("--only", "L2-010", "--rule", "tf32-vs-float64", "--tf32-k", "3",
                      "--fresh-caches", status=fourth)
    eq(p.returncode, 0, "exit status with --rule (stderr: %s)" % p.stderr)
    eq([(c["rule"], c["tf32_k"], c["fresh_caches"]) for c in called],
       [("tf32-vs-float64", "3", True)], "passed on")
    eq(kb.read_status(fourth)["L2-010"]["rule"], "tf32-vs-float64 (k=3)", "the rule column")

    # import_s leaves out the seconds an import waited for the GPU lock.
    fifth = os.path.join(b.d, "fifth.tsv")
    p, called = b.run("--only", "L1-002", env={"KB_STUB_WAIT": "L1-002"}, status=fifth)
    eq(p.returncode, 0, "exit status with a lock wait (stderr: %s)" % p.stderr)
    own = float(kb.read_status(fifth)["L1-002"]["import_s"])
    eq(0.2 <= own < 1.4, True, "import_s %s: about 1.5 s less the 1.2 s waited" % own)
    text_has(p.stdout, present=("imported L1-002 (", " s more waiting for the GPU)"),
             what="its output")

    # An importer interrupted from outside (its exit 130): no row, exit 1.
    p, called = b.run("--only", "L1-002", env={"KB_STUB_INT": "L1-002"},
                      status=os.path.join(b.d, "sixth.tsv"))
    eq(p.returncode, 1, "exit status of an interrupted import")
    eq(kb.read_status(os.path.join(b.d, "sixth.tsv")), {}, "rows of an interrupted import")

    # --deadline: the import running at the deadline is stopped with no row,
    # none starts after it, and the next run takes them up.
    seventh = os.path.join(b.d, "seventh.tsv")
    t0 = time.monotonic()
    p, called = b.run("--only", "L1-002,L1-003,L1-006", "-j", "1", "--timeout", "60",
                      "--deadline", "3", env={"KB_STUB_HANG": "L1-003"}, status=seventh)
    took = time.monotonic() - t0
    eq(p.returncode, 1, "exit status at the deadline (stderr: %s)" % p.stderr)
    eq([c["id"] for c in called], ["L1-002", "L1-003"], "imports started before the deadline")
    eq(sorted(kb.read_status(seventh)), ["L1-002"], "rows at the deadline")
    eq(took < 30, True, "the run ended at its deadline (took %.1f s)" % took)
    text_has(p.stdout, present=("stopped  L1-003 (at the --deadline; no row)",
                                "not started L1-006 (past the --deadline; no row)"),
             what="the output at the deadline")
    eq(os.path.exists(os.path.join(b.out, "L1-003")), True, "the stopped import's folder")
    p, called = b.run("--only", "L1-002,L1-003,L1-006", "-j", "1", status=seventh)
    eq((p.returncode, [c["id"] for c in called]), (0, ["L1-003", "L1-006"]),
       "the next stretch")

    # An import whose result was written before the deadline, stopped in its
    # teardown: its outcome is recorded, not thrown away with its folder.
    eighth = os.path.join(b.d, "eighth.tsv")
    p, called = b.run("--only", "L1-002,L1-003", "-j", "1", "--timeout", "60",
                      "--deadline", "3", env={"KB_STUB_LINGER": "L1-002"}, status=eighth)
    rows = kb.read_status(eighth)
    eq((sorted(rows), rows.get("L1-002", {}).get("status")), (["L1-002"], "imported"),
       "the row of an import stopped after its result (stdout: %s)" % p.stdout)
    text_has(p.stdout, present=("stopped  L1-002 after writing its result (at the "
                                "--deadline; its outcome follows)", "not started L1-003"),
             what="the output of a stop in an import's teardown")
    shutil.rmtree(b.d)


@test
def max_autotune_imports_get_the_default_modes_float64_model():
    b = Bench()
    b.out = os.path.join(b.d, "problems-max-autotune")
    beside = os.path.join(b.d, "problems-default")
    for pid in ("L1-019", "L2-010"):
        os.makedirs(os.path.join(beside, pid, "float64"))
    os.makedirs(os.path.join(beside, "L3-002"))   # imported without a float64 model
    for args, want in ((["--mode", "max-autotune"], {"L1-019": os.path.join(beside, "L1-019"),
                                                      "L2-010": os.path.join(beside, "L2-010")}),
                       (["--mode", "max-autotune", "--float64-from", "none"], {}),
                       (["--mode", "default"], {}),
                       (["--mode", "max-autotune", "--float64-from", b.d], {})):
        shutil.rmtree(b.out, ignore_errors=True)
        if os.path.exists(b.status):
            os.remove(b.status)
        p, called = b.run("-j", "4", *args)
        eq(p.returncode, 0, "exit status of %s (stderr: %s)" % (args, p.stderr))
        eq(sorted(c["id"] for c in called), SMALL, "imports started with %s" % args)
        eq({c["id"]: c["float64_from"] for c in called if c["float64_from"]}, want,
           "--float64-from given with %s" % args)
    p, called = b.run("--mode", "max-autotune", "--float64-from", os.path.join(b.d, "nothere"))
    text_has(p.stderr, ["--float64-from %s: no such folder; every float64 model is built"
                        % os.path.join(b.d, "nothere")], what="a missing --float64-from")


@test
def a_gpu_lock_named_from_outside_is_shared_not_replaced():
    b = Bench()
    shared = os.path.join(b.d, "one-gpu.lock")
    p, called = b.run("--only", "L1-002,L2-001", "-j", "2",
                      env={"KOPT_IMPORT_GPU_LOCK": shared})
    eq(p.returncode, 0, "exit status (stderr: %s)" % p.stderr)
    eq({c["id"]: c["lock"] for c in called}, {"L1-002": shared, "L2-001": shared},
       "the lock each import was given")
    shutil.rmtree(b.d)


@test
def driver_and_tool_arguments():
    b = Bench()
    for args, want in (
            (["--help"], None),
            (["--mode", "fast"], "--mode fast: expected default or max-autotune"),
            (["-j", "0"], "-j 0: expected a positive integer"),
            (["--timeout", "x"], "--timeout x: expected a positive number"),
            (["--deadline", "-1"], "--deadline -1: expected a positive number"),
            (["--level", "4"], "--level 4: expected 1, 2 or 3"),
            (["--cudnn-fp32", "fp8"], "--cudnn-fp32 fp8: expected torch, ieee or tf32"),
            (["--rule", "loose"],
             "--rule loose: expected eager-1e-4, tf32-vs-float64 or tf32-as-compiled"),
            (["--tf32-k", "0"], "--tf32-k 0: expected a positive number"),
            (["--tf32-k", "x"], "--tf32-k x: expected a positive number"),
            (["--frobnicate"], "unknown option --frobnicate"),
            (["--only", "L9-001"], "--only: L9-001: expected ids like L1-019"),
            (["--sample", "nope"], "--sample nope: not in samples.tsv"),
            (["--sample", "ablation50"], "--sample ablation50: L1-009, "),
            ([b.tree], "expected KB_DIR and KOPT, got 3")):
        e = dict(os.environ, KOPT_KB_IMPORTER=b.stub, KB_STUB_CALLS=b.calls)
        full = args if args == ["--help"] else [b.tree] + args + [
            "--status", b.status, "--out", b.out, "--logs", os.path.join(b.d, "logs"), b.kopt]
        p = subprocess.run(["bash", DRIVER] + full, capture_output=True, text=True, env=e,
                           timeout=120)
        if want is None:
            eq(p.returncode, 0, "--help exit status")
            text_has(p.stdout, present=("import_kernelbench.sh KB_DIR", "--retry-refused",
                                        "--timeout", "--rule", "--tf32-k",
                                        "KOPT_KB_IMPORTER"), what="--help")
        else:
            eq(p.returncode, 2, "exit status of %s" % args)
            text_has(p.stderr, present=(want,), what="stderr of %s" % args)
    for args, want in (([b.tree, b.kopt, "--only"], "--only needs a value"),
                       ([os.path.join(b.d, "nothere"), b.kopt], "KB_DIR"),
                       ([b.d, b.kopt], "no KernelBench/level1"),
                       ([b.tree, os.path.join(b.d, "nokopt")], "KOPT")):
        p = subprocess.run(["bash", DRIVER, "--status", b.status, "--out", b.out, "--logs",
                            os.path.join(b.d, "logs")] + args,
                           capture_output=True, text=True, timeout=120)
        eq(p.returncode, 2, "exit status of %s" % args)
        text_has(p.stderr, present=(want,), what="stderr of %s" % args)
    eq(os.path.exists(b.calls), False, "no import ran")
    p = subprocess.run([sys.executable, TOOL, "--help"], capture_output=True, text=True)
    eq(p.returncode, 0, "kernelbench.py --help")
    text_has(p.stdout, present=("list", "plan", "record", "summary", "readme", "samples"),
             what="kernelbench.py --help")
    p = subprocess.run([sys.executable, TOOL, "list", b.tree, "--level", "5"],
                       capture_output=True, text=True)
    eq(p.returncode, 2, "kernelbench.py list --level 5")
    text_has(p.stderr, present=("--level", "expected 1, 2 or 3"), what="its stderr")
    p = subprocess.run([sys.executable, TOOL, "summary", os.path.join(b.d, "kb")],
                       capture_output=True, text=True)
    eq(p.returncode != 0, True, "kernelbench.py summary of a folder")
    shutil.rmtree(b.d)


shutil.rmtree(TREE)
finish()
