# The two commands of the README: `make run` and `make test`; `make bench` runs the benchmarks.
.PHONY: setup build run test generate bench

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
