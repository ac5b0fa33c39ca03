# The two commands of the README: `make run` and `make test`; `make bench` runs the benchmarks;
# `make install` puts parley on this machine as a Linux program, `make uninstall` takes it away.
.PHONY: setup build run test generate bench release install uninstall

# Where `make install` puts parley: PREFIX/bin/parley and PREFIX/share/… (Scripts/install.sh
# lists every file). DESTDIR stages the files elsewhere for a package, still naming PREFIX.
PREFIX ?= $(HOME)/.local
DESTDIR ?=
# The binary `make install` installs: by default the release build, made first; BINARY=PATH
# installs one built already (the tests install the debug build).
BINARY ?= .build/release/parley
# The translations `make install` puts in PREFIX/share/locale: every LOCALE/LL/LC_MESSAGES/parley.mo
# (none while this folder is missing).
LOCALE ?= .build/locale

setup:
	@Scripts/setup.sh

build: setup
	swift build

run: build
	.build/debug/parley

test: setup
	swift build --build-tests
	swift test --skip-build --disable-xctest

generate:
	python3 Tools/generate-model.py

bench: setup
	@Scripts/bench.sh

release: setup
	swift build -c release --product parley

install: $(if $(filter .build/release/parley,$(BINARY)),release)
	@Scripts/install.sh --binary "$(BINARY)" --prefix "$(PREFIX)" --locale "$(LOCALE)" --destdir "$(DESTDIR)"

uninstall:
	@Scripts/install.sh --uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"
