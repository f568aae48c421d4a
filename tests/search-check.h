/* search-check.h: checks of the game-tree search sg_search of the chapter
   on games and their values, on any game that a struct sg_game describes;
   shared by the tests of that chapter and of the games that describe
   themselves for the search.  A walk over the game, written here through
   game->moves only, gives the value, the best move and the counts of
   positions and calls that the search must report. */
#ifndef SG_TESTS_SEARCH_CHECK_H
#define SG_TESTS_SEARCH_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "stonegame.h"

#define MAXL 14          /* the longest row searched */
#define BEST_SENTINEL ((size_t)0x7E7E7E7EU)

/* The result of one search. */
struct searched {
    int64_t value;
    size_t best;
    struct sg_search_count count;
};

/* A memo for any game of up to 4096 positions, with one entry more, past
   the positions of the game, which the search must leave alone. */
extern int64_t memo_buf[];

/* The positions that describe_and_search has searched, which a test sets
   to zero first and checks last, to show that its visits ran. */
extern uint64_t positions_searched;

/* sg_search, which must succeed; memo may be NULL. */
struct searched search(const struct sg_game *g, int64_t *memo, const char *desc);

/* Searches the game with a memo and, if its tree is small enough,
   without: both must find want, agree on best (the first move of the
   start, in the order of game->moves, that secures the value), and count
   what the walk says they visit. */
struct searched check_search(const struct sg_game *g, int64_t want, const char *desc);

/* Describes the row v[0..n-1] with describe, the game's sg_game_NAME,
   checks that the game is played on the row itself, and searches it
   (check_search), which must find want; desc receives "NAME [row]". */
struct searched describe_and_search(int (*describe)(const int *, size_t,
                                                    struct sg_game *),
                                    const char *name, const int *v, size_t n,
                                    int64_t want, char *desc, size_t size);

/* Every row of length 0..8 over -1..2, then count random rows of lengths
   9..hi (hi <= MAXL) with values in -20..20, in -2..2, and extremes
   (fill_kind 0, 1 and 2, in turn), through visit; they must search at
   least `least' positions in all. */
void every_row(void (*visit)(const int *v, size_t n, void *ctx), size_t hi,
               int count, uint64_t seed, uint64_t least);

/* The game of no values, described by describe, searched with and
   without a memo: it is worth want, has no best move, and is one call
   on one position. */
void check_no_values(int (*describe)(const int *, size_t, struct sg_game *),
                     int64_t want, const char *name);

/* sg_search fails with want, writing nothing. */
void expect_search_error(const struct sg_game *g, int64_t *memo, int want,
                         const char *what);

/* Each describing function refuses with want and leaves *game alone. */
void expect_describe_error(int rc, const struct sg_game *g, int want, const char *what);

/* Every game of Can I Win with m from 0 to most and each target from -1
   to two past 1 + ... + m, described by sg_game_canwin, through visit
   with its description ("Can I Win m=M total=T"). */
void every_canwin(int most, void (*visit)(const struct sg_game *g,
                                          const char *desc));

/* Every Nim position of up to four piles of 0 to 3 stones, described by
   sg_game_nim, through visit with its description ("Nim [piles]"). */
void every_nim(void (*visit)(const struct sg_game *g, const char *desc));

/* A game built to break things: a chain of positions 0 -> 1 -> ... ->
   game->n, each with one move that gains chain_gain. */
extern int64_t chain_gain;
size_t chain_moves(const struct sg_game *g, uint64_t p,
                   uint64_t next[], int64_t gain[]);

#endif
