# stonegame: a literate program.  The C sources are tangled from chunks/*.nw,
# the book is woven from the same files.  See README.md for the two commands.

# The version is written in one place, SG_VERSION in the public header's
# chunk in chunks/intro.nw, where C programs see it too (like zlib's
# ZLIB_VERSION).  The Makefile reads it from that chunk, not from the
# tangled header, because it needs it while it is parsed, before anything
# is tangled; everything else is derived from VERSION: the shared
# library's name, the dist tarball and its Makefile, stonegame.pc.  The
# manual pages and the book's \sgversion get it from the compiled header,
# through man-values, with the limits.
VERSION      := $(shell sed -n 's/^.define SG_VERSION "\([^"]*\)"$$/\1/p' chunks/intro.nw)
ifeq ($(words $(VERSION)),0)
$(error make: no SG_VERSION line in chunks/intro.nw)
endif
SOVERSION    := 0

CC           ?= cc
CFLAGS       ?= -O2 -g
LDFLAGS      ?=
# Where the build goes, where the C sources are tangled to, and from which
# chunk files.  The exercise checks build other trees by setting these.
B            ?= build
TANGLE_DIR   ?= tangle
# Flags the project needs whatever the user sets in CFLAGS.
SG_CFLAGS    := -std=c11 -Wall -Wextra -Werror -pedantic -I$(B)/include
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
DOCDIR       ?= $(PREFIX)/share/doc/stonegame
MANDIR       ?= $(PREFIX)/share/man
DESTDIR      ?=

SHELL        := /bin/bash
.SHELLFLAGS  := -o pipefail -ec
.DELETE_ON_ERROR:
.SUFFIXES:

# ---------------------------------------------------------------------------
# The literate sources and what they tangle into.
# The games, in the order of their chapters (the order in which they are
# taught: see the introduction's reading guide).  A game's slug names
# its files: chunks/SLUG.nw is its chapter of Part I (the game taught,
# with its reference solver), chunks/SLUG-fast.nw its chapter of Part II
# (the fast solver, measured), and chunks/SLUG-tool.nw, -figures.nw,
# -man.nw and -exercises.nw its section of the tool's chapter and of the
# appendices of figure programs, manual pages and starting chunks.  Its
# tests are tests/test-SLUG.c, its figures and data are named by it too;
# adding a game is adding its slug here.
GAMES        := values stone4 stone9 stone3 stone8 cards stone7 stone6 stone2 stone5 search cycles misere partizan hardness
# The kinds of a game's files, each printed in its own place.
GAME_PARTS   := fast tool figures man exercises
# Every file of the book, in the order in which it is printed: print
# order is file order (noweave and notangle read them in this order, so
# the chunk lists of the book and the tangled code follow the pages).
part         = $(GAMES:%=chunks/%$(1).nw)
NW           ?= chunks/intro.nw chunks/games.nw $(call part,) \
                chunks/fast.nw $(call part,-fast) \
                chunks/contract.nw chunks/tool.nw $(call part,-tool) chunks/tool-reading.nw \
                chunks/play.nw chunks/play-web.nw chunks/measuring.nw \
                chunks/appendix-figures.nw $(call part,-figures) \
                chunks/appendix-man.nw $(call part,-man) \
                chunks/appendix-exercises.nw $(call part,-exercises) chunks/tool-exercises.nw \
                chunks/appendix-hints.nw chunks/appendix-board.nw
