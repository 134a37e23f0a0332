# Kumiki: `make demo` runs the showcase, `make test` runs every test, `make bench`
# prints performance figures, `make fuzz` fuzzes touches and image decoding. Each
# first installs the Debian packages it needs.

SWIFT ?= swift
# Cairo and Pango (rendering, text), Pixman (Cairo's pixel library: shadow blurs),
# pkg-config (SwiftPM finds them through it),
# a font so that text renders the same everywhere; gdk-pixbuf and librsvg (JPEG and
# SVG images), Bootstrap icons (system symbols), Inter, Noto CJK and Noto Color
# Emoji (the system font and its fallbacks); SDL2 (the window host), Xvfb and xauth
# (the window tests and benchmark run under a virtual X server).
APT_PACKAGES := pkg-config libcairo2-dev libpixman-1-dev libpango1.0-dev fonts-dejavu-core \
	libgdk-pixbuf-2.0-dev librsvg2-dev bootstrap-icons fonts-inter fonts-noto-cjk fonts-noto-color-emoji \
	xvfb xauth libsdl2-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps demo test bench fuzz

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

# A window when DISPLAY or WAYLAND_DISPLAY is set, PNG files in showcase-output/ otherwise;
# `make demo ARGS="--device 'iPhone SE' --screen gestures"` passes options.
demo: deps
	$(SWIFT) run Showcase $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) run -c release Benchmarks

# Seeded random touches over every showcase screen and damaged image files, and a
# check that the process's memory does not grow (docs/RELIABILITY.md);
# `make fuzz ARGS="--seed 42 --events 10000"` replays or shortens a run.
fuzz: deps
	$(SWIFT) run -c release Fuzz $(ARGS)
