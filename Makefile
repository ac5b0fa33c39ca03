# The two commands of the README: `make run` and `make test`; `make bench` runs the benchmarks,
# `make docs` writes the documentation site into .build/docs; `make install` puts parley on this
# machine as a Linux program, `make uninstall` takes it away.
.PHONY: setup build run test examples generate bench docs po mo release install uninstall

# Where `make install` puts parley: PREFIX/bin/parley and PREFIX/share/… (Scripts/install.sh
# lists every file). DESTDIR stages the files elsewhere for a package, still naming PREFIX.
PREFIX ?= $(HOME)/.local
DESTDIR ?=
# The binary `make install` installs: by default the release build, made first; BINARY=PATH
# installs one built already (the tests install the debug build).
BINARY ?= .build/release/parley

# The languages of po/LINGUAS, their catalogs built for `make run` into the build folder (where
# the binary of .build/<triple>/debug looks: ../../locale), and installed by `make install`
# into PREFIX/share/locale.
LINGUAS := $(shell sed -e 's/\#.*//' po/LINGUAS)
LOCALE_BUILD_DIR := .build/locale
MO_FILES := $(foreach lang,$(LINGUAS),$(LOCALE_BUILD_DIR)/$(lang)/LC_MESSAGES/parley.mo)
LOCALE ?= $(LOCALE_BUILD_DIR)

setup:
	@Scripts/setup.sh

build: setup
	swift build

run: build mo
	.build/debug/parley

test: setup
	swift build --build-tests
	$(MAKE) examples
	swift test --skip-build --disable-xctest

# Each example is a package of its own that depends on Parley by path; they build into one
# folder, which the tests' own external package (ParleyKitTests) reuses.
examples:
	mkdir -p .build/examples
	cd Examples/transcript && swift build --scratch-path ../../.build/external
	.build/external/debug/transcript Examples/transcript/messages.json .build/examples/lunch.pdf --group "Lunch club"
	test -s .build/examples/lunch.pdf

generate:
	python3 Tools/generate-model.py

# The template from the marked strings, merged into every language's .po (a language new in
# po/LINGUAS gets its .po from the template first).
po:
	python3 Tools/extract-strings.py
	@for lang in $(LINGUAS); do \
	  if [ -f po/$$lang.po ]; then msgmerge --quiet --update --backup=none --no-fuzzy-matching po/$$lang.po po/parley.pot; \
	  else msginit --no-translator --locale=$$lang --input=po/parley.pot --output-file=po/$$lang.po; fi; \
	done

mo: $(MO_FILES)

$(LOCALE_BUILD_DIR)/%/LC_MESSAGES/parley.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

bench: setup
	@Scripts/bench.sh

docs: setup
	@Scripts/docs.sh

release: setup
	swift build -c release --product parley

install: $(if $(filter .build/release/parley,$(BINARY)),release) $(MO_FILES)
	@Scripts/install.sh --binary "$(BINARY)" --prefix "$(PREFIX)" --locale "$(LOCALE)" --destdir "$(DESTDIR)"

uninstall:
	@Scripts/install.sh --uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"