# A file in chunks/ that is not in the book would be lost silently (a
# misspelt kind, a game missing from GAMES): it is an error.
STRAY_NW     := $(filter-out $(NW),$(wildcard chunks/*.nw))
ifneq ($(STRAY_NW),)
$(error make: $(STRAY_NW): not a file of the book (a game's files are chunks/SLUG.nw and chunks/SLUG-KIND.nw, KIND one of: $(GAME_PARTS), for SLUG in GAMES))
endif
# Every root chunk must be one of these; `make roots` checks it.  Each game
# has its solver file sg-SLUG.c, its exercises sg-SLUG-ex.c and its figure
# program fig-SLUG.c; a game may also have a timing program bench-SLUG.c.
# The library's other files serve every game: its errors, and what the
# fast solvers of several games share (written in chunks/fast.nw).
NW_DIR       := $(patsubst %/,%,$(dir $(firstword $(NW))))
TIMING_GAMES := $(foreach g,$(GAMES),$(if $(shell grep -l '^<<bench-$(g).c>>=' $(filter $(NW_DIR)/$(g).nw $(NW_DIR)/$(g)-%,$(NW)) 2>/dev/null),$(g)))
# The games with rows of their own in the tool's table (a chapter may
# instead add an option to another game's row, or nothing): only they
# have measurements of the tool at their limit.
TOOL_GAMES   := $(foreach g,$(GAMES),$(if $(shell grep -l '^<<tool: the rows of the game table>>=' $(NW_DIR)/$(g)-tool.nw 2>/dev/null),$(g)))
SHARED_ROOTS := sg-errors.c sg-memory.c sg-line-bits.c
LIB_ROOTS    := $(SHARED_ROOTS) $(GAMES:%=sg-%.c)
# The starting chunks of the exercises: a header and a static library of
# their own, used only by the exercises' tests, never installed.
EX_ROOTS     := $(GAMES:%=sg-%-ex.c)
# The tool: its table of games (sg-games.c), its program (sg-tool.c), its
# main (stonegame.c) and the header they share, which the programs that
# measure, fuzz and test the tool use too.  The play engine (sg-play.c,
# its header sg-play.h) plays a game against a person, through the tool
# or the HTML edition's board.
TOOL_ROOTS   := sg-tool.h sg-games.c sg-tool.c stonegame.c sg-play.h sg-play.c
TOOL_OBJS    := $(B)/obj/sg-games.o $(B)/obj/sg-tool.o $(B)/obj/sg-play.o
MAN_ROOTS    := stonegame.1 stonegame.3 Makefile.dist man-values.c stack-functions
FIG_ROOTS    := fig.h fig.c $(GAMES:%=fig-%.c)
BENCH_ROOTS  := $(TIMING_GAMES:%=bench-%.c) bench.c bench-tool.c
# The board of the HTML edition: the WebAssembly module's own file, and
# the page's script and style (see the HTML edition below).
WEB_ROOTS    := sg-web.c board.js board.css board-still.c
# The library's own header, included by every library source and never
# installed.
INTERNAL_H   := sg-internal.h
ROOTS        := stonegame.h $(INTERNAL_H) sg-exercises.h $(LIB_ROOTS) $(EX_ROOTS) $(TOOL_ROOTS) $(MAN_ROOTS) $(FIG_ROOTS) $(BENCH_ROOTS) $(WEB_ROOTS)
TANGLED      := $(addprefix $(TANGLE_DIR)/,$(ROOTS))

LIB_OBJS     := $(patsubst %.c,$(B)/obj/%.o,$(LIB_ROOTS))
LIB_A        := $(B)/libstonegame.a
EX_OBJS      := $(patsubst %.c,$(B)/obj/%.o,$(EX_ROOTS))
EX_LIB       := $(B)/libsgexercises.a
LIB_SO_REAL  := $(B)/libstonegame.so.$(VERSION)
LIB_SO       := $(B)/libstonegame.so
TOOL         := $(B)/stonegame
BOOK         := $(B)/book/stonegame.pdf

TEST_SRCS    := $(sort $(wildcard tests/test-*.c))
TEST_BINS    := $(patsubst tests/%.c,$(B)/tests/%,$(TEST_SRCS))
TEST_LIBS    := -lcriterion -lutil
# The helpers shared by the tests, compiled once into an archive.
TEST_HELPERS := $(B)/tests/libsgtest.a
# The auto-checked exercises, by slug, in the order of the book.
# Each game lists its exercises in tests/exercises/SLUG.list, the tool its
# own in tests/exercises/tool.list (see tests/exercises/run).
EX_LISTS     := $(wildcard $(GAMES:%=tests/exercises/%.list)) tests/exercises/tool.list
EXERCISES    := $(shell cat $(EX_LISTS) | cut -f1)
EX_TEST_BINS := $(EXERCISES:%=$(B)/exercises/%)

# Debian packages the build and the checks need; `make deps' installs the
# missing ones.
DEB_PACKAGES := noweb texlive-latex-base texlive-latex-recommended \
                texlive-fonts-recommended texlive-pictures lmodern latexmk \
                texlive-binaries \
                libcriterion-dev pkg-config clang libclang-rt-14-dev valgrind \
                poppler-utils texlive-plain-generic texlive-extra-utils \
                dvisvgm chromium chromium-driver python3 \
                wasi-libc libclang-rt-14-dev-wasm32 lld

.PHONY: all deps tangle roots lib cli man book book-instructor html figures \
        check check-all check-game check-book-instructor html-shots check-order check-index check-tests check-man check-install check-dist check-html \
        check-book check-exercises check-exercises-together check-sanitize check-valgrind fuzz fuzz-smoke \
        exercise exercises bench bench-tool $(GAMES:%=bench-%) \
        dist install uninstall clean help
all: lib cli man book

help:
	@echo "make            install missing packages, build library, tool and book"
	@echo "make check      the tests, the exercises, the printed code, the manual and"
	@echo "                the installed copies, in five minutes (two at a time;"
	@echo "                CHECK_JOBS=1: one at a time)"
	@echo "make check-all  all of that, and the sanitizers, valgrind, the fuzzers and"
	@echo "                the instructor's and HTML editions (what CI runs)"
	@printf '%-31s%s\n' "make check-game SLUG=$(firstword $(GAMES))" \
	  "one game's tests, exercises and printed code" \
	  "make exercise EX=$(firstword $(EXERCISES))" "check one exercise, by slug or by its number"
	@echo "                in the built book (EX=3.1); make exercises: progress"
	@echo "make bench      measure every solver on this machine (figures/bench)"
	@echo "make bench-SLUG measure one game (its solvers, goals and timing table)"
	@echo "other targets:  tangle roots lib cli man book book-instructor html figures"
	@echo "                check-book check-order check-index check-tests check-man"
	@echo "                check-install"
	@echo "                check-dist check-html html-shots check-book-instructor"
	@echo "                check-exercises check-exercise-SLUG check-sanitize"
	@echo "                check-valgrind fuzz fuzz-smoke"
	@echo "                dist install uninstall clean"

# ---------------------------------------------------------------------------
# Set-up: install the Debian packages that are missing, or say how.
deps:
	@installed=" $$(dpkg-query -W -f='$${Status} $${Package}\n' $(DEB_PACKAGES) 2>/dev/null \
	  | sed -n 's/^install ok installed //p' | tr '\n' ' ')"; \
	missing=""; \
	for p in $(DEB_PACKAGES); do \
	  case "$$installed" in *" $$p "*) ;; *) missing="$$missing $$p";; esac; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	line="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends$$missing"; \
	if [ "$$(id -u)" = 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo"; \
	else echo "make: these Debian packages are missing:$$missing"; \
	     echo "make: install them as root, then run make again:"; \
	     echo "  $$line"; exit 1; fi; \
	echo "make: installing missing Debian packages:$$missing"; \
	$$sudo apt-get update -qq; \
	$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing

# ---------------------------------------------------------------------------
# Tangling (C sources with -L, so that compiler messages name the .nw
# file and line; the public header, which is installed where readers
# have no .nw files, and the manual pages without).  notangle writes to a temporary file first (its exit status
# would be lost in a pipe into cpif), then cpif copies it only if it
# changed, so unchanged sources keep their timestamps.
tangle: $(B)/tangle.stamp roots

# notangle is noweb's markup, which reads the files, piped into nt, which
# writes one root: the files are read once here (with tabs kept, -t, and
# without), and nt writes every root from that, as notangle would.
NOWEB_LIB    := /usr/lib/noweb

$(B)/tangle.stamp: $(NW) Makefile | deps
	@mkdir -p $(TANGLE_DIR) $(B)
	@$(NOWEB_LIB)/markup $(NW) > $(B)/tangle.markup && $(NOWEB_LIB)/markup -t $(NW) > $(B)/tangle.markup-t
	@for r in $(ROOTS); do \
	  case $$r in stonegame.h) in=;; *.c|*.h) in=-t; opt="-t -L";; Makefile.*) in=-t; opt=-t8;; *) in=; opt=;; esac; \
	  case $$r in stonegame.h) opt=;; esac; \
	  $(NOWEB_LIB)/nt $$opt -R"$$r" < $(B)/tangle.markup$$in > $(B)/tangle.tmp || { rm -f $(B)/tangle.tmp; \
	    echo "make: notangle failed on root $$r"; exit 1; }; \
	  cpif $(TANGLE_DIR)/$$r < $(B)/tangle.tmp; \
	done; rm -f $(B)/tangle.tmp $(B)/tangle.markup $(B)/tangle.markup-t
	@touch $@

$(TANGLED): $(B)/tangle.stamp ;

# A misspelt <<chunk>>+= silently starts a new root: list the roots and
# compare them with the ones this Makefile knows.
# The check runs once per tangling (a stamp file), so that parallel makes
# never write its files at the same time.
roots: $(B)/roots.stamp

$(B)/roots.stamp: $(B)/tangle.stamp
	@noroots $(NW) | sed 's/^<<//; s/>>$$//' | sort > $(B)/roots.found
	@printf '%s\n' $(ROOTS) | sort > $(B)/roots.expected
	@diff -u $(B)/roots.expected $(B)/roots.found > $(B)/roots.diff || \
	  { echo "make: the root chunks differ from the expected list:"; \
	    cat $(B)/roots.diff; exit 1; }
	@touch $@

# ---------------------------------------------------------------------------
# The library and the tool.
$(B)/include/%.h: $(TANGLE_DIR)/%.h
	@mkdir -p $(@D)
	cp $< $@

$(B)/obj/%.o: $(TANGLE_DIR)/%.c $(B)/include/stonegame.h | $(B)/roots.stamp
	@mkdir -p $(@D)
	$(CC) $(SG_CFLAGS) -fPIC $(CFLAGS) -c $< -o $@

# The library's sources also include the internal header, from their own
# directory ($(TANGLE_DIR)).
$(LIB_OBJS): $(TANGLE_DIR)/$(INTERNAL_H)
$(EX_OBJS): $(B)/include/sg-exercises.h

lib: $(LIB_A) $(LIB_SO)

$(LIB_A): $(LIB_OBJS)
	rm -f $@
	ar rcs $@ $^

$(EX_LIB): $(EX_OBJS)
	rm -f $@
	ar rcs $@ $^

$(LIB_SO_REAL): $(LIB_OBJS)
	$(CC) -shared -Wl,-soname,libstonegame.so.$(SOVERSION) $(LDFLAGS) $^ -o $@

$(LIB_SO): $(LIB_SO_REAL)
	ln -sf libstonegame.so.$(VERSION) $(B)/libstonegame.so.$(SOVERSION)
	ln -sf libstonegame.so.$(VERSION) $@

cli: $(TOOL)

$(TOOL): $(B)/obj/stonegame.o $(TOOL_OBJS) $(LIB_A)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@

# Everything that includes the tool's header.
$(TOOL_OBJS) $(B)/obj/stonegame.o $(B)/obj/bench-tool.o $(B)/obj/man-values.o: $(TANGLE_DIR)/sg-tool.h
$(TOOL_OBJS): $(TANGLE_DIR)/sg-play.h

# ---------------------------------------------------------------------------
# Figures generated by running the tangled code: the book cannot drift
# from the library.
FIG_STAMPS   := $(GAMES:%=figures/generated/%.stamp)
GEN_FIGS     := $(FIG_STAMPS) figures/generated/stack-usage.tex figures/generated/values.tex \
                figures/generated/tool-limits.tex \
                figures/generated/bench-points.tex figures/generated/bench-summaries.tex

figures: $(GEN_FIGS)

# The still of each board for the printed book (\playboard in the game
# chapters): board-still, from chunks/play-web.nw, writes the start of
# the game as the board shows it, for \playboard{GAME}{VALUES} to print
# (\playboardgraph{GAME}{LINES}: LINES, split at /, on standard input).
# A game that the engine cannot play gets no still (its box still says
# where to play it); tests/html-play finds its board broken.
GEN_FIGS     += figures/generated/boards.tex
$(B)/obj/board-still.o $(B)/obj/sg-web.o: $(TANGLE_DIR)/sg-tool.h $(TANGLE_DIR)/sg-play.h
$(B)/board-still: $(B)/obj/board-still.o $(B)/obj/sg-web.o $(TOOL_OBJS) $(LIB_A)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@

figures/generated/boards.tex: $(B)/board-still $(NW)
	@mkdir -p $(@D)
	@sed -n 's/^\\playboard\(graph\)\{0,1\}{\([^}]*\)}{\([^}]*\)}$$/\1|\2|\3/p' $(NW) | \
	while IFS='|' read -r graph game values; do \
	  if [ -n "$$graph" ]; then set -- 1; input=$$values; else set -- 1 $$values; input=; fi; \
	  if printf '%s\n' "$$input" | tr / '\n' > $@.input \
	     && $(B)/board-still $$game "$$@" < $@.input > $@.still; then \
	    printf '\\expandafter\\def\\csname sg@board@%s@%s\\endcsname{%s}\n' \
	      "$$game" "$$values" "$$(cat $@.still)"; \
	  else echo "make: no still of the board $$game $$values" >&2; fi; \
	done > $@.tmp && mv $@.tmp $@ && rm -f $@.still $@.input

# Every figure program is linked with fig.c, which has their main.
$(B)/obj/fig.o $(patsubst %.c,$(B)/obj/%.o,$(filter fig-%,$(FIG_ROOTS))): $(TANGLE_DIR)/fig.h
$(B)/fig-%: $(B)/obj/fig-%.o $(B)/obj/fig.o $(LIB_A)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -lm -o $@

# A game's figure program names its figures (`list'); each is written to
# figures/generated/SLUG-NAME.tex.  A figure may be computed from the
# game's measurements, which are kept in git (figures/bench/SLUG-*.dat,
# figures/SLUG-timing.tex): a new measurement makes its figures again.
.SECONDEXPANSION:
figures/generated/%.stamp: $(B)/fig-% $$(wildcard figures/bench/$$*-*.dat figures/$$*-timing.tex)
	@mkdir -p $(@D)
	@for f in $$($< list); do $< $$f > $(@D)/$*-$$f.tex.tmp \
	  && mv $(@D)/$*-$$f.tex.tmp $(@D)/$*-$$f.tex \
	  || { echo "make: $< $$f failed"; rm -f $(@D)/$*-$$f.tex.tmp; exit 1; }; done
	@touch $@

# Measurements are not taken during the build (the book must come out the
# same on every machine): `make bench-SLUG' runs a game's timing program
# on this machine and rewrites figures/SLUG-timing.tex, which is kept in
# git.
MACHINE      = $(shell (grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'; \
                 uname -m; nproc 2>/dev/null | sed 's/$$/ cores/'; $(CC) --version | head -n 1) \
                 | paste -sd ';' | sed 's/;/; /g; s/_/\\_/g')

$(B)/bench-%: $(B)/obj/bench-%.o $(LIB_A)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@

$(B)/bench: $(B)/obj/bench.o $(LIB_A)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -lm -o $@

$(B)/bench-tool: $(B)/obj/bench-tool.o $(TOOL_OBJS) $(LIB_A)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@

# `make bench-SLUG' measures one game: its solvers, its goals (bench
# writes figures/bench/SLUG-*.dat and summary-SLUG.tex), its timing
# program if it has one (figures/SLUG-timing.tex), and the tool at the
# game's limit (figures/bench/tool/SLUG.dat, BENCH_TOOL_DO).
# `make bench' measures every game, one after the other (never in
# parallel: they would disturb each other).
# (The comma inside $(if) is $(comma), which does not split its arguments.)
comma        := ,
BENCH_DO      = $(B)/bench figures/bench '$(MACHINE), CFLAGS $(CFLAGS)' $(1) \
                $(if $(filter $(1),$(TIMING_GAMES)),&& $(B)/bench-$(1) 'Measured on: $(MACHINE)$(comma) CFLAGS $(CFLAGS).' \
                  > figures/$(1)-timing.tex.new && mv figures/$(1)-timing.tex.new figures/$(1)-timing.tex) \
                $(if $(filter $(1),$(TOOL_GAMES)),&& $(call BENCH_TOOL_DO,$(1)))
# The tool at the limit of one game, in a file of the game's own: the
# machine on a first line that starts with #, then bench-tool's lines.
BENCH_TOOL_DO = mkdir -p figures/bench/tool \
                && { echo '\# $(MACHINE)'; $(B)/bench-tool $(TOOL) $(1); } > figures/bench/tool/$(1).dat.new \
                && mv figures/bench/tool/$(1).dat.new figures/bench/tool/$(1).dat

BENCH_NEEDS  := $(B)/bench $(TIMING_GAMES:%=$(B)/bench-%) $(B)/bench-tool $(TOOL)

bench: $(BENCH_NEEDS)
	@mkdir -p figures/bench
	status=0; $(foreach g,$(GAMES),{ $(call BENCH_DO,$(g)); } || status=1;) exit $$status

$(GAMES:%=bench-%): bench-%: $(BENCH_NEEDS)
	@mkdir -p figures/bench
	$(call BENCH_DO,$*)

# The tool at the limit of every game (figures/bench/tool/SLUG.dat, kept
# in git): the book's table of it and the costs that the manual page
# quotes.
bench-tool: $(B)/bench-tool $(TOOL)
	$(foreach g,$(TOOL_GAMES),$(call BENCH_TOOL_DO,$(g)) && ) cat $(TOOL_DATS)

# All the games' measurements of the tool, in the order of GAMES, with
# the machine of the first.  A game without them stops the build with
# one line that names the command to run.
TOOL_DATS    := $(TOOL_GAMES:%=figures/bench/tool/%.dat)

$(B)/tool.dat: $(TOOL_DATS)
	@mkdir -p $(@D)
	@awk 'FNR == 1 && /^#/ { if (NR == 1) print; next } { print }' $(TOOL_DATS) > $@.tmp && mv $@.tmp $@

figures/bench/tool/%.dat:
	@echo "make: the book needs the measurements of the tool on $* (figures/bench/tool/$*.dat): run make bench-$*"
	@exit 1

# The stack used per call by the recursive solvers, as the compiler
# reports it (-fstack-usage), for the measuring chapter.  The games name
# their recursive functions in the book (the root stack-functions), one a
# line; a function whose depth another limit bounds than SG_RECURSION_MAX
# names that limit after it (negamax SG_SEARCH_MAX_DEPTH), and the limits
# come from man-values.  The depth quoted in stack-depth.tex is the frame
# of the first function without a limit of its own times SG_RECURSION_MAX;
# each function with a limit of its own gets stack-depth-FUNCTION.tex, its
# frame times its limit.
figures/generated/stack-usage.tex: $(GAMES:%=$(TANGLE_DIR)/sg-%.c) $(TANGLE_DIR)/stack-functions \
                                   $(TANGLE_DIR)/$(INTERNAL_H) \
                                   $(B)/man-values $(B)/include/stonegame.h
	@mkdir -p $(@D) $(B)/su
	@for f in $(GAMES:%=sg-%); do \
	  $(CC) $(SG_CFLAGS) $(CFLAGS) -fstack-usage -c $(TANGLE_DIR)/$$f.c -o $(B)/su/$$f.o \
	    2>/dev/null || true; done
	@cat $(B)/su/*.su 2>/dev/null | awk -F'\t' -v want="$$(cat $(TANGLE_DIR)/stack-functions)" \
	  -v limits="$$($(B)/man-values)" -v dir="$(@D)" ' \
	  function stack(f, l) { \
	    if (!(l in value)) { print "make: no value for the limit " l > "/dev/stderr"; failed = 1 } \
	    return ((f in size) ? sprintf("%.0f kilobytes", size[f] * value[l] / 1024) \
	                        : "an unmeasured amount") " of stack at the limit." } \
	  BEGIN { k = split(limits, q, "\n"); for (i = 1; i <= k; i++) { split(q[i], kv, " "); value[kv[1]] = kv[2] } \
	          k = split(want, line, "\n"); \
	          for (i = 1; i <= k; i++) if (split(line[i], fld, " ") > 0) { n++; w[n] = fld[1]; lim[n] = fld[2]; keep[fld[1]] = 1 } } \
	  { split($$1, p, ":"); f = p[4]; sub(/\..*/, "", f); \
	    if ((f in keep) && $$2 > size[f]) size[f] = $$2 } \
	  END { print "\\begin{tabular}{lr}\\hline function & bytes per call\\\\\\hline"; \
	        for (i = 1; i <= n; i++) { f = w[i]; gsub(/_/, "\\_", f); \
	          print "\\texttt{" f "} & " (w[i] in size ? size[w[i]] : "---") "\\\\" } \
	        print "\\hline\\end{tabular}"; \
	        for (i = 1; i <= n; i++) \
	          if (lim[i] != "") print stack(w[i], lim[i]) > (dir "/stack-depth-" w[i] ".tex"); \
	          else if (!quoted) { quoted = 1; print stack(w[i], "SG_RECURSION_MAX") > (dir "/stack-depth.tex") } \
	        exit failed }' > $@

