/* test-search.c: the chapter on searching game trees.  Alpha-beta, with
   every option, against the plain negamax sg_search on every game of the
   book that has an sg_game_* description, on all small inputs (the value,
   and a best move that secures it); Can I Win and Flip Game II against
   brute forces written here (every m <= 12 with every total that matters,
   every row of up to 16 characters), their lines replayed move by move;
   the errors. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "search-check.h"
#include "stonegame.h"

/* A check inside a long loop asserts only when it fails (Criterion is
   slow with many assertions). */
#define CHECK(cond, ...) \
    do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The option sets: plain alpha-beta (NULL), ordering, table, both,
   deepening. */
enum { OPTION_SETS = 5 };
static const struct sg_search_options option_sets[OPTION_SETS - 1] = {
    {.order = true}, {.table = true}, {.order = true, .table = true},
    {.deepen = true}};
static const char *const option_names[OPTION_SETS] = {
    "plain", "order", "table", "order+table", "deepen"};

static const struct sg_search_options *options_of(int k)
{
    return k == 0 ? NULL : &option_sets[k - 1];
}

static uint64_t alphabeta_calls;       /* in all, to show the tests ran */

/* The negamax value of game g from position p, by sg_search with a memo
   when g has few positions, else without. */
static int64_t negamax_from(struct sg_game g, uint64_t p, const char *desc)
{
    static int64_t memo[1 << 16];
    int64_t v;
    g.start = p;
    int status = sg_search(&g, g.positions <= (1 << 16) ? memo : NULL, &v,
                           NULL, NULL);
    CHECK(status == SG_OK, "sg_search(%s) failed: %d", desc, status);
    return v;
}

/* Every option set of sg_alphabeta on g: the value of sg_search, and a
   best move that secures it; a visit per call. */
static void visit_count(void *arg, const struct sg_search_visit *v)
{
    (void)v;
    ++*(uint64_t *)arg;
}

static void check_alphabeta(const struct sg_game *g, const char *desc)
{
    int64_t want = negamax_from(*g, g->start, desc);
    uint64_t next[SG_SEARCH_MAX_MOVES];
    int64_t gain[SG_SEARCH_MAX_MOVES];
    size_t m = g->moves(g, g->start, next, gain);
    for (int k = 0; k < OPTION_SETS; k++) {
        struct sg_search_options o = k ? *options_of(k) : (struct sg_search_options){0};
        uint64_t visits = 0;
        o.visit = visit_count, o.arg = &visits;
        int64_t v = 12345;
        size_t best = 777;
        struct sg_search_count c = {0, 0};
        int status = sg_alphabeta(g, &o, &v, &best, &c);
        CHECK(status == SG_OK, "sg_alphabeta(%s, %s) failed: %d", desc,
              option_names[k], status);
        CHECK(v == want, "sg_alphabeta(%s, %s) = %lld, negamax %lld", desc,
              option_names[k], (long long)v, (long long)want);
        CHECK(visits == c.calls && c.positions <= c.calls && c.calls >= 1,
              "%s, %s: %llu visits, %llu calls, %llu positions", desc,
              option_names[k], (unsigned long long)visits,
              (unsigned long long)c.calls, (unsigned long long)c.positions);
        if (m == 0)
            CHECK(best == SIZE_MAX, "%s: best %zu with no move", desc, best);
        else
            CHECK(best < m && gain[best] - negamax_from(*g, next[best], desc) == want,
                  "%s, %s: best move %zu does not secure %lld", desc,
                  option_names[k], best, (long long)want);
        alphabeta_calls += c.calls;
    }
    /* NULL options are plain alpha-beta; best and count may be NULL. */
    int64_t v = 0;
    CHECK(sg_alphabeta(g, NULL, &v, NULL, NULL) == SG_OK && v == want,
          "sg_alphabeta(%s, NULL) = %lld", desc, (long long)v);
}

/* The games on rows. */
struct described {
    int (*describe)(const int *, size_t, struct sg_game *);
    const char *name;
};

static void visit_row(const int *v, size_t n, void *ctx)
{
    const struct described *d = ctx;
    struct sg_game g;
    char desc[256], row[200];
    snprintf(desc, sizeof desc, "%s %s", d->name, brute_format(v, n, row, sizeof row));
    CHECK(d->describe(v, n, &g) == SG_OK, "%s: not described", desc);
    check_alphabeta(&g, desc);
}

