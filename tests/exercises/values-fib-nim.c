/* values-fib-nim.c: the exercise values-fib-nim, Fibonacci
   Nim for the search (sg_game_fibonacci_nim). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define S_MAX 33          /* SG_FIBONACCI_NIM_MAX */
#define PLAIN_MAX 24      /* the most stones searched without a memo */

/* The brute force, from the rules: with h stones left, of which the
   next move may take at most m (m <= h), does the player to move win?
   won[h][m]: -1 while unknown. */
static signed char won[S_MAX + 1][S_MAX + 1];

static size_t min_size(size_t a, size_t b)
{
    return a < b ? a : b;
}

static int brute_won(size_t h, size_t m)
{
    if (won[h][m] < 0) {
        won[h][m] = 0;
        for (size_t x = 1; x <= m && !won[h][m]; x++)
            if (!brute_won(h - x, min_size(2 * x, h - x)))
                won[h][m] = 1;
    }
    return won[h][m];
}

/* The start of s stones: any take but all of them. */
static size_t start_limit(size_t s)
{
    return s > 0 ? s - 1 : 0;
}

/* The smallest winning first move on s stones, 0 if there is none. */
static size_t brute_smallest_win(size_t s)
{
    for (size_t x = 1; x <= start_limit(s); x++)
        if (!brute_won(s - x, min_size(2 * x, s - x)))
            return x;
    return 0;
}

static void reset_brute(void)
{
    memset(won, -1, sizeof won);
}

/* Fills *game for s stones; checks SG_OK and the fields that the
   search relies on. */
static void describe(size_t s, struct sg_game *game)
{
    memset(game, 0, sizeof *game);
    int status = sg_game_fibonacci_nim(s, game);
    cr_assert_eq(status, SG_OK, "sg_game_fibonacci_nim(%zu) returned %d "
                 "(%s), not SG_OK", s, status, sg_exercise_strerror(status));
    cr_assert_not_null(game->moves, "%zu stones: game->moves is NULL", s);
    uint64_t most = ((uint64_t)s + 1) * ((uint64_t)s + 1);
    cr_assert(game->positions >= 1 && game->positions <= most,
              "%zu stones: game->positions is %llu; it must be between 1 "
              "and (s+1)^2 = %llu", s, (unsigned long long)game->positions,
              (unsigned long long)most);
    cr_assert(game->start < game->positions, "%zu stones: the start's code "
              "%llu is not below game->positions = %llu", s,
              (unsigned long long)game->start,
              (unsigned long long)game->positions);
}

/* The walk: every position that play can reach from the start, with
   the test's own idea of it (h stones left, at most m may be taken,
   m <= h), checked against the moves that the game lists.  state_h and
   state_m hold, for each code met, the position that it stood for. */
struct walk {
    const struct sg_game *game;
    size_t s;
    int *state_h, *state_m;
};

static void walk(struct walk *w, uint64_t code, size_t h, size_t m)
{
    const struct sg_game *g = w->game;
    size_t s = w->s;
    if (w->state_h[code] >= 0) {
        cr_assert(w->state_h[code] == (int)h && w->state_m[code] == (int)m,
                  "%zu stones: the code %llu stands both for %d stones left "
                  "with at most %d to take and for %zu stones left with at "
                  "most %zu to take", s, (unsigned long long)code,
                  w->state_h[code], w->state_m[code], h, m);
        return;
    }
    w->state_h[code] = (int)h, w->state_m[code] = (int)m;
    uint64_t next[SG_SEARCH_MAX_MOVES + 8];
    int64_t gain[SG_SEARCH_MAX_MOVES + 8];
    size_t k = g->moves(g, code, next, gain);
    cr_assert_eq(k, m, "%zu stones: with %zu left and at most %zu to take "
                 "there are %zu moves, the game lists %zu", s, h, m, m, k);
    if (k == 0) {
        cr_assert_not_null(g->end, "%zu stones: game->end is NULL, so a "
                           "position without moves is worth 0, not -1", s);
        int64_t e = g->end(g, code);
        cr_assert_eq(e, -1, "%zu stones: a position without moves (%zu "
                     "stones left, at most %zu to take) is worth %lld, not "
                     "-1", s, h, m, (long long)e);
        return;
    }
    for (size_t j = 0; j < k; j++) {
        cr_assert_eq(gain[j], 0, "%zu stones: move %zu gains %lld; no move "
                     "gains anything", s, j, (long long)gain[j]);
        cr_assert(next[j] < g->positions, "%zu stones: move %zu leads to "
                  "the code %llu, not below game->positions", s, j,
                  (unsigned long long)next[j]);
    }
    for (size_t j = 0; j < k; j++) {
        size_t x = j + 1, left = h - x;
        walk(w, next[j], left, min_size(2 * x, left));
    }
}

static void check_walk(size_t s)
{
    struct sg_game game;
    describe(s, &game);
    struct walk w = {&game, s, malloc(game.positions * sizeof(int)),
                     malloc(game.positions * sizeof(int))};
    cr_assert(w.state_h && w.state_m, "the test ran out of memory");
    for (uint64_t p = 0; p < game.positions; p++)
        w.state_h[p] = w.state_m[p] = -1;
    walk(&w, game.start, s, start_limit(s));
    free(w.state_h), free(w.state_m);
}