# The tool at the limit of each game, as `make bench-tool' measured it
# ($(B)/tool.dat, gathered from figures/bench/tool: the machine on a first line that
# starts with #, then a line per input: the game; the case, slowest, fast
# or most-memory; the number of values, seconds, MiB; the shape of the
# input, random (a range of one value: all equal), losing-heap,
# winning-heap, records (the row 2n-3, -2, ..., -2, -1) or a game's own
# words joined by hyphens (random-graph, printed with spaces); the least and
# the largest value): a table for the book, and for the manual pages the
# machine and a line TOOL_COST_GAME for each game.  Numbers of five
# digits and more get thin spaces between groups of three.
figures/generated/tool-limits.tex: $(B)/tool.dat
	@mkdir -p $(@D)
	@awk 'function group(v, sign, t) { if (v ~ /^-/) { sign = "-"; v = substr(v, 2) } \
	        if (length(v) <= 4) return sign v; \
	        while (length(v) > 3) { t = "\\," substr(v, length(v) - 2) t; \
	          v = substr(v, 1, length(v) - 3) } return sign v t } \
	  function num(v) { return v == 2147483647 ? "2^{31}-1" : v == -2147483648 ? "-2^{31}" : group(v) } \
	  function input(shape, low, high) { \
	    if (shape == "losing-heap") return "losing heap $$" group(low) "$$"; \
	    if (shape == "winning-heap") return "winning heap $$" group(low) "$$"; \
	    if (shape == "records") return "$$[2n-3,-2,\\ldots,-2,-1]$$"; \
	    if (shape != "random") { gsub(/-/, " ", shape); return shape } \
	    if (low == high) return "all $$" num(low) "$$"; \
	    return "random in $$[" num(low) ", " num(high) "]$$" } \
	  BEGIN { print "\\begin{tabular}{lllrrr}\\hline"; \
	          print "game & case & input & values & seconds & MiB\\\\\\hline" } \
	  /^#/ { machine = $$0; sub(/^# */, "", machine); next } \
	  { kind = $$2; sub(/-/, " ", kind); \
	    printf "%s & %s & %s & $$%s$$ & %.2f & %d\\\\\n", $$1 == last ? "" : "\\texttt{" $$1 "}", \
	      kind, input($$6, $$7, $$8), group($$3), $$4, $$5; last = $$1 } \
	  END { print "\\hline\\end{tabular}\\\\[4pt]"; \
	        print "{\\footnotesize Measured on: " machine ".}" }' $< > $@.tmp && mv $@.tmp $@