static void fill_small(int *v, size_t n, uint64_t *seed, int kind)
{
    fill_random(v, n, seed, kind ? -2 : -20, kind ? 2 : 20);
}

static void every_row_of(struct described d, size_t small, size_t large,
                         long random)
{
    alphabeta_calls = 0;
    for_each_array(small, -1, 2, visit_row, &d);
    for_each_random_array(random, large, 31, fill_small, 2, visit_row, &d);
    cr_assert_gt(alphabeta_calls, 10000, "only %llu calls",
                 (unsigned long long)alphabeta_calls);
}

Test(alphabeta, stone3_every_row, .timeout = 60)
{
    every_row_of((struct described){sg_game_stone3, "Stone Game III"}, 7, 12, 300);
}

Test(alphabeta, cards_every_row, .timeout = 60)
{
    every_row_of((struct described){sg_game_cards, "cards"}, 7, 11, 300);
}

Test(alphabeta, stone2_every_row, .timeout = 60)
{
    every_row_of((struct described){sg_game_stone2, "Stone Game II"}, 6, 10, 200);
}

static int describe_nim(const int *v, size_t n, struct sg_game *g)
{
    return sg_game_nim(v, n, g);
}

Test(alphabeta, nim_every_position, .timeout = 60)
{
    alphabeta_calls = 0;
    struct described d = {describe_nim, "Nim"};
    for_each_array(4, 0, 3, visit_row, &d);
    cr_assert_gt(alphabeta_calls, 10000);
}

Test(alphabeta, subtraction_every_set, .timeout = 60)
{
    alphabeta_calls = 0;
    for (unsigned mask = 1; mask < 32; mask++) {
        int set[5];
        size_t k = 0;
        for (int s = 1; s <= 5; s++)
            if (mask >> (s - 1) & 1)
                set[k++] = s;
        for (size_t stones = 0; stones <= 16; stones++) {
            struct sg_game g;
            char desc[64];
            snprintf(desc, sizeof desc, "subtraction %#x on %zu", mask, stones);
            cr_assert_eq(sg_game_subtraction(set, k, stones, &g), SG_OK);
            check_alphabeta(&g, desc);
        }
    }
    cr_assert_gt(alphabeta_calls, 10000);
}

Test(alphabeta, canwin_every_small_game, .timeout = 60)
{
    alphabeta_calls = 0;
    every_canwin(7, check_alphabeta);
    cr_assert_gt(alphabeta_calls, 10000);
}

/* A game built to break things: the chain of search-check (chain_moves,
   chain_gain), ending at chain_end. */
static int64_t chain_end;
static int64_t chain_final(const struct sg_game *g, uint64_t p)
{
    (void)g, (void)p;
    return chain_end;
}
static size_t too_many_moves(const struct sg_game *g, uint64_t p,
                             uint64_t next[], int64_t gain[])
{
    (void)g, (void)p, (void)next, (void)gain;
    return SG_SEARCH_MAX_MOVES + 1;
}

static void expect_alphabeta_error(const struct sg_game *g, int want,
                                   const char *what)
{
    for (int k = 0; k < OPTION_SETS; k++) {
        int64_t v = 99;
        size_t best = 98;
        struct sg_search_count c = {97, 96};
        cr_assert_eq(sg_alphabeta(g, options_of(k), &v, &best, &c), want,
                     "%s, %s", what, option_names[k]);
        cr_assert(v == 99 && best == 98 && c.calls == 97 && c.positions == 96,
                  "%s, %s: wrote a result", what, option_names[k]);
    }
}

