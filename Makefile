# kopt — build, test and benchmark.
#   make            build ./kopt
#   make test       CPU tests: unit, importer, command-line cases (README's command)
#   make test-san   the same suite built with clang under ASan and UBSan
#   make fuzz       libFuzzer runs of the readers (FUZZ_SECONDS each, default 5)
#   make test-gpu   GPU tests, on a machine with an NVIDIA GPU
#   make test-slurm the Slurm array script under a single-node Slurm (root)
#   make install    kopt to $(PREFIX)/bin, its data to $(PREFIX)/share/kopt and
#                   $(PREFIX)/lib/kopt, its man page to $(PREFIX)/share/man/man1
# Warnings are errors when CI=true (or WERROR=1).  .ci/run runs test, test-san
# and fuzz.

CC      ?= cc
PREFIX  ?= /usr/local
CFLAGS  ?= -O2 -g
# Flags kopt needs whatever CFLAGS the user gives (CFLAGS=-fsanitize=... works).
# -MMD -MP: each object's header dependencies, read back below, so editing one
# .c or .h rebuilds what uses it and no more.
KCFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Wall -Wextra \
           -Wno-missing-field-initializers -fPIC -I. -Ibuild -MMD -MP
WERROR  ?= $(if $(filter true,$(CI)),1,0)
ifeq ($(WERROR),1)
KCFLAGS += -Werror
endif
ALL_CFLAGS = $(KCFLAGS) $(CFLAGS)
LDLIBS  = -lsqlite3 -lcjson -lcurl -lcrypto -lz -ldl -lm -lpthread