# The slopes, goals and machine of every game's measurements
# (figures/bench/summary-SLUG.tex, kept in git, written by make
# bench-SLUG), in the order of GAMES.  A game without them stops the
# build with one line that names the command to run.
BENCH_SUMMARIES := $(GAMES:%=figures/bench/summary-%.tex)

figures/generated/bench-summaries.tex: $(BENCH_SUMMARIES) Makefile
	@mkdir -p $(@D)
	@cat $(BENCH_SUMMARIES) > $@.tmp && mv $@.tmp $@

figures/bench/summary-%.tex:
	@echo "make: the book needs the measurements of $* (figures/bench/summary-$*.tex): run make bench-$*"
	@exit 1

# The first and the last point of every series of `make bench', for the
# prose: \benchfirstn{GAME-SOLVER}, \benchfirsttime{...}, \benchlastn and
# \benchlasttime, the time in s, ms or microseconds, n as a power of ten
# when it is one; and every point's time in seconds, for \benchat and
# \benchval.
BENCH_DATS   := $(sort $(wildcard figures/bench/*-*.dat))

figures/generated/bench-points.tex: $(BENCH_DATS) Makefile
	@mkdir -p $(@D)
	@awk 'function size(n, k) { if (n >= 10000 && n ~ /^10*$$/) return "10^{" length(n) - 1 "}"; \
	        k = ""; if (length(n) > 4) while (length(n) > 3) { k = "\\," substr(n, length(n) - 2) k; \
	          n = substr(n, 1, length(n) - 3) } return n k } \
	  function time(t) { return t >= 1 ? sprintf("%.2f\\,s", t) : t >= 1e-3 ? sprintf("%.1f\\,ms", t * 1e3) \
	                          : sprintf("%.2f\\,$$\\mu$$s", t * 1e6) } \
	  function put(what, v) { printf "\\expandafter\\def\\csname bench@%s@%s\\endcsname{%s}\n", what, key, v } \
	  FNR == 1 { key = FILENAME; sub(/.*\//, "", key); sub(/\.dat$$/, "", key); next } \
	  FNR == 2 { put("firstn", size($$1)); put("firsttime", time($$2)) } \
	  { n = $$1; t = $$2 } \
	  FNR > 1 { last[key] = size(n); lastt[key] = time(t); \
	            printf "\\expandafter\\def\\csname bench@at@%s@%s\\endcsname{%s}\n", key, n, t } \
	  END { for (k in last) { key = k; put("lastn", last[k]); put("lasttime", lastt[k]) } }' \
	  $(BENCH_DATS) > $@.tmp && mv $@.tmp $@

# What each game's entry of stonegame.1 says the tool cost at its limit:
# "S s and M MiB on the slowest input, INPUT," and then, for each other
# case of the game, "and S s and M MiB on INPUT," (a fast case) or "and S
# s and M MiB, the most memory, on INPUT,"; the entry goes on with "at
# that limit".  tests/check-man reads tool.dat and checks the page.
$(B)/man-costs: $(B)/tool.dat
	@mkdir -p $(@D)
	awk 'function m(v) { return v ~ /^-/ ? "\\-" substr(v, 2) : v } \
	  function input(shape, low, high) { \
	    if (shape == "losing-heap") return "the losing heap " low; \
	    if (shape == "winning-heap") return "the winning heap " low; \
	    if (shape == "records") return "the row 2n\\-3, \\-2, ..., \\-2, \\-1"; \
	    if (shape != "random") { gsub(/-/, " ", shape); return shape } \
	    if (low == high) return "values all equal to " m(low); \
	    if (low == -2147483648 && high == 2147483647) return "random values over all of int"; \
	    return "random values from " m(low) " to " m(high) } \
	  /^#/ { sub(/^# */, ""); gsub(/\\/, ""); print "BENCH_MACHINE " $$0; next } \
	  { cost = sprintf($$4 < 0.1 ? "%.2f" : "%.1f", $$4) " s and " sprintf("%d", $$5) " MiB"; \
	    if ($$2 == "slowest") text = cost " on the slowest input, " input($$6, $$7, $$8) ","; \
	    else if ($$2 == "fast") text = "and " cost " on " input($$6, $$7, $$8) ","; \
	    else text = "and " cost ", the most memory, on " input($$6, $$7, $$8) ","; \
	    if (!($$1 in line)) order[++games] = $$1; \
	    line[$$1] = $$2 == "slowest" ? text (line[$$1] == "" ? "" : " " line[$$1]) \
	                                 : line[$$1] (line[$$1] == "" ? "" : " ") text } \
	  END { for (g = 1; g <= games; g++) printf "TOOL_COST_%s %s\n", toupper(order[g]), line[order[g]] }' \
	  $< > $@