Test(alphabeta, errors)
{
    struct sg_game g = {NULL, 3, 0, 4, chain_moves, chain_final};
    int64_t v;
    cr_assert_eq(sg_alphabeta(NULL, NULL, &v, NULL, NULL), SG_ENULL);
    cr_assert_eq(sg_alphabeta(&g, NULL, NULL, NULL, NULL), SG_ENULL);
    struct sg_game nomoves = g;
    nomoves.moves = NULL;
    expect_alphabeta_error(&nomoves, SG_ENULL, "no moves function");
    chain_gain = SG_ALPHABETA_MAX_GAIN + 1, chain_end = 0;
    expect_alphabeta_error(&g, SG_EOVERFLOW, "a gain too large");
    chain_gain = -SG_ALPHABETA_MAX_GAIN - 1;
    expect_alphabeta_error(&g, SG_EOVERFLOW, "a gain too small");
    chain_gain = 0, chain_end = -SG_ALPHABETA_MAX_GAIN - 1;
    expect_alphabeta_error(&g, SG_EOVERFLOW, "an end too small");
    chain_end = INT64_MAX;
    expect_alphabeta_error(&g, SG_EOVERFLOW, "an end too large");
    chain_end = SG_ALPHABETA_MAX_GAIN, chain_gain = -SG_ALPHABETA_MAX_GAIN;
    cr_assert_eq(sg_alphabeta(&g, NULL, &v, NULL, NULL), SG_OK);
    cr_assert_eq(v, -2 * SG_ALPHABETA_MAX_GAIN);
    struct sg_game deep = {NULL, SG_SEARCH_MAX_DEPTH + 1, 0, 0, chain_moves, NULL};
    chain_gain = 1;
    expect_alphabeta_error(&deep, SG_ETOOBIG, "a line too long");
    deep.n = SG_SEARCH_MAX_DEPTH;
    cr_assert_eq(sg_alphabeta(&deep, NULL, &v, NULL, NULL), SG_OK);
    cr_assert_eq(sg_alphabeta(&deep, &option_sets[3], &v, NULL, NULL), SG_OK);
    struct sg_game many = {NULL, 0, 0, 1, too_many_moves, NULL};
    expect_alphabeta_error(&many, SG_EINVAL, "too many moves");
}

/* Can I Win by brute force: won[u] for every subset u of 1..m, from the
   full set down (a move only adds numbers, so u | bit > u). */
static void brute_canwin(int m, int total, unsigned char *won)
{
    uint32_t full = (UINT32_C(1) << m) - 1;
    for (uint32_t u = full + 1; u-- > 0;) {
        int sum = 0;
        for (int k = 1; k <= m; k++)
            sum += (u >> (k - 1) & 1) ? k : 0;
        won[u] = 0;
        for (int k = 1; k <= m && !won[u]; k++)
            if (!(u >> (k - 1) & 1))
                won[u] = sum + k >= total || !won[u | UINT32_C(1) << (k - 1)];
    }
}

static int brute_winner(int m, int total, const unsigned char *won)
{
    return total <= 0 ? 1 : m * (m + 1) / 2 < total ? 0 : won[0] ? 1 : -1;
}

/* The line: distinct numbers of 1..m; the winner's moves reach the
   total or leave a lost set, the loser's are the smallest left. */
static void check_canwin_line(int m, int total, const unsigned char *won,
                              int winner)
{
    int moves[SG_CANWIN_MAX];
    size_t n = 99;
    int w = 5;
    CHECK(sg_canwin_line(m, total, moves, &n, &w) == SG_OK && w == winner,
          "sg_canwin_line(%d, %d): winner %d, want %d", m, total, w, winner);
    uint32_t used = 0;
    int sum = 0;
    for (size_t j = 0; j < n; j++) {
        int k = moves[j], smallest = 1;
        CHECK(k >= 1 && k <= m && !(used >> (k - 1) & 1) && sum < total,
              "m=%d total=%d: move %zu (%d) illegal", m, total, j, k);
        while (used >> (smallest - 1) & 1)
            smallest++;
        bool mover_wins = winner != 0 && won[used];
        uint32_t after = used | UINT32_C(1) << (k - 1);
        CHECK(mover_wins ? sum + k >= total || !won[after] : k == smallest,
              "m=%d total=%d: move %zu (%d) is not the rule's", m, total, j, k);
        used = after, sum += k;
    }
    CHECK(winner == 0 ? n == (size_t)m && sum < total
          : (sum >= total) && (n == 0 ? winner == 1 : (n % 2 == 1) == (winner == 1)),
          "m=%d total=%d: the line of %zu moves ends wrong", m, total, n);
}

Test(canwin, every_game_up_to_12, .timeout = 60)
{
    static unsigned char won[1 << 12];
    uint64_t games = 0;
    for (int m = 0; m <= 12; m++)
        for (int t = -2; t <= m * (m + 1) / 2 + 2; t++) {
            brute_canwin(m, t, won);
            int want = brute_winner(m, t, won), w = 7;
            uint64_t positions = 0;
            CHECK(sg_canwin(m, t, &w, &positions) == SG_OK && w == want,
                  "sg_canwin(%d, %d) = %d, want %d", m, t, w, want);
            CHECK(positions <= (UINT64_C(1) << m), "too many positions");
            CHECK(sg_canwin(m, t, &w, NULL) == SG_OK && w == want, "no count");
            check_canwin_line(m, t, won, want);
            games++;
        }
    cr_assert_gt(games, 400, "%llu games", (unsigned long long)games);
}