/* Searches the game of s stones (with a memo, or not) and checks the
   value and the best move against the brute force. */
static void check_search(size_t s, bool with_memo)
{
    struct sg_game game;
    describe(s, &game);
    int64_t *memo = NULL, value = 7;
    if (with_memo) {
        memo = malloc(game.positions * sizeof *memo);
        cr_assert_not_null(memo, "the test ran out of memory");
    }
    size_t best = 12345;
    int status = sg_search(&game, memo, &value, &best, NULL);
    free(memo);
    cr_assert_eq(status, SG_OK, "%zu stones: sg_search%s returned %d (%s)",
                 s, with_memo ? "" : " without a memo", status,
                 sg_strerror(status));
    int wins = brute_won(s, start_limit(s));
    cr_assert_eq(value, wins ? 1 : -1, "%zu stones: the first player %s, "
                 "so the value is %d; sg_search%s gives %lld", s,
                 wins ? "wins" : "loses", wins ? 1 : -1,
                 with_memo ? "" : " without a memo", (long long)value);
    size_t want = wins ? brute_smallest_win(s) - 1
                : s >= 2 ? 0 : SIZE_MAX;
    cr_assert_eq(best, want, "%zu stones: the best move of sg_search should "
                 "be %zu (%s), got %zu; are the moves listed by increasing "
                 "number of stones taken?", s, want,
                 wins ? "the smallest winning take, less one"
                      : s >= 2 ? "every move loses, the first one is "
                                 "reported" : "no move: SIZE_MAX", best);
}

Test(values_fib_nim, small_heaps_by_hand)
{
    reset_brute();
    /* 0 and 1: no move; 2, 3: lost; 4: take 1. */
    check_search(0, true);
    check_search(1, true);
    check_search(2, true);
    check_search(3, true);
    check_search(4, true);
    check_search(5, true);
    check_search(6, true);
    cr_assert_eq(brute_smallest_win(4), 1, "the test's brute force");
}

Test(values_fib_nim, every_position_reached_is_right)
{
    for (size_t s = 0; s <= S_MAX; s++)
        check_walk(s);
}

Test(values_fib_nim, every_heap_with_a_memo)
{
    reset_brute();
    for (size_t s = 0; s <= S_MAX; s++)
        check_search(s, true);
}

Test(values_fib_nim, small_heaps_without_a_memo, .timeout = 60)
{
    reset_brute();
    for (size_t s = 0; s <= PLAIN_MAX; s++)
        check_search(s, false);
}

/* The theorem of the game: the first player loses exactly on a
   Fibonacci number, and otherwise her smallest winning move takes the
   smallest term of the Zeckendorf sum. */
Test(values_fib_nim, fibonacci_numbers_lose)
{
    size_t fib[12] = {1, 2};
    for (size_t i = 2; i < 12; i++)
        fib[i] = fib[i - 1] + fib[i - 2];
    for (size_t s = 0; s <= S_MAX; s++) {
        bool lost = s == 0;
        for (size_t i = 0; i < 12; i++)
            lost = lost || fib[i] == s;
        size_t smallest = 0;
        for (size_t rest = s, i = 12; !lost && i-- > 0;)
            if (fib[i] <= rest)
                rest -= fib[i], smallest = fib[i];
        struct sg_game game;
        describe(s, &game);
        int64_t *memo = malloc(game.positions * sizeof *memo), value;
        size_t best;
        cr_assert_not_null(memo, "the test ran out of memory");
        int status = sg_search(&game, memo, &value, &best, NULL);
        free(memo);
        cr_assert_eq(status, SG_OK, "%zu stones: sg_search returned %d",
                     s, status);
        cr_assert_eq(value, lost ? -1 : 1, "%zu stones: %s", s,
                     lost ? "a Fibonacci number, the first player loses"
                          : "not a Fibonacci number, the first player wins");
        if (!lost)
            cr_assert_eq(best + 1, smallest, "%zu stones: the smallest "
                         "winning move takes %zu, the smallest Zeckendorf "
                         "term; the best move is %zu", s, smallest, best);
    }
}

Test(values_fib_nim, errors)
{
    struct sg_game game, before;
    memset(&game, 0x5a, sizeof game);
    memcpy(&before, &game, sizeof game);
    expect_code(sg_game_fibonacci_nim(3, NULL), SG_ENULL, "game NULL");
    expect_code(sg_game_fibonacci_nim(S_MAX + 1, &game), SG_ETOOBIG,
                "34 stones, above SG_FIBONACCI_NIM_MAX");
    expect_code(sg_game_fibonacci_nim(SIZE_MAX, &game), SG_ETOOBIG,
                "SIZE_MAX stones");
    cr_assert(memcmp(&game, &before, sizeof game) == 0,
              "*game must be left alone on an error");
    cr_assert_eq(SG_FIBONACCI_NIM_MAX, S_MAX, "the test's S_MAX");
}