# The fields of each game's JSON object, as the built tool prints them
# (book/json-fields): TOOL_JSON_GAME for each game.
$(B)/man-json: $(TOOL) book/json-fields
	@mkdir -p $(@D)
	book/json-fields $(TOOL) | awk '{ g = $$1; sub(/^[^ ]+ /, ""); print "TOOL_JSON_" toupper(g), $$0 }' \
	  > $@.tmp && mv $@.tmp $@

# The manual pages, with every @NAME@ replaced by what follows NAME on
# its line in the output of the program man-values (the version and the
# limits), in man-costs (what the tool costs at each limit) or in
# man-json (the fields of each game's JSON object).
$(B)/man-values: $(B)/obj/man-values.o
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@

MAN_PAGES    := $(B)/man/stonegame.1 $(B)/man/stonegame.3

man: $(MAN_PAGES)

# The same values for the book: \sgversion, and each limit for the prose
# as \sglimit{SG_STONE2_MAX}, with thin spaces between groups of digits.
figures/generated/values.tex: $(B)/man-values
	@mkdir -p $(@D)
	$(B)/man-values | awk '$$1 == "VERSION" { print "\\def\\sgversion{" $$2 "}"; next } \
	  { v = $$2; t = ""; \
	    while (length($$2) > 4 && length(v) > 3) { t = "\\," substr(v, length(v) - 2) t; \
	      v = substr(v, 1, length(v) - 3) } \
	  print "\\expandafter\\def\\csname sglimit@" $$1 "\\endcsname{" v t "}" }' > $@

$(B)/man/%: $(TANGLE_DIR)/% $(B)/man-values $(B)/man-costs $(B)/man-json
	@mkdir -p $(@D)
	{ $(B)/man-values; cat $(B)/man-costs $(B)/man-json; } | \
	  awk 'NR == FNR { k = $$1; sub(/^[^ ]+ /, ""); value["@" k "@"] = $$0; next } \
	  { while (match($$0, /@[A-Z0-9_]+@/)) { k = substr($$0, RSTART, RLENGTH); \
	      if (!(k in value)) { print "make: no value for " k \
        (k ~ /^@TOOL_COST_/ ? ": $(B)/tool.dat has no line for that game; make bench-SLUG measures it" : "") \
        > "/dev/stderr"; exit 1 } \
	      $$0 = substr($$0, 1, RSTART - 1) value[k] substr($$0, RSTART + RLENGTH) } print }' \
	  - $< > $@