# The library: every .c but the command's entry point and the GPU backend's
# (built into build/kopt_gpu.so, below).
LIB_SRC := $(filter-out harness/cli/main.c harness/gpu/%,$(wildcard common/*.c recorder/*.c gates/*.c \
           replayer/*.c harness/*/*.c reports/*.c))
LIB_OBJ := $(LIB_SRC:%.c=build/%.o)
UNIT_SRC := $(wildcard tests/unit/*.c)
UNIT_OBJ := $(UNIT_SRC:%.c=build/%.o)
DOUBLES := $(patsubst tests/doubles/%.c,build/tests/%.so,$(filter-out tests/doubles/command_agent.c tests/doubles/ahead_check.c,$(wildcard tests/doubles/*.c))) \
	   build/tests/command_agent

CUDA_HOME ?= /usr/local/cuda
# The GPU backend needs the CUDA headers (types only: it dlopens the libraries).
GPU_SO  := $(if $(wildcard $(CUDA_HOME)/include/cuda.h),build/kopt_gpu.so)
GPU_SRC := $(wildcard harness/gpu/*.c)
# The GPU backend's compile threads on the CPU (tests/cli/t_compile_threads.sh).
AHEAD_CHECK := $(if $(GPU_SO),build/tests/ahead_check)

all: kopt $(GPU_SO) build/kopt.1

# A recipe that fails leaves no half-written target behind.
.DELETE_ON_ERROR:

# Provenance: the git commit and a dirty flag, rewritten only when they change.
build/version.h: FORCE
	@mkdir -p build
	@c=$$(git rev-parse --verify -q HEAD 2>/dev/null || echo unknown); \
	 d=$$(git status --porcelain --untracked-files=no 2>/dev/null | grep -q . && echo 1 || echo 0); \
	 printf '#define KOPT_GIT_COMMIT "%s"\n#define KOPT_GIT_DIRTY %s\n' "$$c" "$$d" > build/version.h.tmp; \
	 cmp -s build/version.h.tmp build/version.h && rm -f build/version.h.tmp || mv build/version.h.tmp build/version.h
FORCE:

# build/version.h is order-only here: the .d files name it for the objects
# that include it (harness/cli/main.c, harness/cli/cli.c), which alone rebuild when
# it changes.
# An object without its .d (a build from before the .d files) is rebuilt.
build/%.o: %.c build/%.d | build/version.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

build/gpu/%.o: harness/gpu/%.c build/gpu/%.d | build/version.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iharness/gpu/shim -I$(CUDA_HOME)/include -c -o $@ $<

build/kopt_gpu.so: $(GPU_SRC:harness/gpu/%.c=build/gpu/%.o) build/libkopt.a
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -shared -o $@ $^ -lcjson -lcrypto -ldl -lm

# kopt view's page (reports/view.c): its HTML, CSS and JavaScript as C
# arrays, each ended by a NUL (od is POSIX; no xxd needed).
VIEW_ASSETS := reports/view_page.html reports/view_page.css reports/view_page.js
build/view_assets.h: $(VIEW_ASSETS)
	@mkdir -p build
	@for f in $(VIEW_ASSETS); do \
	  n=$$(basename $$f | tr . _); \
	  printf 'static const unsigned char %s[] = {\n' "$$n"; \
	  od -An -v -tx1 $$f | sed -e 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'; \
	  printf '0x00 };\n'; \
	done > $@.tmp && mv $@.tmp $@
build/reports/view.o: build/view_assets.h

build/libkopt.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

kopt: build/harness/cli/main.o build/libkopt.a
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -rdynamic -o $@ $^ $(LDLIBS)

# The man page, made from kopt's own help texts (harness/cli/mkman.sh).
build/kopt.1: kopt harness/cli/mkman.sh
	harness/cli/mkman.sh ./kopt > $@

build/tests/unit-tests: $(UNIT_OBJ) build/libkopt.a
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# Test doubles of the live backends: plugins loaded with --backend/--llm, tests only.
build/tests/%.so: tests/doubles/%.c build/tests/%.d
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -shared -o $@ $< -lcjson -lm

# Named explicitly (a pattern would make them intermediate files, whose
# absence rebuilds nothing).
DEPFILES := $(patsubst %.o,%.d,$(LIB_OBJ) $(UNIT_OBJ) build/harness/cli/main.o \
	$(GPU_SRC:harness/gpu/%.c=build/gpu/%.o)) $(patsubst %.so,%.d,$(filter %.so,$(DOUBLES))) \
	build/tests/command_agent.d build/tests/ahead_check.d
$(DEPFILES): ;
-include $(wildcard $(DEPFILES))

build/tests/ahead_check: tests/doubles/ahead_check.c build/gpu/gpu_ahead.o \
		build/gpu/triton_client.o build/libkopt.a build/tests/ahead_check.d
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iharness/gpu/shim -I$(CUDA_HOME)/include $(LDFLAGS) -o $@ $< \
		build/gpu/gpu_ahead.o build/gpu/triton_client.o build/libkopt.a \
		-lcjson -lcrypto -ldl -lm -lpthread

# An agent for the command backend, in C (tests/doubles/command_agent.c).
build/tests/command_agent: tests/doubles/command_agent.c build/tests/command_agent.d
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< -lcjson

test: kopt build/kopt.1 build/tests/unit-tests $(DOUBLES) $(AHEAD_CHECK)
	tests/run.sh

# The CPU suite again, built with clang -fsanitize=address,undefined in a copy
# of the tree under build/san (tests/sanitize.sh).
# A skip (exit 77: no clang, no libFuzzer) passes, saying so, except under
# CI=true, where it fails.
SKIP_OK = rc=$$?; [ $$rc -eq 77 ] && [ "$(CI)" != true ] && echo "(skipped: not a pass)"
test-san:
	@tests/sanitize.sh || { $(SKIP_OK); }

# Each libFuzzer target for FUZZ_SECONDS (tests/fuzz/run.sh).
FUZZ_SECONDS ?= 5
fuzz: build/version.h
	@tests/fuzz/run.sh $(FUZZ_SECONDS) || { $(SKIP_OK); }

# GPU tests: on a machine with an NVIDIA GPU (tests/gpu/run.sh says what each needs).
test-gpu: kopt $(GPU_SO) $(DOUBLES)
	@tests/gpu/run.sh || { $(SKIP_OK); }

# contrib/slurm/kopt-array.sh under a single-node Slurm started by the test
# (tests/slurm/run.sh; needs root and Debian's slurm-wlm, installed if missing).
test-slurm: kopt
	tests/slurm/run.sh

# CPU benchmarks (tests/bench/cpu.sh): replay and reports at the paper's
# scale, the recorder's overhead.
bench: kopt $(DOUBLES)
	tests/bench/cpu.sh

# GPU benchmarks (tests/bench/gpu.sh): gate-check cost against a Python/torch
# path, and kopt's model timing against torch.compile + do_bench.
bench-gpu: kopt $(GPU_SO)
	tests/bench/gpu.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/kopt/prompts
	install -m 755 kopt $(DESTDIR)$(PREFIX)/bin/kopt
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 644 build/kopt.1 $(DESTDIR)$(PREFIX)/share/man/man1/kopt.1
	install -m 644 harness/agents/prompts/*.md $(DESTDIR)$(PREFIX)/share/kopt/prompts/
	install -m 644 harness/gpu/triton_helper.py $(DESTDIR)$(PREFIX)/share/kopt/
	install -d $(DESTDIR)$(PREFIX)/share/kopt/guidelines
	install -m 644 datasets/guidelines/table4.json $(DESTDIR)$(PREFIX)/share/kopt/guidelines/
	install -d $(DESTDIR)$(PREFIX)/share/kopt/plots
	install -m 644 plots/*.gp $(DESTDIR)$(PREFIX)/share/kopt/plots/
	if [ -f build/kopt_gpu.so ]; then install -d $(DESTDIR)$(PREFIX)/lib/kopt && \
		install -m 755 build/kopt_gpu.so $(DESTDIR)$(PREFIX)/lib/kopt/; fi

clean:
	rm -rf build kopt

.PHONY: all test test-san fuzz test-gpu test-slurm bench bench-gpu install clean FORCE
