# Kumiki: `make demo` runs the showcase, `make test` runs every test, `make bench`
# prints performance figures. Each first installs the Debian packages it needs.

SWIFT ?= swift
# Cairo and Pango (rendering, text), pkg-config (SwiftPM finds them through it),
# a font so that text renders the same everywhere.
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps demo test bench

deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

demo: deps
	$(SWIFT) run Showcase

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) run -c release Benchmarks