# ---------------------------------------------------------------------------
# The book.  All the files are woven together, in the order in which
# they are printed (NW), into one file that the master in book/ inputs
# between its preamble and its indexes; cross references between
# chapters work, and noweb's lists of chunks follow the pages.
BOOK_TEX     := $(wildcard book/*.tex book/*.sty book/*.bib) $(wildcard figures/*.tex)

book: $(BOOK)

# The identifiers' cross references and index.  noweave's -index runs
# finduses and noidx back to back; here book/index-uses runs between them
# (drop the uses in strings, comments and chunks that are not C; see the
# script), and -indexfrom /dev/null then adds noidx and turns on the
# back end's index, its finduses finding nothing more.  index_filters:
# the options of noweave.
index_filters = -autodefs c -filter book/drop-type-defs -filter finduses \
                -filter book/index-uses -indexfrom /dev/null

# weave OUT-DIR FILES: weave the files into OUT-DIR/all.tex.
weave = mkdir -p $(1) && noweave -n $(index_filters) $(2) | book/keep-code-ends > $(1)/all.tex

$(B)/woven/stamp: $(NW) book/drop-type-defs book/index-uses book/keep-code-ends | deps
	$(call weave,$(@D),$(NW))
	@touch $@

# A table of measurements that is missing (figures/bench/ is kept in git
# and written by `make bench') stops LaTeX with an error that the log
# buries; it is named on a line of its own, last, and so is an error of
# the book's own package (a reading guide that does not fit a semester).
missing_data = sed -n "s|.*Could not read table file '\(bench/\([a-z0-9]*\)-[^']*\)'.*|make: the book needs \
  figures/\1, which make bench-\2 writes (it is kept in git: restore it, or measure)|p" $(1) | sort -u; \
  awk '/^! Package stonegame Error/ { on = 1; sub(/^! Package stonegame Error: /, "make: the book: ") } \
       on && /^$$/ { exit } on { printf "%s", $$0 } END { if (on) print "" }' $(1)

$(BOOK): $(B)/woven/stamp $(BOOK_TEX) $(GEN_FIGS)
	@mkdir -p $(@D)
	TEXINPUTS=book//:$(B)/woven//:figures//: BIBINPUTS=book: \
	  latexmk -g -pdf -interaction=nonstopmode -halt-on-error -quiet \
	    -outdir=$(B)/book book/stonegame.tex > $(B)/book/latexmk.log 2>&1 \
	  || { tail -40 $(B)/book/latexmk.log; $(call missing_data,$(B)/book/stonegame.log); exit 1; }
	@book/check-log $(B)/book/stonegame.log $(BOOK)

# The instructor edition: the same chapters, with the reference solutions
# of the exercises woven into an appendix.
SOLUTIONS    := chunks/solutions/00-appendix.nw $(EXERCISES:%=chunks/solutions/%.nw)
BOOK_INSTR   := $(B)/book-instructor/stonegame-instructor.pdf

book-instructor: $(BOOK_INSTR)

$(B)/woven-instructor/stamp: $(NW) $(SOLUTIONS) book/drop-type-defs book/index-uses book/keep-code-ends | deps
	$(call weave,$(@D),$(NW) $(SOLUTIONS))
	@touch $@

$(BOOK_INSTR): $(B)/woven-instructor/stamp $(BOOK_TEX) $(GEN_FIGS)
	@mkdir -p $(@D)
	TEXINPUTS=book//:$(B)/woven-instructor//:figures//: BIBINPUTS=book: \
	  latexmk -g -pdf -interaction=nonstopmode -halt-on-error -quiet \
	    -outdir=$(@D) book/stonegame-instructor.tex > $(@D)/latexmk.log 2>&1 \
	  || { tail -40 $(@D)/latexmk.log; $(call missing_data,$(@D)/stonegame-instructor.log); exit 1; }
	@book/check-log $(@D)/stonegame-instructor.log $@

# ---------------------------------------------------------------------------
# Tests: Criterion, against the tangled library and the built tool.
#
# `make check' runs every check.  CI runs it without -j, so it makes its
# own parallelism: PAR_MAKE is a sub-make that shares the job slots of the
# make above it when there is one (make -jN, or inside `make check'), and
# otherwise runs CHECK_JOBS jobs of its own.  Everything is built first;
# then the checks run side by side, the longest first, each one's output
# shown in one piece when it ends.
CHECK_JOBS   ?= 2
PAR_MAKE      = $(MAKE) --no-print-directory $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(CHECK_JOBS))
# Two sets of checks.  `make check' runs the tests, the exercises, the
# printed code, the manual page and the installed and distributed copies:
# what an edit to a chunk can break, in at most five minutes on two cores
# after `make'.  `make check-all' adds the slow passes over the same
# code: the sanitizers, valgrind, the fuzzers, the instructor's edition
# and the HTML edition; CI runs it.  Both end with the time each check
# took (tests/timed-checks), also written to build/check-times and
# build/check-all-times, so that a check that grows is seen the day it
# does.
CHECKS       := check-tests check-exercises check-book check-order check-index check-man \
                check-install check-dist
CHECKS_ALL   := $(CHECKS) check-sanitize check-valgrind fuzz-smoke check-book-instructor \
                check-html

check: | deps
	@+$(PAR_MAKE) all $(EX_LIB) $(TEST_BINS) $(EX_TEST_BINS)
	@MAKE='$(MAKE)' tests/timed-checks $(B)/check-times $(CHECK_JOBS) $(CHECKS)

check-all: | deps
	@+$(PAR_MAKE) all $(EX_LIB) $(TEST_BINS) $(EX_TEST_BINS)
	@MAKE='$(MAKE)' tests/timed-checks $(B)/check-all-times $(CHECK_JOBS) $(CHECKS_ALL)

# test-alloc replaces the allocator at link time, to make it fail.  Each
# game's cases are in tests/alloc-SLUG.c (a game that allocates nothing
# has none), linked with the harness.
ALLOC_OBJS   := $(patsubst tests/%.c,$(B)/tests/%.o,$(wildcard $(GAMES:%=tests/alloc-%.c)))
$(B)/tests/test-alloc: TEST_WRAP := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
$(B)/tests/test-alloc: $(ALLOC_OBJS)
$(B)/tests/test-alloc.o $(ALLOC_OBJS): tests/alloc.h

# test-threads runs each game's table of calls, in tests/threads-SLUG.c
# (every game has one); the harness finds the tables through
# SG_EACH_GAME(X), X(SLUG) for each game, which games.h defines from
# GAMES (written only when it changes).
THREADS_OBJS := $(GAMES:%=$(B)/tests/threads-%.o)
$(B)/tests/test-threads: $(THREADS_OBJS)
$(B)/tests/test-threads.o $(THREADS_OBJS): tests/threads.h
$(B)/tests/test-threads.o: $(B)/tests/games.h
$(B)/tests/test-threads.o: TEST_CFLAGS += -I$(B)/tests

$(B)/tests/games.h: Makefile
	@mkdir -p $(@D)
	@printf '/* Written by the Makefile from GAMES. */\n#define SG_EACH_GAME(X) %s\n' \
	  '$(foreach g,$(GAMES),X($(g)))' | cpif $@

# Every test file is compiled once; the tests find the tool to run in the
# environment variable SG_TOOL, so that one build of them serves any tree.
TEST_CFLAGS   = $(SG_CFLAGS) -Itests $(CFLAGS)
TEST_H       := tests/brute.h tests/tool-run.h tests/hostile.h tests/search-check.h tests/pty.h

$(B)/tests/%.o: tests/%.c $(TEST_H) $(B)/include/stonegame.h
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -c $< -o $@

TEST_HELPER_OBJS := $(patsubst %,$(B)/tests/%.o,brute tool-run hostile search-check pty)
$(TEST_HELPERS): $(TEST_HELPER_OBJS)
	rm -f $@
	ar rcs $@ $^

# The objects (a test's parts too) before the archives.
$(B)/tests/test-%: $(B)/tests/test-%.o $(TEST_HELPERS) $(LIB_A)
	$(CC) $(CFLAGS) $(filter %.o,$^) $(filter-out %.o,$^) $(LDFLAGS) $(TEST_WRAP) $(TEST_LIBS) -o $@

# The tests of playing (tests/test-play*.c) use the play engine and the
# tool's table of games, and drive the tool through a pseudo-terminal
# (tests/pty.c, with -lutil's forkpty).
PLAY_TESTS   := $(patsubst tests/%.c,$(B)/tests/%,$(wildcard tests/test-play*.c))
$(PLAY_TESTS): $(TOOL_OBJS)
$(PLAY_TESTS:=.o): TEST_CFLAGS += -I$(TANGLE_DIR)
$(PLAY_TESTS:=.o): $(TANGLE_DIR)/sg-tool.h $(TANGLE_DIR)/sg-play.h

# The tests of every game alike read the tool's table of games.
$(B)/tests/test-tool-hostile.o: TEST_CFLAGS += -I$(TANGLE_DIR)
$(B)/tests/test-tool-hostile.o: $(TANGLE_DIR)/sg-tool.h
$(B)/tests/test-tool-hostile: $(TOOL_OBJS)

# The exercises' tests, linked with the starting chunks of the tree.
$(B)/exercises/%.o: tests/exercises/%.c $(TEST_H) $(B)/include/stonegame.h \
                    $(B)/include/sg-exercises.h
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -c $< -o $@

$(EX_TEST_BINS): $(B)/exercises/%: $(B)/exercises/%.o $(TEST_HELPERS) $(EX_LIB) $(LIB_A)
	$(CC) $(CFLAGS) $^ $(LDFLAGS) $(TEST_LIBS) -o $@

.SECONDARY: $(TEST_BINS:%=%.o) $(EX_TEST_BINS:%=%.o)

check-tests: $(TEST_BINS) $(TOOL) | deps
	@SG_TOOL='$(abspath $(TOOL))' tests/run-tests $(TEST_BINS)

# One game's checks, while working on its chapter: its tests and its
# tool's tests, the tests of playing (every game's: they share the
# engine), its exercises, and the printed code of the book.
GAME_TESTS    = $(PLAY_TESTS) $(patsubst tests/%.c,$(B)/tests/%,$(wildcard tests/test-$(SLUG).c \
                  tests/test-$(SLUG)-*.c tests/test-tool-$(SLUG).c))
GAME_EX       = $(filter check-exercise-$(SLUG)-%,$(EX_CHECKS))

check-game: | deps
	@case " $(GAMES) " in *" $(SLUG) "*) ;; *) echo "make check-game: name a game," \
	  "SLUG=one of: $(GAMES)"; exit 2;; esac
	@+$(PAR_MAKE) all $(GAME_TESTS) $(EX_LIB) $(patsubst check-exercise-%,$(B)/exercises/%,$(GAME_EX))
	@SG_TOOL='$(abspath $(TOOL))' tests/run-tests $(GAME_TESTS)
	@+$(PAR_MAKE) -k $(GAME_EX) check-book check-order check-index

# ---------------------------------------------------------------------------
# Hardening.  The whole suite again with AddressSanitizer and
# UndefinedBehaviorSanitizer (a leak or any undefined behaviour fails it;
# tests/run-tests looks for the sanitizers' reports; the exercises' tests
# with their reference solutions all in place at once, in a few builds,
# since the proof that each is real is the plain pass's), the tool under
# valgrind, and libFuzzer targets run for a short smoke time.
SAN_FLAGS    := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
                -fno-sanitize-recover=all

