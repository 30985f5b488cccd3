"""The importer's CPU tests' scaffold (test_parse.py, test_triton.py,
test_helion.py): each @test function runs when it is defined; a case that
cannot run here calls skip(name, why) instead and is counted as skipped, never
as passed.  finish() prints "N passed, N failed, N skipped" (the line
tests/run.sh reads) and exits 1 if any failed or if nothing ran at all."""
import sys
import traceback

PASSED, FAILED, SKIPPED = [], [], []


def test(fn):
    skipped = len(SKIPPED)
    try:
        fn()
        if len(SKIPPED) == skipped:  # a case that skipped checked nothing
            PASSED.append(fn.__name__)
    except Exception:
        FAILED.append(fn.__name__)
        print("FAIL %s\n%s" % (fn.__name__, traceback.format_exc()), file=sys.stderr)
    return fn


def skip(name, why):
    SKIPPED.append(name)
    print("skip %s: %s" % (name, why))


def needs_torch(why):
    """A case's decorator, under @test: where torch cannot be imported the
    case is skipped with why (what it checks with torch) instead of run."""
    def wrap(fn):
        def run():
            try:
                import torch  # noqa: F401
            except ImportError:
                skip(fn.__name__, why)
                return
            fn()
        run.__name__ = fn.__name__
        return run
    return wrap


def eq(got, want, what=""):
    if got != want:
        raise AssertionError("%s: got %r, want %r" % (what, got, want))


def text_has(text, present=(), absent=(), what="the source"):
    """Every string of present is in text and none of absent is."""
    for want in present:
        if want not in text:
            raise AssertionError("%s lacks %r:\n%s" % (what, want, text))
    for gone in absent:
        if gone in text:
            raise AssertionError("%s keeps %r:\n%s" % (what, gone, text))


def finish():
    print("%d passed, %d failed, %d skipped" % (len(PASSED), len(FAILED), len(SKIPPED)))
    sys.exit(1 if FAILED or not (PASSED or SKIPPED) else 0)
