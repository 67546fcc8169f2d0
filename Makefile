# Plumb: `make figures` renders the gallery, `make test` runs every test.
# Both install the Debian packages they need first (via sudo when not root).

SWIFT ?= swift
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 100000
# libcurl4: FoundationNetworking, which `import Plumb` and `import SwiftUI` bring on Linux (URLSession), links it;
# libxml2 likewise for FoundationXML (XMLParser).
DEB_PACKAGES := libcairo2-dev libpango1.0-dev libfontconfig-dev libjpeg-dev fonts-inter fonts-font-awesome fonts-noto-color-emoji pkg-config libcurl4 libxml2
INTER_DIR := /usr/share/fonts/opentype/inter
ICON_FONT := /usr/share/fonts/opentype/font-awesome/FontAwesome.otf
EMOJI_FONT := /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf

.PHONY: deps figures check-figures test fuzz sanitize bench fixtures snapshots clean

deps:
	@if pkg-config --exists pangocairo cairo-svg cairo-pdf fontconfig libjpeg 2>/dev/null \
	    && [ -f $(INTER_DIR)/Inter-Regular.otf ] && [ -f $(ICON_FONT) ] && [ -f $(EMOJI_FONT) ] \
	    && ls /usr/lib/*/libcurl.so.4 /lib/*/libcurl.so.4 2>/dev/null | grep -q .; then :; else \
	  echo "Installing $(DEB_PACKAGES)"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(DEB_PACKAGES); \
	fi

# The gallery's folder, index and options are declared in Sources/plumb-gallery;
# the second line is docs/docc.md's example, one figure as DocC takes it.
DOCC_EXAMPLE := --output docs/docc-example --format png --scale 2 --appearance light,dark --filter hstack-feet

figures: deps
	$(SWIFT) run plumb-gallery render
	$(SWIFT) run plumb-gallery render $(DOCC_EXAMPLE)

check-figures: deps
	$(SWIFT) run plumb-gallery check
	$(SWIFT) run plumb-gallery check $(DOCC_EXAMPLE)

# The fuzzer first, with a small count, and its self-test (injected faults
# must be found and shrunk); then every test.
test: deps
	$(SWIFT) build --product plumb-fuzz
	$(SWIFT) run plumb-fuzz --count 2000 --seed $(FUZZ_SEED)
	$(SWIFT) run plumb-fuzz --self-test --count 100 --timeout 2 --shrink 0
	$(SWIFT) test

# 100,000 random view trees in release, in child processes; failures are
# shrunk and printed as SwiftUI code.
fuzz: deps
	$(SWIFT) run -c release plumb-fuzz --count $(FUZZ_COUNT) --seed $(FUZZ_SEED)

# The core's tests under AddressSanitizer, in their own build directory: the
# solver reads children and caches through unsafe pointers, all of it in
# PlumbCore. PLUMB_SANITIZE_CORE leaves out the Linux stand-in modules,
# SwiftUIImportTests and the snapshot adapters, which hold no unsafe code
# (see Package.swift). Leaks are checked too,
# except the system libraries' process-lifetime caches (see the file). The
# stranger's-package test is left out: it builds and runs another package
# with `swift`, none of it under the sanitizer, and `make test` ran it.
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
	  PLUMB_SANITIZE_CORE=1 $(SWIFT) test --sanitize=address --scratch-path .build-asan --skip UserPackageTests

bench: deps
	$(SWIFT) run -c release plumb-bench

clean:
	rm -rf .build .build-asan

fixtures: deps
	PLUMB_RECORD_FIXTURES=1 $(SWIFT) test --filter FixtureTests

# Re-record the gallery's snapshot references on purpose (then commit them).
snapshots: deps
	-SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --filter GallerySnapshotTests
	$(SWIFT) test --filter GallerySnapshotTests