check-sanitize: | deps
	+ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	LSAN_OPTIONS=suppressions=$(abspath tests/lsan.supp):print_suppressions=0 \
	  $(PAR_MAKE) --output-sync=target check-tests check-exercises-together B=$(B)/sanitize \
	    CFLAGS='$(SAN_FLAGS)' LDFLAGS='-fsanitize=address,undefined'

check-valgrind: cli $(B)/tests/tool-games | deps
	tests/valgrind-tool $(TOOL) $(B)/tests/tool-games

# The tool's table of games, printed for the scripts that test the tool.
$(B)/tests/tool-games: tests/tool-games.c $(TOOL_OBJS) $(LIB_A)
	@mkdir -p $(@D)
	$(CC) $(SG_CFLAGS) -I$(TANGLE_DIR) $(CFLAGS) $(LDFLAGS) $^ -o $@

FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 10
# The tool, and each game that has a fuzz target of its own.
FUZZ_TARGETS := tool $(foreach g,$(GAMES),$(if $(wildcard tests/fuzz/fuzz-$(g).c),$(g)))

FUZZ_CFLAGS  := -std=c11 -g -O1 -I$(B)/include -I$(TANGLE_DIR) -fno-sanitize-recover=all
# The library and the tool's table and program (without its main) are
# compiled once with the fuzzer's instrumentation, for all the targets.
FUZZ_LIB     := $(B)/fuzz/libstonegame-fuzz.a

$(B)/fuzz/obj/%.o: $(TANGLE_DIR)/%.c $(TANGLE_DIR)/$(INTERNAL_H) $(TANGLE_DIR)/sg-tool.h $(TANGLE_DIR)/sg-play.h \
                   $(B)/include/stonegame.h | deps
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link,address,undefined -c $< -o $@

$(FUZZ_LIB): $(patsubst %.c,$(B)/fuzz/obj/%.o,$(LIB_ROOTS) sg-games.c sg-tool.c sg-play.c)
	rm -f $@
	ar rcs $@ $^

$(B)/fuzz/fuzz-%: tests/fuzz/fuzz-%.c tests/fuzz/fuzz-input.h $(FUZZ_LIB)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer,address,undefined $< $(FUZZ_LIB) -o $@

# Each target is a job of its own: `make -j2 fuzz' runs two at a time.
FUZZ_RUNS    := $(FUZZ_TARGETS:%=fuzz-run-%)
.PHONY: $(FUZZ_RUNS)

fuzz: $(FUZZ_RUNS)

$(FUZZ_RUNS): fuzz-run-%: $(B)/fuzz/fuzz-%
	@mkdir -p $(B)/fuzz/corpus-$*
	@echo "fuzz: $* for $(FUZZ_SECONDS) s"
	@$< -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -close_fd_mask=2 \
	  -print_final_stats=1 $(B)/fuzz/corpus-$* tests/fuzz/seeds-$* \
	  > $(B)/fuzz/$*.log 2>&1 || { tail -n 40 $(B)/fuzz/$*.log; exit 1; }
	@grep -E 'stat::number_of_executed_units' $(B)/fuzz/$*.log | sed 's/^/fuzz: $*: /'

fuzz-smoke:
	@+$(PAR_MAKE) fuzz FUZZ_SECONDS=10

# ---------------------------------------------------------------------------
# Exercises: see tests/exercises/run.  Each rebuilds the library, the tool
# and the exercises' library of the working tree first, so a compile error
# in a changed chunk is reported at its .nw file and line.  EX is a slug
# (SLUG-NAME, the first field of its line in tests/exercises/SLUG.list) or the number the
# book prints (read from $(BOOK_AUX)).
BOOK_AUX     := $(BOOK:.pdf=.aux)
EXERCISE_ENV := B='$(B)' TANGLE_DIR='$(TANGLE_DIR)' CC='$(CC)' CFLAGS='$(CFLAGS)' \
                LDFLAGS='$(LDFLAGS)' NW_LIST='$(NW)' BOOK_AUX='$(BOOK_AUX)' \
                EX_LISTS='$(EX_LISTS)' MAKE='$(MAKE)'

exercise: lib cli $(EX_LIB) $(TEST_HELPERS)
	@+$(EXERCISE_ENV) tests/exercises/run one '$(EX)'

exercises: lib cli $(EX_LIB) $(TEST_HELPERS)
	@+$(EXERCISE_ENV) tests/exercises/run table

# Each exercise's proof is a job of its own (see PAR_MAKE).
EX_CHECKS    := $(EXERCISES:%=check-exercise-%)
.PHONY: $(EX_CHECKS)

check-exercises: lib cli $(EX_TEST_BINS) | deps
	@+$(EXERCISE_ENV) tests/exercises/run marks
	@+$(PAR_MAKE) -k $(EX_CHECKS)
	@echo "check-exercises: $(words $(EXERCISES)) exercises are real"

# The same tests with the reference solutions all in place at once, in a
# few trees (see tests/exercises/run): the pass under the sanitizers.
check-exercises-together: lib cli $(EX_TEST_BINS) | deps
	@+$(EXERCISE_ENV) tests/exercises/run together

$(EX_CHECKS): check-exercise-%: lib cli $(B)/exercises/% | deps
	@+$(EXERCISE_ENV) tests/exercises/run check-one $*

# ---------------------------------------------------------------------------
# The HTML edition, made by tex4ht (make4ht), which runs the book's own
# LaTeX: the numbers, captions and cross-references are those of the same
# LaTeX source as the PDF's, TikZ and pgfplots pictures become SVG by
# dvisvgm, math becomes MathML, and noweb's links between chunks and
# identifiers become links across the pages.  One page per chapter;
# build/html/index.html is the contents.  The checks: every link and
# picture resolves and no page loads anything from another host, no LaTeX
# is left in the visible text, the numbered figures, tables and theorems
# and their captions are the PDF's, and one headless Chromium opens every
# page with no console message, keeps a screenshot of the top of each in
# build/html-shots/ (`make html-shots' adds each page whole) and plays a
# game on every board of the game chapters (tests/html-play).
HTML         := $(B)/html/index.html
HTML_WORK    := $(B)/html-work
HTML_SHOTS   := $(B)/html-shots

# The boards of the game chapters (Section "The board in the HTML
# edition" of the book): the library, the tool's table and program, the
# play engine and sg-web.c, compiled to WebAssembly by clang for
# wasm32-wasi as a reactor (no main; the page calls the exported
# functions), and embedded as base64 in a script, since a page opened
# from the file system may not fetch() a file.  The module, that
# script, board.js and board.css are copied next to the pages.
WASM_CC      ?= clang
# (clang's -Wextra, unlike gcc's, counts the fields that the rows of the
# games' table leave to zero: that one warning is turned off; signal(),
# which the tool's main calls and a board never reaches, is WASI's
# emulation.)
WASM_CFLAGS  := --target=wasm32-wasi -O2 -std=c11 -Wall -Wextra -Werror -pedantic \
                -Wno-missing-field-initializers -D_WASI_EMULATED_SIGNAL \
                -I$(B)/include -I$(TANGLE_DIR)
WASM_SRCS    := $(LIB_ROOTS) sg-games.c sg-tool.c sg-play.c sg-web.c
WASM_EXPORTS := web_open web_close web_request web_request_max web_call
WASM         := $(B)/wasm/stonegame.wasm
HTML_BOARD   := $(addprefix $(B)/html/,stonegame.wasm stonegame-wasm.js board.js board.css)

$(B)/wasm/obj/%.o: $(TANGLE_DIR)/%.c $(B)/include/stonegame.h $(TANGLE_DIR)/$(INTERNAL_H) \
                   $(TANGLE_DIR)/sg-tool.h $(TANGLE_DIR)/sg-play.h | $(B)/roots.stamp deps
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -c $< -o $@

