# The two commands of the README: `make run` and `make test`; `make bench` runs the benchmarks,
# `make docs` writes the documentation site into .build/docs.
.PHONY: setup build run test examples generate bench docs

setup:
	@Scripts/setup.sh

build: setup
	swift build

run: build
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

bench: setup
	@Scripts/bench.sh

docs: setup
	@Scripts/docs.sh
