# The two commands of the README: `make run` and `make test`; `make bench` runs the benchmarks.
.PHONY: setup build run test generate bench po mo install-locale

# The languages of po/LINGUAS, their catalogs built for `make run` into the build folder (where
# the binary of .build/<triple>/debug looks: ../../locale), and where `make install` puts them.
LINGUAS := $(shell sed -e 's/\#.*//' po/LINGUAS)
LOCALE_BUILD_DIR := .build/locale
MO_FILES := $(foreach lang,$(LINGUAS),$(LOCALE_BUILD_DIR)/$(lang)/LC_MESSAGES/parley.mo)
PREFIX ?= /usr/local
LOCALEDIR ?= $(PREFIX)/share/locale

setup:
	@Scripts/setup.sh

build: setup
	swift build

run: build mo
	.build/debug/parley

test: setup
	swift build --build-tests
	swift test --skip-build --disable-xctest

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

# The catalogs under $(DESTDIR)$(LOCALEDIR), for `make install`.
install-locale: $(MO_FILES)
	@for lang in $(LINGUAS); do install -D -m 644 $(LOCALE_BUILD_DIR)/$$lang/LC_MESSAGES/parley.mo $(DESTDIR)$(LOCALEDIR)/$$lang/LC_MESSAGES/parley.mo; done

bench: setup
	@Scripts/bench.sh