$(WASM): $(WASM_SRCS:%.c=$(B)/wasm/obj/%.o)
	$(WASM_CC) --target=wasm32-wasi -mexec-model=reactor -Wl,--strip-all \
	  $(WASM_EXPORTS:%=-Wl,--export=%) $^ -lwasi-emulated-signal -o $@

$(B)/wasm/stonegame-wasm.js: $(WASM)
	{ printf '%s' '// stonegame.wasm in base 64, for board.js'; \
	  printf '\nwindow.sgWasm = "'; base64 -w0 $<; printf '";\n'; } > $@.tmp && mv $@.tmp $@

$(B)/html/stonegame.wasm $(B)/html/stonegame-wasm.js: $(B)/html/%: $(B)/wasm/% $(HTML)
	cp $< $@
$(B)/html/board.js $(B)/html/board.css: $(B)/html/%: $(TANGLE_DIR)/% $(HTML)
	cp $< $@

html: $(HTML) $(HTML_BOARD)
	@echo "html: the boards' module is $$(stat -c %s $(WASM)) bytes ($(WASM))"

$(HTML): $(BOOK) book/stonegame-html.cfg book/stonegame.mk4 book/html-index-links | deps
	rm -rf $(B)/html $(HTML_WORK) && mkdir -p $(HTML_WORK)
	cp $(B)/book/stonegame.bbl book/stonegame.tex $(HTML_WORK)/
	cd $(HTML_WORK) && TEXINPUTS=$(abspath book)//:$(abspath $(B)/woven)//:$(abspath figures)//: \
	  make4ht -u -e $(abspath book/stonegame.mk4) -f html5 \
	    -c $(abspath book/stonegame-html.cfg) -d ../html stonegame.tex \
	    > make4ht.log 2>&1 || true
	@test -s $(B)/html/stonegame.html \
	  || { tail -30 $(HTML_WORK)/make4ht.log; exit 1; }
	book/html-index-links $(B)/html
	cp $(B)/html/stonegame.html $@
	@echo "html: $$(ls $(B)/html/*.html | wc -l) pages and" \
	  "$$(ls $(B)/html/*.svg | wc -l) pictures in $(B)/html"

# tests/html-play opens every page in one headless Chromium (driven by
# chromedriver), keeps its screenshots and plays a whole game on every
# board, comparing the page with the tool at every move.
check-html: $(HTML) $(HTML_BOARD) $(BOOK) $(TOOL)
	tests/check-html $(B)/html $(BOOK)
	tests/check-html --planted $(B)/html $(BOOK)
	tests/html-play $(B)/html $(HTML_SHOTS) $(TOOL)

# Screenshots of every page whole, to look at the figures and plots.
html-shots: $(HTML) $(HTML_BOARD) $(TOOL)
	tests/html-play --whole $(B)/html $(HTML_SHOTS) $(TOOL)

# ---------------------------------------------------------------------------
# Packaging.  `make dist' packs what a user needs to build the library and
# the tool with a C compiler alone; the checks install into a temporary
# prefix and build a program against the installed copy with pkg-config,
# and build the tarball in a temporary folder.
DIST         := stonegame-$(VERSION)
DIST_FILES   := $(addprefix $(TANGLE_DIR)/,stonegame.h $(INTERNAL_H) $(LIB_ROOTS) $(TOOL_ROOTS)) $(MAN_PAGES)

dist: $(DIST).tar.gz

$(DIST).tar.gz: $(DIST_FILES) $(TANGLE_DIR)/Makefile.dist $(BOOK)
	rm -rf $(B)/$(DIST) && mkdir -p $(B)/$(DIST)
	cp $(DIST_FILES) $(BOOK) $(B)/$(DIST)/
	sed -e 's|@VERSION@|$(VERSION)|; s|@SOVERSION@|$(SOVERSION)|; s|@LIB_SOURCES@|$(LIB_ROOTS)|' \
	  $(TANGLE_DIR)/Makefile.dist > $(B)/$(DIST)/Makefile
	printf '%s\n' 'stonegame $(VERSION): the library and the tool, tangled from the book.' \
	  'Build: make; install: make install PREFIX=/usr/local (needs only a C compiler).' \
	  'The book is stonegame.pdf; the literate sources are in the full repository.' \
	  > $(B)/$(DIST)/README
	tar -C $(B) -czf $@ $(DIST)

check-install: all $(EX_LIB) | deps
	tests/check-install '$(MAKE)' '$(EX_LIB)' '$(TANGLE_DIR)/sg-exercises.h'

check-dist: dist | deps
	tests/check-dist $(DIST).tar.gz

# The book reads in the order of understanding: no chunk uses an
# identifier that a later chapter defines.
check-order: $(B)/woven/stamp
	book/check-order $(B)/woven/all.tex

# The subject index: every labelled theorem, lemma, corollary and
# definition has an \index in its environment, and the printed index
# (makeindex's stonegame.ind) has at least 200 entries (book/check-index).
check-index: $(BOOK)
	book/check-index $(B)/book/stonegame.ind $(NW)

# The printed program is the program: every code line of both editions
# is in the PDF as in the source (book/check-code-text), and no word of
# the PDF runs past the text block (book/check-width).  The LaTeX log is
# checked when the book is built (book/check-log).
check-book: $(BOOK)
	book/check-code-text $(BOOK) $(NW)
	book/check-width $(BOOK) $(BOOK:.pdf=.log)
	book/check-goals $(BENCH_SUMMARIES) -- $(NW)

check-book-instructor: $(BOOK_INSTR)
	book/check-code-text $(BOOK_INSTR) $(NW) $(SOLUTIONS)
	book/check-width $(BOOK_INSTR) $(BOOK_INSTR:.pdf=.log)

check-man: cli man
	tests/check-man $(TOOL) $(B)/man/stonegame.1 $(B)/tool.dat

# ---------------------------------------------------------------------------
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig \
	  $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(DOCDIR)
	install -m 644 $(B)/include/stonegame.h $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 $(LIB_A) $(DESTDIR)$(LIBDIR)/
	install -m 755 $(LIB_SO_REAL) $(DESTDIR)$(LIBDIR)/
	ln -sf libstonegame.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libstonegame.so.$(SOVERSION)
	ln -sf libstonegame.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libstonegame.so
	install -m 755 $(TOOL) $(DESTDIR)$(BINDIR)/
	install -m 644 $(BOOK) $(DESTDIR)$(DOCDIR)/
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3
	install -m 644 $(B)/man/stonegame.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 $(B)/man/stonegame.3 $(DESTDIR)$(MANDIR)/man3/
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(LIBDIR)' 'includedir=$(INCLUDEDIR)' '' \
	  'Name: stonegame' 'Description: optimal play in stone and card games' \
	  'Version: $(VERSION)' 'Libs: -L$${libdir} -lstonegame' 'Cflags: -I$${includedir}' \
	  > $(DESTDIR)$(LIBDIR)/pkgconfig/stonegame.pc

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/stonegame.h $(DESTDIR)$(LIBDIR)/libstonegame.a \
	  $(DESTDIR)$(LIBDIR)/libstonegame.so $(DESTDIR)$(LIBDIR)/libstonegame.so.$(SOVERSION) \
	  $(DESTDIR)$(LIBDIR)/libstonegame.so.$(VERSION) $(DESTDIR)$(BINDIR)/stonegame \
	  $(DESTDIR)$(DOCDIR)/stonegame.pdf $(DESTDIR)$(LIBDIR)/pkgconfig/stonegame.pc \
	  $(DESTDIR)$(MANDIR)/man1/stonegame.1 $(DESTDIR)$(MANDIR)/man3/stonegame.3

clean:
	rm -rf build figures/generated stonegame-*.tar.gz
	find tangle -type f ! -name README.md -delete
