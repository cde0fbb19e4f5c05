# The two commands, `make run` and `make test`, each preparing the machine first; the
# inner loop, `make check`; and `make install` / `make uninstall`.
.PHONY: run test check bootstrap build install uninstall

# Where `make install` puts the binaries, man pages and completions: $(DESTDIR)$(PREFIX).
PREFIX ?= /usr/local
DESTDIR ?=
# The build `make install` installs from; the installed tool's test installs the debug
# build `make test` has already made.
CONFIGURATION ?= release

bootstrap:
	@scripts/bootstrap

build: bootstrap
	swift build

run: bootstrap
	@scripts/run

test: bootstrap
	@scripts/test

check: bootstrap
	@scripts/check

install: bootstrap
	swift build -c $(CONFIGURATION) --product baton-tui
	swift build -c $(CONFIGURATION) --product batonc
	@PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install install "$$(swift build -c $(CONFIGURATION) --show-bin-path)"

uninstall:
	@PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install uninstall