Test(canwin, largest_and_examples, .timeout = 60)
{
    int w;
    uint64_t p;
    cr_assert_eq(sg_canwin(10, 11, &w, NULL), SG_OK);
    cr_assert_eq(w, -1, "LeetCode's example: m=10, total 11, Alice loses");
    cr_assert_eq(sg_canwin(10, 0, &w, NULL), SG_OK);
    cr_assert_eq(w, 1);
    cr_assert_eq(sg_canwin(10, 1, &w, NULL), SG_OK);
    cr_assert_eq(w, 1);
    cr_assert_eq(sg_canwin(SG_CANWIN_MAX, INT_MAX, &w, &p), SG_OK);
    cr_assert_eq(w, 0);
    cr_assert_eq(sg_canwin(SG_CANWIN_MAX, INT_MIN, &w, &p), SG_OK);
    cr_assert_eq(w, 1);
    cr_assert_eq(sg_canwin(20, 152, &w, &p), SG_OK);
    int moves[SG_CANWIN_MAX];
    size_t n;
    int lw;
    cr_assert_eq(sg_canwin_line(20, 152, moves, &n, &lw), SG_OK);
    cr_assert_eq(lw, w);
    cr_assert_eq(sg_canwin_line(SG_CANWIN_MAX, INT_MAX, moves, &n, NULL), SG_OK);
    cr_assert_eq(n, SG_CANWIN_MAX);
}

Test(canwin, errors)
{
    int w = 3, moves[SG_CANWIN_MAX];
    size_t n = 4;
    struct sg_game g = {0};
    cr_assert_eq(sg_canwin(5, 5, NULL, NULL), SG_ENULL);
    cr_assert_eq(sg_canwin(-1, 5, &w, NULL), SG_EINVAL);
    cr_assert_eq(sg_canwin(SG_CANWIN_MAX + 1, 5, &w, NULL), SG_ETOOBIG);
    cr_assert_eq(sg_canwin(INT_MAX, 5, &w, NULL), SG_ETOOBIG);
    cr_assert_eq(sg_canwin_line(5, 5, NULL, &n, &w), SG_ENULL);
    cr_assert_eq(sg_canwin_line(5, 5, moves, NULL, &w), SG_ENULL);
    cr_assert_eq(sg_canwin_line(-3, 5, moves, &n, &w), SG_EINVAL);
    cr_assert_eq(sg_canwin_line(26, 5, moves, &n, &w), SG_ETOOBIG);
    cr_assert_eq(sg_game_canwin(5, 5, NULL), SG_ENULL);
    cr_assert_eq(sg_game_canwin(-1, 5, &g), SG_EINVAL);
    cr_assert_eq(sg_game_canwin(26, 5, &g), SG_ETOOBIG);
    cr_assert(w == 3 && n == 4 && g.moves == NULL, "an error wrote a result");
}

/* Flip Game II by brute force: won[r] for every row r of n bits (bit i
   a '+' at i), from the smaller rows up (a move clears bits). */
static void brute_flip(size_t n, unsigned char *won)
{
    for (uint32_t r = 0; r < (UINT32_C(1) << n); r++) {
        won[r] = 0;
        for (size_t i = 0; i + 1 < n && !won[r]; i++)
            if ((r >> i & 3) == 3)
                won[r] = !won[r & ~(UINT32_C(3) << i)];
    }
}

static void row_of(uint32_t r, size_t n, char *row)
{
    for (size_t i = 0; i < n; i++)
        row[i] = (r >> i & 1) ? '+' : '-';
    row[n] = '\0';
}

