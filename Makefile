# The two commands: `make run` and `make test`. Each prepares the machine first.
.PHONY: run test bootstrap build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	swift build

run: bootstrap
	@scripts/run

test: bootstrap
	@scripts/test
