#!/usr/bin/env python3
"""Whether a shipped recording that holds third-party source ships its notice.

    python3 datasets/recordings/notices.py FILE.kopt NOTICE.md

A recording of tutorial problems (datasets/tutorials: the manifest's family
triton-tutorial or helion-tutorial) holds the tutorials' own kernels, which
the rest of the repository never ships.  Triton's tutorials are under the
MIT license and Helion's examples under the BSD 3-Clause license, both of
which let them be redistributed with their copyright notice and license
text: NOTICE.md (datasets/recordings/NAME.NOTICE.md beside NAME.kopt.xz)
must hold, for each suite the recording has, the lines below.  Prints
what is missing; exit 0 when nothing is (a recording without tutorial
problems needs no notice), 1 when something is, 2 on bad usage or an
unreadable recording.
"""
import json
import os
import pathlib
import sqlite3
import sys

# Per family: what the notice must say (the license's copyright lines and a
# line of its text), as the projects' LICENSE files have them.
REQUIRED = {
    "triton-tutorial": ("Triton's MIT license", (
        "Copyright 2018-2020 Philippe Tillet",
        "Copyright 2020-2022 OpenAI",
        "Permission is hereby granted, free of charge, to any person obtaining")),
    "helion-tutorial": ("Helion's BSD 3-Clause license", (
        "Copyright (c) Meta Platforms, Inc. and affiliates.",
        "Redistribution and use in source and binary forms, with or without")),
}


class NoticeError(Exception):
    """The notice file cannot be read."""


def families(path):
    """The families of the recording's problems that need a notice."""
    if not os.path.isfile(path):
        raise ValueError("no such file")
    if path.endswith(".xz"):
        raise ValueError("a compressed recording: give the .kopt that "
                         "datasets/recordings/unpack.sh writes of it")
    # A file: URI of the absolute path, each character quoted as URIs need
    # (a name with '#', '?' or '%' would otherwise lose ?mode=ro).
    db = sqlite3.connect(pathlib.Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT CAST(b.data AS TEXT) FROM problems p "
                          "JOIN blobs b ON b.id = p.manifest").fetchall()
    finally:
        db.close()
    return sorted({json.loads(m).get("family") for (m,) in rows} & set(REQUIRED))


def words(text):
    """The text with its whitespace and line breaks as single spaces (a
    notice may indent or wrap the license as it likes)."""
    return " ".join(text.split())


def missing(path, notice):
    """What the notice lacks for the recording, one line each."""
    fams = families(path)
    if not fams:
        return []
    if not os.path.exists(notice):
        return ["%s holds %s problems but %s does not exist" % (
            os.path.basename(path), " and ".join(fams), notice)]
    try:
        with open(notice, encoding="utf-8") as f:
            have = words(f.read())
    except (OSError, ValueError) as e:     # a folder, unreadable, not UTF-8
        raise NoticeError("%s: %s" % (notice, e))
    out = []
    for fam in fams:
        what, lines = REQUIRED[fam]
        out += ["%s lacks %s: %r" % (notice, what, l) for l in lines if words(l) not in have]
    return out


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: notices.py FILE.kopt NOTICE.md\n")
        return 2
    try:
        gaps = missing(argv[1], argv[2])
    except NoticeError as e:
        sys.stderr.write("notices.py: %s\n" % e)
        return 2
    except (sqlite3.Error, ValueError) as e:
        sys.stderr.write("notices.py: %s: %s\n" % (argv[1], e))
        return 2
    for g in gaps:
        print(g)
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