static void check_flip_line(const char *row, size_t n, uint32_t r,
                            const unsigned char *won)
{
    size_t moves[16], nm = 99;
    bool a = !won[r];
    CHECK(sg_flip_line(row, n, moves, &nm, &a) == SG_OK && a == won[r],
          "sg_flip_line(%s) failed or wrong", row);
    CHECK(nm <= n / 2, "%s: %zu moves", row, nm);
    for (size_t j = 0; j < nm; j++) {
        size_t i = moves[j], first = 0;
        CHECK(i + 1 < n && (r >> i & 3) == 3, "%s: move %zu (%zu) illegal", row, j, i);
        while ((r >> first & 3) != 3)
            first++;
        uint32_t after = r & ~(UINT32_C(3) << i);
        CHECK(won[r] ? !won[after] : i == first,
              "%s: move %zu (%zu) is not the rule's", row, j, i);
        r = after;
    }
    CHECK((r & r >> 1) == 0, "%s: the line stops with a move left", row);
}

Test(flip, every_row_up_to_16, .timeout = 60)
{
    static unsigned char won[1 << 16];
    char row[17];
    uint64_t rows = 0;
    for (size_t n = 0; n <= 16; n++) {
        brute_flip(n, won);
        for (uint32_t r = 0; r < (UINT32_C(1) << n); r++) {
            bool a = !won[r], b = !won[r], c = !won[r];
            uint64_t positions = 0;
            row_of(r, n, row);
            CHECK(sg_flip(row, n, &a) == SG_OK && a == won[r], "sg_flip(%s)", row);
            CHECK(sg_flip_grundy(row, n, &b) == SG_OK && b == won[r],
                  "sg_flip_grundy(%s)", row);
            CHECK(sg_flip_search(row, n, &c, &positions) == SG_OK
                      && c == won[r] && positions >= 1,
                      "sg_flip_search(%s)", row);
            check_flip_line(row, n, r, won);
            rows++;
        }
    }
    cr_assert_eq(rows, (1u << 17) - 1);
}

/* Long runs: the periodic solver against the Grundy values of 0.07
   computed by the library's octal games, and their period. */
Test(flip, long_runs_and_the_period, .timeout = 60)
{
    enum { LONG = 700 };
    static unsigned g[LONG];
    static char row[2 * LONG + 2];
    struct sg_period period;
    cr_assert_eq(sg_grundy_octal("0.07", g, LONG), SG_OK);
    cr_assert_eq(sg_octal_period("0.07", g, LONG, &period), SG_OK);
    cr_assert(period.preperiod == 53 && period.period == 34,
              "the period of Dawson's Kayles: %zu from %zu", period.period,
              period.preperiod);
    for (size_t k = 0; k < LONG; k++) {
        bool a, b;
        memset(row, '+', k);
        CHECK(sg_flip(row, k, &a) == SG_OK && a == (g[k] != 0), "run of %zu", k);
        CHECK(sg_flip_grundy(row, k, &b) == SG_OK && b == a, "grundy, run of %zu", k);
    }
    uint64_t seed = 294;
    for (int t = 0; t < 300; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 2 * LONG);
        unsigned sum = 0;
        for (size_t i = 0, run = 0; i <= n; i++) {
            if (i < n)
                row[i] = rng_range(&seed, 0, 9) ? '+' : '-';
            if (i < n && row[i] == '+')
                run++;
            else
                sum ^= g[run], run = 0;
        }
        bool a, b;
        size_t moves[LONG + 1], nm;
        CHECK(sg_flip(row, n, &a) == SG_OK && a == (sum != 0), "random row %d", t);
        CHECK(sg_flip_grundy(row, n, &b) == SG_OK && b == a, "random row %d", t);
        CHECK(sg_flip_line(row, n, moves, &nm, &b) == SG_OK && b == a, "line %d", t);
    }
}

Test(flip, errors)
{
    bool a = true;
    size_t moves[4], nm = 9;
    uint64_t p = 7;
    char big[SG_FLIP_SEARCH_MAX + 2];
    memset(big, '-', sizeof big);
    cr_assert_eq(sg_flip("++", 2, NULL), SG_ENULL);
    cr_assert_eq(sg_flip(NULL, 2, &a), SG_ENULL);
    cr_assert_eq(sg_flip("+x+", 3, &a), SG_EINVAL);
    cr_assert_eq(sg_flip("+1", 2, &a), SG_EINVAL);
    cr_assert_eq(sg_flip_grundy("++ ", 3, &a), SG_EINVAL);
    cr_assert_eq(sg_flip_grundy(NULL, 1, &a), SG_ENULL);
    cr_assert_eq(sg_flip_search("+0", 2, &a, &p), SG_EINVAL);
    cr_assert_eq(sg_flip_search(big, sizeof big, &a, &p), SG_ETOOBIG);
    cr_assert_eq(sg_flip_line("++", 2, NULL, &nm, &a), SG_ENULL);
    cr_assert_eq(sg_flip_line("++", 2, moves, NULL, &a), SG_ENULL);
    cr_assert_eq(sg_flip_line("+\0+", 3, moves, &nm, &a), SG_EINVAL);
    cr_assert(a && nm == 9 && p == 7, "an error wrote a result");
    /* The empty row and a row of one: Bob wins, no moves, no array. */
    cr_assert_eq(sg_flip_line(NULL, 0, NULL, &nm, &a), SG_OK);
    cr_assert(nm == 0 && !a);
    cr_assert_eq(sg_flip_line("+", 1, NULL, &nm, NULL), SG_OK);
    cr_assert_eq(sg_flip(NULL, 0, &a), SG_OK);
    cr_assert(!a);
    cr_assert_eq(sg_flip_search(big, SG_FLIP_SEARCH_MAX, &a, NULL), SG_OK);
}

/* sg_canwin_from on every subset of every small game, one memo per game
   kept across the calls, against the brute force: the winner from each
   set, and a move that keeps it (or the smallest left). */
Test(canwin, from_every_set_up_to_10, .timeout = 60)
{
    static unsigned char won[1 << 10], memo[SG_CANWIN_MEMO_BYTES(10)];
    uint64_t sets = 0;
    for (int m = 0; m <= 10; m++)
        for (int t = -1; t <= m * (m + 1) / 2 + 1; t++) {
            brute_canwin(m, t, won);
            memset(memo, 0, sizeof memo);
            for (uint32_t u = 0; u < (UINT32_C(1) << m); u++) {
                int sum = 0, w = 9, k = 99, smallest = 0;
                for (int j = m; j >= 1; j--)
                    if (u >> (j - 1) & 1)
                        sum += j;
                    else
                        smallest = j;
                int want = sum >= t ? (u == 0 ? 1 : -1)
                         : m * (m + 1) / 2 < t ? 0 : won[u] ? 1 : -1;
                CHECK(sg_canwin_from(m, t, u, memo, &w, &k) == SG_OK
                      && w == want, "m=%d t=%d u=%x: %d, want %d", m, t, u,
                      w, want);
                uint32_t after = u | (k > 0 ? UINT32_C(1) << (k - 1) : 0);
                CHECK(sum >= t || u + 1 == UINT32_C(1) << m
                      ? k == 0
                      : k >= 1 && k <= m && !(u >> (k - 1) & 1)
                        && (want == 1 ? sum + k >= t || !won[after]
                                      : k == smallest),
                      "m=%d t=%d u=%x: move %d", m, t, u, k);
                sets++;
            }
        }
    cr_assert_gt(sets, 100000, "%llu sets", (unsigned long long)sets);
    int w, k;
    cr_assert_eq(sg_canwin_from(3, 4, 8, memo, &w, &k), SG_EINVAL);
    cr_assert_eq(sg_canwin_from(26, 4, 0, memo, &w, &k), SG_ETOOBIG);
    cr_assert_eq(sg_canwin_from(3, 4, 0, NULL, &w, &k), SG_ENULL);
}

/* sg_flip_move: the first move of sg_flip_line, on every row of up to
   14 characters. */
Test(flip, move_is_the_line_s_first, .timeout = 60)
{
    static unsigned char won[1 << 14];
    char row[15];
    size_t moves[8], nm, move;
    for (size_t n = 0; n <= 14; n++) {
        brute_flip(n, won);
        for (uint32_t r = 0; r < (UINT32_C(1) << n); r++) {
            bool a = false, b = false;
            row_of(r, n, row);
            CHECK(sg_flip_line(row, n, moves, &nm, &a) == SG_OK
                  && sg_flip_move(row, n, &move, &b) == SG_OK
                  && a == b && b == won[r]
                  && move == (nm > 0 ? moves[0] : SIZE_MAX),
                  "sg_flip_move(%s)", row);
        }
    }
    cr_assert_eq(sg_flip_move("+x", 2, &move, &(bool){0}), SG_EINVAL);
    cr_assert_eq(sg_flip_move("++", 2, NULL, &(bool){0}), SG_ENULL);
}
