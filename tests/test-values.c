/* test-values.c: tests of the chapter on games and their values.  The
   game-tree search sg_search on the card game and Stone Game IX, with
   and without a memo, against the brute forces of brute.c, the fast
   solvers and a walk over each game (search-check.c; the tests of Stone
   Games III and II search their games in the same way); Nim against an exhaustive search over
   every position of up to four piles of up to seven stones (which knows
   nothing of the nim-sum); Grundy values against a direct mex written
   here, and for small heaps against a search over whole positions of
   several heaps (which does not use the XOR of the Sprague-Grundy
   theorem); the periods, re-checked by their definition and far past
   the values their proof needs; games written here, plugged into the
   search; and the error conventions. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"
#include "search-check.h"

/* ---------------------------------------------------------------------
   Helpers. */

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define CALLS_SENTINEL ((uint64_t)0xA5A5A5A5A5A5A5A5ULL)
#define GRUNDY_SENTINEL 0xC3C3C3C3U

/* ---------------------------------------------------------------------
   The book's games against their brute forces and their solvers. */

static void visit_cards(const int *v, size_t n, void *ctx)
{
    char desc[240];
    struct brute_score b = brute_cards(v, n);
    int64_t first = SENTINEL, second = SENTINEL, total = sum_of(v, n);
    struct searched r = describe_and_search(sg_game_cards, "cards", v, n, b.alice - b.bob,
                                            desc, sizeof desc);

    (void)ctx;
    cr_assert_eq(sg_cards(v, n, &first, &second), SG_OK, "sg_cards(%s) failed", desc);
    cr_assert(first == b.alice && second == b.bob, "sg_cards(%s) = %lld, %lld, brute force "
              "%lld, %lld", desc, (long long)first, (long long)second, (long long)b.alice,
              (long long)b.bob);
    cr_assert(first == (total + r.value) / 2 && second == (total - r.value) / 2
              && (total + r.value) % 2 == 0,
              "%s: the search's difference %lld and the total %lld do not give %lld, %lld",
              desc, (long long)r.value, (long long)total, (long long)first, (long long)second);
    /* Every interval of the row is reached: (n+1)(n+2)/2 of them. */
    cr_assert_eq(r.count.positions, ((uint64_t)n + 1) * (n + 2) / 2,
                 "%s: %llu positions evaluated", desc, (unsigned long long)r.count.positions);
    /* The first move is the left card unless the right one is better. */
    if (n > 0) {
        struct brute_score l = brute_cards(v + 1, n - 1), rr = brute_cards(v, n - 1);
        int64_t left = v[0] - (l.alice - l.bob), right = v[n - 1] - (rr.alice - rr.bob);
        cr_assert_eq(r.best, left >= right ? 0u : 1u, "%s: best = %zu, left %lld, right %lld",
                     desc, r.best, (long long)left, (long long)right);
    }
}

/* Stone Game IX, described here for the search (the library has no
   sg_game_stone9): a position is the set of the stones still on the
   table, as a bit mask, or the code 2^n after a move that made the
   removed sum divisible by 3, which its mover lost: that move gains -1.
   When the stones run out Bob wins, and Alice would move next exactly
   when n is even. */
static size_t stone9_moves(const struct sg_game *g, uint64_t p, uint64_t next[],
                           int64_t gain[])
{
    uint64_t lost = (uint64_t)1 << g->n;
    int64_t removed = 0;
    size_t m = 0;

    if (p == lost)
        return 0;
    for (size_t i = 0; i < g->n; i++)
        if (!(p >> i & 1))
            removed += g->values[i];
    for (size_t i = 0; i < g->n; i++)
        if (p >> i & 1) {
            bool divisible = ((removed + g->values[i]) % 3 + 3) % 3 == 0;
            next[m] = divisible ? lost : p & ~((uint64_t)1 << i);
            gain[m++] = divisible ? -1 : 0;
        }
    return m;
}

static int64_t stone9_end(const struct sg_game *g, uint64_t p)
{
    if (p == (uint64_t)1 << g->n)
        return 0;                       /* the mover's loss was its gain */
    return g->n % 2 == 0 ? -1 : 1;      /* no stone left: Bob wins */
}

static void visit_stone9(const int *v, size_t n, void *ctx)
{
    struct sg_game g = {v, n, ((uint64_t)1 << n) - 1, ((uint64_t)1 << n) + 1,
                        stone9_moves, stone9_end};
    char desc[256], row[200];
    bool alice = false;

    (void)ctx;
    snprintf(desc, sizeof desc, "Stone Game IX %s", brute_format(v, n, row, sizeof row));
    cr_assert_eq(sg_stone9(v, n, &alice), SG_OK, "sg_stone9(%s) failed", desc);
    positions_searched += check_search(&g, alice ? 1 : -1, desc).count.positions;
}

Test(search, cards_every_row_up_to_8, .timeout = 120)
{
    every_row(visit_cards, MAXL, 200, 302, 2000000);
}

Test(search, stone9_every_row_up_to_6, .timeout = 120)
{
    /* Its tree grows like n!, so the rows are shorter than every_row's. */
    uint64_t seed = 304;
    int v[MAXL];

    positions_searched = 0;
    for_each_array(6, -1, 2, visit_stone9, NULL);
    for (int t = 0; t < 300; t++) {
        size_t n = (size_t)rng_range(&seed, 7, 11);
        fill_kind(v, n, &seed, t % 3);
        visit_stone9(v, n, NULL);
    }
    cr_assert_geq(positions_searched, 200000, "only %llu positions searched",
                  (unsigned long long)positions_searched);
}

Test(search, examples_of_the_book)
{
    static const int cards[] = { 1, 5, 2 };
    struct sg_game g;
    int64_t v = SENTINEL;
    size_t best = BEST_SENTINEL;

    cr_assert_eq(sg_game_cards(cards, 3, &g), SG_OK, "sg_game_cards failed");
    cr_assert(sg_search(&g, memo_buf, &v, &best, NULL) == SG_OK && v == -2,
              "cards [1,5,2]: %lld, expected 3 - 5 = -2", (long long)v);
    visit_cards(cards, 3, NULL);
}

Test(search, empty_rows)
{
    check_no_values(sg_game_cards, 0, "cards");
    check_no_values(sg_game_nim, -1, "Nim");
}

/* ---------------------------------------------------------------------
   Nim.  The exhaustive search knows only the rules: a position wins if
   some move leads to a position that loses.  Positions of up to four
   piles of 0..7 stones are numbered in base 8, pile j being digit j. */

#define NIM_PILES 4
#define NIM_CODES 4096       /* 8^4 */
static unsigned char nim_wins[NIM_CODES];

static size_t pow8(size_t j)
{
    return (size_t)1 << (3 * j);
}

static void nim_exhaustive(void)
{
    for (size_t c = 0; c < NIM_CODES; c++) {
        unsigned char w = 0;
        for (size_t j = 0; j < NIM_PILES && !w; j++)
            for (size_t t = 1; t <= c / pow8(j) % 8 && !w; t++)
                w = !nim_wins[c - t * pow8(j)];
        nim_wins[c] = w;
    }
}

static unsigned nim_sum_of(const int *piles, size_t n)
{
    unsigned s = 0;
    for (size_t i = 0; i < n; i++)
        s ^= (unsigned)piles[i];
    return s;
}

/* Checks the line of sg_nim_line on piles[0..n-1] move by move (with the
   exhaustive search too when exhaustive is true: n <= 4, piles <= 7). */
static void check_nim_line(const int *piles, size_t n, bool exhaustive)
{
    char desc[200];
    size_t room = 2 * n + 1, nmoves = BEST_SENTINEL, nmoves2 = BEST_SENTINEL;
    struct sg_nim_move *moves = malloc((room + 1) * sizeof *moves);
    struct sg_nim_move *moves2 = malloc((room + 1) * sizeof *moves2);
    int *left = malloc((n ? n : 1) * sizeof *left);
    bool w = !nim_sum_of(piles, n), w_here;   /* w starts wrong: it must be written */
    unsigned sum = nim_sum_of(piles, n);
    size_t code = 0;

    cr_assert(moves != NULL && moves2 != NULL && left != NULL, "out of memory");
    brute_format(piles, n, desc, sizeof desc);
    if (n > 0)
        memcpy(left, piles, n * sizeof *left);
    moves[room] = (struct sg_nim_move){ BEST_SENTINEL, -7 };
    int rc = sg_nim_line(piles, n, moves, &nmoves, &w);
    cr_assert_eq(rc, SG_OK, "sg_nim_line(%s) returned %d", desc, rc);
    cr_assert_eq(w, sum != 0, "sg_nim_line(%s): alice_wins = %d, the nim-sum is %u", desc, w,
                 sum);
    cr_assert_leq(nmoves, room, "sg_nim_line(%s): %zu moves, room for %zu", desc, nmoves, room);
    cr_assert(moves[room].pile == BEST_SENTINEL && moves[room].take == -7,
              "sg_nim_line(%s) wrote past 2n+1 moves", desc);
    if (exhaustive)
        for (size_t j = 0; j < n; j++)
            code += (size_t)piles[j] * pow8(j);
    for (size_t k = 0; k < nmoves; k++) {
        bool alice = k % 2 == 0, winner = alice == w;
        struct sg_nim_move want = { BEST_SENTINEL, -7 }, mv = moves[k];
        cr_assert_eq(sg_nim(left, n, &w_here, &want), SG_OK, "sg_nim failed");
        cr_assert_eq(w_here, winner, "sg_nim_line(%s): move %zu by the %s from a position "
                     "where the mover %s", desc, k, winner ? "winner" : "loser",
                     w_here ? "wins" : "loses");
        cr_assert(mv.pile == want.pile && mv.take == want.take,
                  "sg_nim_line(%s): move %zu takes %d from pile %zu, sg_nim says %d from %zu",
                  desc, k, mv.take, mv.pile, want.take, want.pile);
        cr_assert(mv.pile < n && mv.take >= 1 && mv.take <= left[mv.pile],
                  "sg_nim_line(%s): move %zu takes %d from pile %zu of %d", desc, k, mv.take,
                  mv.pile, mv.pile < n ? left[mv.pile] : -1);
        if (!winner) {
            for (size_t j = 0; j < mv.pile; j++)
                cr_assert_eq(left[j], 0, "sg_nim_line(%s): move %zu of the loser is not on "
                             "the first pile with stones", desc, k);
            cr_assert_eq(mv.take, left[mv.pile], "sg_nim_line(%s): move %zu of the loser "
                         "does not empty its pile", desc, k);
        }
        sum ^= (unsigned)left[mv.pile] ^ (unsigned)(left[mv.pile] - mv.take);
        left[mv.pile] -= mv.take;
        if (winner)
            cr_assert_eq(sum, 0, "sg_nim_line(%s): move %zu of the winner leaves nim-sum %u",
                         desc, k, sum);
        if (exhaustive) {
            code -= (size_t)mv.take * pow8(mv.pile);
            cr_assert_eq(nim_wins[code], !winner, "sg_nim_line(%s): move %zu leaves a "
                         "position that the exhaustive search says the %s wins", desc, k,
                         winner ? "loser" : "winner");
        }
    }
    cr_assert_eq(sum, nim_sum_of(left, n), "sg_nim_line(%s): the test lost count", desc);
    for (size_t j = 0; j < n; j++)
        cr_assert_eq(left[j], 0, "sg_nim_line(%s): pile %zu keeps %d stones", desc, j, left[j]);
    if (nmoves > 0)
        cr_assert_eq((nmoves - 1) % 2 == 0, w, "sg_nim_line(%s): the last of %zu moves is "
                     "not the winner's", desc, nmoves);
    else
        cr_assert(!w, "sg_nim_line(%s): no move, but Alice wins", desc);
    rc = sg_nim_line(piles, n, moves2, &nmoves2, NULL);
    cr_assert(rc == SG_OK && nmoves2 == nmoves,
              "sg_nim_line(%s, alice_wins = NULL) plays another line", desc);
    for (size_t k = 0; k < nmoves; k++)       /* field by field: padding */
        cr_assert(moves[k].pile == moves2[k].pile && moves[k].take == moves2[k].take,
                  "sg_nim_line(%s, alice_wins = NULL): move %zu differs", desc, k);
    free(moves);
    free(moves2);
    free(left);
}

Test(nim, every_position_of_four_piles_up_to_7, .init = nim_exhaustive, .timeout = 120)
{
    int piles[NIM_PILES];
    char desc[200];
    size_t checked = 0;

    for (size_t n = 0; n <= NIM_PILES; n++)
        for (size_t code = 0; code < pow8(n); code++) {
            bool w = !nim_wins[code], w2 = w;
            struct sg_nim_move mv = { BEST_SENTINEL, -7 };
            struct sg_game g;
            unsigned sum;

            for (size_t j = 0; j < n; j++)
                piles[j] = (int)(code / pow8(j) % 8);
            sum = nim_sum_of(piles, n);
            brute_format(piles, n, desc, sizeof desc);
            /* The exhaustive search is Bouton's theorem on these piles. */
            cr_assert_eq(nim_wins[code], sum != 0, "the exhaustive search on %s", desc);
            cr_assert_eq(sg_nim(piles, n, &w, &mv), SG_OK, "sg_nim(%s) failed", desc);
            cr_assert_eq(w, nim_wins[code], "sg_nim(%s) says Alice %s", desc,
                         w ? "wins" : "loses");
            cr_assert_eq(sg_nim(piles, n, &w2, NULL), SG_OK, "sg_nim(%s, NULL) failed", desc);
            cr_assert_eq(w2, w, "sg_nim(%s, move = NULL) names another winner", desc);
            if (code == 0) {
                cr_assert_eq(mv.take, 0, "sg_nim(%s): a move from no stones", desc);
            } else {
                cr_assert(mv.pile < n && mv.take >= 1 && mv.take <= piles[mv.pile],
                          "sg_nim(%s): %d from pile %zu is not a move", desc, mv.take,
                          mv.pile);
                size_t after = code - (size_t)mv.take * pow8(mv.pile);
                if (w) {
                    cr_assert(!nim_wins[after], "sg_nim(%s): %d from pile %zu leaves a "
                              "winning position", desc, mv.take, mv.pile);
                    cr_assert_eq(sum ^ (unsigned)piles[mv.pile]
                                 ^ (unsigned)(piles[mv.pile] - mv.take), 0,
                                 "sg_nim(%s): the move leaves a nonzero nim-sum", desc);
                    /* No earlier pile has a winning move. */
                    for (size_t j = 0; j < mv.pile; j++)
                        for (int t = 1; t <= piles[j]; t++)
                            cr_assert(nim_wins[code - (size_t)t * pow8(j)],
                                      "sg_nim(%s): pile %zu has a winning move, before "
                                      "pile %zu", desc, j, mv.pile);
                } else {
                    for (size_t j = 0; j < mv.pile; j++)
                        cr_assert_eq(piles[j], 0, "sg_nim(%s): the losing move is not "
                                     "on the first pile with stones", desc);
                    cr_assert_eq(mv.take, piles[mv.pile], "sg_nim(%s): the losing move "
                                 "does not empty its pile", desc);
                }
            }
            /* The search of the game says the same. */
            cr_assert_eq(sg_game_nim(piles, n, &g), SG_OK, "sg_game_nim(%s) failed", desc);
            check_search(&g, w ? 1 : -1, desc);
            check_nim_line(piles, n, true);
            checked++;
        }
    cr_assert_eq(checked, 1u + 8 + 64 + 512 + 4096, "%zu positions checked", checked);
}

/* A pile for the random tests: small, below a thousand, a power of two
   (or one less), near INT_MAX, or any. */
static int random_pile(uint64_t *seed, int kind)
{
    switch (kind) {
    case 0: return rng_range(seed, 0, 7);
    case 1: return rng_range(seed, 0, 1000);
    case 2: return (1 << rng_range(seed, 0, 30)) - rng_range(seed, 0, 1);
    case 3: return INT_MAX - rng_range(seed, 0, 3);
    default: return rng_range(seed, 0, INT_MAX);
    }
}

Test(nim, lines_of_many_large_piles, .timeout = 120)
{
    uint64_t seed = 401;
    int piles[300];
    size_t wins = 0, cases = 0;

    for (int t = 0; t < 600; t++) {
        size_t n = (size_t)rng_range(&seed, 1, t < 500 ? 40 : 300);
        int mix = rng_range(&seed, 0, 5);
        for (size_t j = 0; j < n; j++)
            piles[j] = random_pile(&seed, mix == 5 ? rng_range(&seed, 0, 4) : mix);
        /* Half of them made a loss for Alice: the last pile evens the
           nim-sum out if it can. */
        if (t % 2 && n > 1) {
            piles[n - 1] = 0;
            piles[n - 1] = (int)(nim_sum_of(piles, n) & (unsigned)INT_MAX);
        }
        check_nim_line(piles, n, false);
        wins += nim_sum_of(piles, n) != 0;
        cases++;
    }
    cr_assert(wins > cases / 4 && wins < cases * 3 / 4,
              "%zu wins in %zu cases: the test does not see both winners", wins, cases);
    {
        static const int all_max[] = { INT_MAX, INT_MAX, INT_MAX }, two[] = { INT_MAX, 1 };
        check_nim_line(all_max, LEN(all_max), false);
        check_nim_line(two, LEN(two), false);
        check_nim_line(NULL, 0, false);
    }
}

/* ---------------------------------------------------------------------
   Grundy values.  The references compute each value as the mex of the
   values of the options, listed one by one from the rules. */

/* The smallest number that is not seen[0..size-1]. */
static unsigned mex_of(const unsigned char *seen, size_t size)
{
    size_t m = 0;
    while (m < size && seen[m])
        m++;
    return (unsigned)m;
}

static void ref_subtraction(const int *set, size_t k, unsigned *g, size_t count)
{
    unsigned char *seen = calloc(k + 1, 1);
    cr_assert(seen != NULL, "out of memory");
    for (size_t h = 0; h < count; h++) {
        memset(seen, 0, k + 1);
        for (size_t i = 0; i < k; i++)
            if ((size_t)set[i] <= h && g[h - (size_t)set[i]] <= k)
                seen[g[h - (size_t)set[i]]] = 1;
        g[h] = mex_of(seen, k + 1);
    }
    free(seen);
}

/* The digits of an octal code "0.d1d2...", which the test trusts. */
static size_t octal_digits(const char *code, unsigned char *d)
{
    size_t t = strlen(code) - 2;
    for (size_t k = 1; k <= t; k++)
        d[k] = (unsigned char)(code[k + 1] - '0');
    return t;
}

/* A move of digit d_k removes k tokens from a heap and leaves no heap
   (if d_k has 1), one heap (2) or two heaps (4), none of them empty; the
   two heaps a + b are listed in both orders. */
static void ref_octal(const char *code, unsigned *g, size_t count)
{
    unsigned char d[SG_OCTAL_MAX_DIGITS + 2];
    size_t t = octal_digits(code, d), size = t * (count + 1) + 1;
    unsigned char *seen = malloc(size);

    cr_assert(seen != NULL, "out of memory");
    for (size_t h = 0; h < count; h++) {
        memset(seen, 0, size);
        for (size_t k = 1; k <= t && k <= h; k++) {
            if ((d[k] & 1) && h == k)
                seen[0] = 1;
            if ((d[k] & 2) && h > k && g[h - k] < size)
                seen[g[h - k]] = 1;
            if (d[k] & 4)
                for (size_t a = 1; a + 1 <= h - k; a++)
                    if ((g[a] ^ g[h - k - a]) < size)
                        seen[g[a] ^ g[h - k - a]] = 1;
        }
        g[h] = mex_of(seen, size);
    }
    free(seen);
}

/* The same game played on several heaps, its Grundy value found by the
   mex over the options of the whole position, never by the XOR of the
   heaps' values.  A position is the number of heaps of each size 1..12,
   four bits each; there are 272 positions of at most 12 tokens. */
#define MS_TOKENS 12
#define MS_MAX 300
struct multiset {
    unsigned char d[SG_OCTAL_MAX_DIGITS + 2];
    size_t t, known;
    uint64_t key[MS_MAX];
    unsigned value[MS_MAX];
};

static uint64_t heap(size_t size)
{
    return size == 0 ? 0 : (uint64_t)1 << (4 * (size - 1));
}

static unsigned ms_grundy(struct multiset *ms, uint64_t key)
{
    unsigned char seen[64] = { 0 };
    for (size_t i = 0; i < ms->known; i++)
        if (ms->key[i] == key)
            return ms->value[i];
    for (size_t s = 1; s <= MS_TOKENS; s++) {
        if ((key >> (4 * (s - 1)) & 15) == 0)
            continue;
        uint64_t rest = key - heap(s);
        for (size_t k = 1; k <= ms->t && k <= s; k++) {
            unsigned v;
            if ((ms->d[k] & 1) && s == k && (v = ms_grundy(ms, rest)) < sizeof seen)
                seen[v] = 1;
            if ((ms->d[k] & 2) && s > k && (v = ms_grundy(ms, rest + heap(s - k))) < sizeof seen)
                seen[v] = 1;
            for (size_t a = 1; (ms->d[k] & 4) && a + 1 <= s - k; a++)
                if ((v = ms_grundy(ms, rest + heap(a) + heap(s - k - a))) < sizeof seen)
                    seen[v] = 1;
        }
    }
    cr_assert_lt(ms->known, (size_t)MS_MAX, "more positions than the multiset search holds");
    ms->key[ms->known] = key;
    ms->value[ms->known] = mex_of(seen, sizeof seen);
    return ms->value[ms->known++];
}

/* sg_grundy_octal or sg_grundy_subtraction on count values, which must
   succeed and write nothing past them. */
static unsigned *library_grundy(const char *code, const int *set, size_t k, size_t count,
                                const char *desc)
{
    unsigned *g = malloc((count + 1) * sizeof *g);
    cr_assert(g != NULL, "out of memory");
    g[count] = GRUNDY_SENTINEL;
    int rc = code ? sg_grundy_octal(code, g, count) : sg_grundy_subtraction(set, k, g, count);
    cr_assert_eq(rc, SG_OK, "Grundy values of %s: returned %d (%s)", desc, rc, sg_strerror(rc));
    cr_assert_eq(g[count], GRUNDY_SENTINEL, "Grundy values of %s: written past %zu", desc,
                 count);
    return g;
}

/* The library's values against the reference, and a shorter call gives
   a prefix of them. */
static void check_grundy(const char *code, const int *set, size_t k, size_t count,
                         const char *desc)
{
    unsigned *want = malloc(count * sizeof *want);
    cr_assert(want != NULL, "out of memory");
    if (code)
        ref_octal(code, want, count);
    else
        ref_subtraction(set, k, want, count);
    unsigned *g = library_grundy(code, set, k, count, desc);
    for (size_t h = 0; h < count; h++)
        cr_assert_eq(g[h], want[h], "Grundy value of a heap of %zu in %s: %u, the mex gives %u",
                     h, desc, g[h], want[h]);
    size_t shorter = count / 3;
    unsigned *prefix = library_grundy(code, set, k, shorter, desc);
    cr_assert(shorter == 0 || memcmp(prefix, g, shorter * sizeof *g) == 0,
              "%s: the first %zu values change with the count", desc, shorter);
    free(prefix);
    free(g);
    free(want);
}

static void check_octal_by_whole_positions(const char *code)
{
    static struct multiset ms;
    unsigned *g = library_grundy(code, NULL, 0, MS_TOKENS + 1, code);

    ms.t = octal_digits(code, ms.d);
    ms.known = 0;
    for (size_t a = 0; a <= MS_TOKENS; a++)
        for (size_t b = 0; a + b <= MS_TOKENS; b++) {
            unsigned v = ms_grundy(&ms, heap(a) + heap(b));
            cr_assert_eq(v, g[a] ^ g[b], "%s: heaps of %zu and %zu are worth %u by a search "
                         "over whole positions; %u ^ %u = %u", code, a, b, v, g[a], g[b],
                         g[a] ^ g[b]);
        }
    /* The 49 positions {a, b} themselves, at least. */
    cr_assert_geq(ms.known, (size_t)49, "%s: the search saw only %zu positions", code,
                  ms.known);
    free(g);
}

static const char *const octal_codes[] = {
    "0.07", "0.137", "0.77", "0.007", "0.6", "0.51", "0.4", "0.7", "0.3", "0.1", "0.2",
    "0.37", "0.17", "0.777", "0.75", "0.05", "0.33", "0.0", "0.070", "0.444",
    "0.1234567012345670",
};

/* A random code of 1..maxdigits digits, the last one not 0. */
static void random_code(char *code, uint64_t *seed, int maxdigits)
{
    int t = rng_range(seed, 1, maxdigits);
    code[0] = '0';
    code[1] = '.';
    for (int k = 0; k < t; k++)
        code[2 + k] = (char)('0' + rng_range(seed, k == t - 1 ? 1 : 0, 7));
    code[2 + t] = '\0';
}

Test(grundy, octal_codes_against_the_mex, .timeout = 120)
{
    uint64_t seed = 501;
    char code[8];

    for (size_t c = 0; c < LEN(octal_codes); c++) {
        check_grundy(octal_codes[c], NULL, 0, 201, octal_codes[c]);
        check_octal_by_whole_positions(octal_codes[c]);
    }
    for (int r = 0; r < 80; r++) {
        random_code(code, &seed, 3);
        check_grundy(code, NULL, 0, 201, code);
        check_octal_by_whole_positions(code);
    }
}

Test(grundy, known_values)
{
    /* Kayles, Dawson's Kayles, and Dawson's chess one heap shorter. */
    static const unsigned kayles[] = { 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4 };
    static const unsigned dawson[] = { 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2 };
    unsigned g[LEN(kayles)], d[2001], c[2000];

    cr_assert_eq(sg_grundy_octal("0.77", g, LEN(kayles)), SG_OK, "Kayles failed");
    for (size_t h = 0; h < LEN(kayles); h++)
        cr_assert_eq(g[h], kayles[h], "Kayles, heap %zu: %u, expected %u", h, g[h], kayles[h]);
    cr_assert_eq(sg_grundy_octal("0.07", g, LEN(dawson)), SG_OK, "Dawson's Kayles failed");
    for (size_t h = 0; h < LEN(dawson); h++)
        cr_assert_eq(g[h], dawson[h], "Dawson's Kayles, heap %zu: %u, expected %u", h, g[h],
                     dawson[h]);
    cr_assert(sg_grundy_octal("0.07", d, LEN(d)) == SG_OK
              && sg_grundy_octal("0.137", c, LEN(c)) == SG_OK, "Dawson's games failed");
    for (size_t h = 0; h < LEN(c); h++)
        cr_assert_eq(c[h], d[h + 1], "Dawson's chess on %zu files: %u, Dawson's Kayles on "
                     "%zu: %u", h, c[h], h + 1, d[h + 1]);
}

static const int set_134[] = { 1, 3, 4 }, set_12[] = { 1, 2 }, set_256[] = { 2, 5, 6 };
static const int set_1[] = { 1 }, set_dup[] = { 3, 1, 3, 1, 7 }, set_big[] = { 5, 100, 999 };

struct subtraction_set {
    const int *set;
    size_t k;
    const char *name;
};

static const struct subtraction_set sets[] = {
    { set_134, LEN(set_134), "{1,3,4}" }, { set_12, LEN(set_12), "{1,2}" },
    { set_256, LEN(set_256), "{2,5,6}" }, { set_1, LEN(set_1), "{1}" },
    { set_dup, LEN(set_dup), "{3,1,3,1,7}" }, { set_big, LEN(set_big), "{5,100,999}" },
    { NULL, 0, "{}" },
};

static int squares[31];      /* 1, 4, ..., 961 */

static void make_squares(void)
{
    for (int i = 0; i < 31; i++)
        squares[i] = (i + 1) * (i + 1);
}

/* A random set of 1..8 members in 1..maxmember, in any order. */
static size_t random_set(int *set, uint64_t *seed, int maxmember)
{
    size_t k = (size_t)rng_range(seed, 1, 8);
    for (size_t i = 0; i < k; i++)
        set[i] = rng_range(seed, 1, maxmember);
    return k;
}

Test(grundy, subtraction_sets_against_the_mex, .init = make_squares, .timeout = 120)
{
    uint64_t seed = 502;
    int set[8];
    char name[80];

    for (size_t s = 0; s < LEN(sets); s++)
        check_grundy(NULL, sets[s].set, sets[s].k, 1001, sets[s].name);
    check_grundy(NULL, squares, LEN(squares), 1001, "the squares up to 961");
    for (int r = 0; r < 60; r++) {
        size_t k = random_set(set, &seed, r % 2 ? 20 : 60);
        brute_format(set, k, name, sizeof name);
        check_grundy(NULL, set, k, 1001, name);
    }
}

/* The subtraction game of a set of members <= 16 is the octal game whose
   digit k is 3 (take k, leaving a heap or nothing) for each member k. */
static void check_subtraction_is_octal(const int *set, size_t k, const char *name)
{
    char code[SG_OCTAL_MAX_DIGITS + 3] = "0.";
    size_t t = 0;
    for (size_t i = 0; i < k; i++)
        t = (size_t)set[i] > t ? (size_t)set[i] : t;
    for (size_t i = 1; i <= t; i++)
        code[1 + i] = '0';
    for (size_t i = 0; i < k; i++)
        code[1 + set[i]] = '3';
    code[2 + t] = '\0';
    unsigned *a = library_grundy(NULL, set, k, 1001, name);
    unsigned *b = library_grundy(code, NULL, 0, 1001, code);
    for (size_t h = 0; h < 1001; h++)
        cr_assert_eq(a[h], b[h], "heap %zu: %u in the subtraction game %s, %u in %s", h, a[h],
                     name, b[h], code);
    free(a);
    free(b);
}

Test(grundy, subtraction_is_octal_with_digits_3, .timeout = 60)
{
    uint64_t seed = 503;
    int set[8];
    char name[80];

    for (size_t s = 0; s < 5; s++)
        check_subtraction_is_octal(sets[s].set, sets[s].k, sets[s].name);
    static const int all[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
    check_subtraction_is_octal(all, LEN(all), "1..16");
    for (int r = 0; r < 40; r++) {
        size_t k = random_set(set, &seed, 16);
        brute_format(set, k, name, sizeof name);
        check_subtraction_is_octal(set, k, name);
    }
}

/* The search of the subtraction game: the mover wins exactly when the
   Grundy value is not zero. */
static void check_search_of_subtraction(const int *set, size_t k, size_t count,
                                        const char *name)
{
    unsigned *g = library_grundy(NULL, set, k, count, name);
    char desc[120];
    struct sg_game game;
    size_t wins = 0;

    for (size_t h = 0; h < count; h++) {
        snprintf(desc, sizeof desc, "subtraction %s, heap %zu", name, h);
        cr_assert_eq(sg_game_subtraction(set, k, h, &game), SG_OK, "sg_game_%s failed", desc);
        if (h < 64) {
            check_search(&game, g[h] ? 1 : -1, desc);
        } else {
            struct searched r = search(&game, memo_buf, desc);
            cr_assert_eq(r.value, g[h] ? 1 : -1, "%s: sg_search says %lld, the Grundy value "
                         "is %u", desc, (long long)r.value, g[h]);
        }
        wins += g[h] != 0;
    }
    cr_assert(k == 0 || (wins > 0 && wins < count), "%s: one winner only", name);
    free(g);
}

Test(grundy, search_wins_where_the_value_is_not_zero, .init = make_squares, .timeout = 120)
{
    uint64_t seed = 504;
    int set[8];
    char name[80];

    for (size_t s = 0; s < LEN(sets); s++)
        check_search_of_subtraction(sets[s].set, sets[s].k, 1001, sets[s].name);
    check_search_of_subtraction(squares, LEN(squares), 400, "squares");
    for (int r = 0; r < 20; r++) {
        size_t k = random_set(set, &seed, 12);
        brute_format(set, k, name, sizeof name);
        check_search_of_subtraction(set, k, 300, name);
    }
}

/* ---------------------------------------------------------------------
   Periods.  The hypothesis of each periodicity theorem, written from the
   theorems: for a subtraction game whose largest member is t,
   g(n + p) = g(n) for n0 <= n < n0 + t; for an octal game whose last
   nonzero digit is d_t (trailing zeros allow no move),
   g(n + p) = g(n) for n0 <= n < 2 n0 + p + t, with n0 >= 1.  Either
   involves the values below `needed'. */

struct family {
    const char *code;        /* an octal game, or NULL for: */
    const int *set;          /* the subtraction game of set[0..k-1] */
    size_t k;
    const char *name;
};

static size_t family_t(const struct family *f)
{
    size_t t = 0;
    if (f->code != NULL) {
        t = strlen(f->code) - 2;
        while (t > 0 && f->code[t + 1] == '0')
            t--;
    } else {
        for (size_t i = 0; i < f->k; i++)
            t = (size_t)f->set[i] > t ? (size_t)f->set[i] : t;
    }
    return t;
}

static size_t family_least(const struct family *f)
{
    return f->code != NULL ? 1 : 0;
}

static size_t family_needed(const struct family *f, size_t n0, size_t p)
{
    return f->code != NULL ? 2 * (n0 + p) + family_t(f) : n0 + p + family_t(f);
}

static bool hypothesis(const struct family *f, const unsigned *g, size_t count, size_t n0,
                       size_t p)
{
    size_t t = family_t(f), end = f->code != NULL ? 2 * n0 + p + t : n0 + t;
    if (n0 < family_least(f) || family_needed(f, n0, p) > count)
        return false;
    for (size_t n = n0; n < end; n++)
        if (g[n + p] != g[n])
            return false;
    return true;
}

/* The smallest period, and for it the smallest preperiod, whose
   hypothesis the first count values satisfy, by trying them all. */
static struct sg_period by_definition(const struct family *f, const unsigned *g, size_t count)
{
    for (size_t p = 1; p <= count; p++)
        for (size_t n0 = family_least(f); family_needed(f, n0, p) <= count; n0++)
            if (hypothesis(f, g, count, n0, p))
                return (struct sg_period){ n0, p, family_needed(f, n0, p) };
    return (struct sg_period){ 0, 0, 0 };
}

static unsigned *family_grundy(const struct family *f, size_t count)
{
    return library_grundy(f->code, f->set, f->k, count, f->name);
}

static struct sg_period period_of(const struct family *f, const unsigned *g, size_t count)
{
    struct sg_period r = { BEST_SENTINEL, BEST_SENTINEL, BEST_SENTINEL };
    int rc = f->code != NULL ? sg_octal_period(f->code, g, count, &r)
                             : sg_subtraction_period(f->set, f->k, g, count, &r);
    cr_assert_eq(rc, SG_OK, "the period of %s from %zu values: returned %d (%s)", f->name,
                 count, rc, sg_strerror(rc));
    return r;
}

static void expect_period(const struct family *f, struct sg_period got, struct sg_period want,
                          size_t count, const char *what)
{
    cr_assert(got.preperiod == want.preperiod && got.period == want.period
              && got.needed == want.needed,
              "the period of %s from %zu values is {%zu, %zu, %zu}, %s {%zu, %zu, %zu}",
              f->name, count, got.preperiod, got.period, got.needed, what, want.preperiod,
              want.period, want.needed);
}

/* The period the library finds from `count' values, re-checked: by the
   definition on the values it needed, by the same answer from any
   count in between, by no answer from one value fewer, and by the
   values themselves up to `far' (computed here, far > count), which
   repeat from the preperiod on and not from one heap earlier.  Returns
   the period found, zero if none. */
static struct sg_period check_period(const struct family *f, size_t count, size_t far)
{
    unsigned *g = family_grundy(f, far);
    struct sg_period r = period_of(f, g, count), none = { 0, 0, 0 };
    size_t p = r.period, n0 = r.preperiod;

    if (p == 0) {
        expect_period(f, r, none, count, "expected");
        free(g);
        return r;
    }
    cr_assert(r.needed <= count && r.needed == family_needed(f, n0, p),
              "%s: period %zu from %zu needs %zu values by the theorem, not %zu (of %zu)",
              f->name, p, n0, family_needed(f, n0, p), r.needed, count);
    expect_period(f, r, by_definition(f, g, r.needed), r.needed, "the definition gives");
    expect_period(f, period_of(f, g, r.needed), r, r.needed, "from more values");
    expect_period(f, period_of(f, g, (r.needed + count) / 2), r, (r.needed + count) / 2,
                  "from more values");
    expect_period(f, period_of(f, g, far), r, far, "from fewer values");
    expect_period(f, period_of(f, g, r.needed - 1), none, r.needed - 1, "expected");
    for (size_t n = n0; n + p < far; n++)
        cr_assert_eq(g[n + p], g[n], "%s: the values at %zu and %zu differ (%u, %u), the period "
                     "is %zu from %zu", f->name, n, n + p, g[n], g[n + p], p, n0);
    if (n0 > family_least(f))
        cr_assert_neq(g[n0 - 1], g[n0 - 1 + p], "%s: the values repeat from %zu already",
                      f->name, n0 - 1);
    /* No shorter period, from any preperiod: over the last p + q values,
       where the values have period p, some value differs from the one q
       further on. */
    cr_assert_geq(far, n0 + 2 * p, "%s: too few values to check", f->name);
    for (size_t q = 1; q < p; q++) {
        bool differs = false;
        for (size_t n = far - q - p; n < far - q; n++)
            differs = differs || g[n] != g[n + q];
        cr_assert(differs, "%s: period %zu, but at the end the values have period %zu",
                  f->name, p, q);
    }
    free(g);
    return r;
}

Test(period, dawson_kayles_far_past, .timeout = 120)
{
    static const struct family f = { "0.07", NULL, 0, "0.07" };
    struct sg_period r = check_period(&f, 20000, 20000);
    cr_assert(r.period == 34 && r.preperiod == 53, "0.07: period %zu from %zu, expected 34 "
              "from 53", r.period, r.preperiod);
    r = check_period(&f, 400, 20000);
    cr_assert(r.period == 34 && r.preperiod == 53, "0.07 from 400 values: period %zu from %zu",
              r.period, r.preperiod);
}

Test(period, kayles_and_dawson_chess, .timeout = 120)
{
    static const struct family kayles = { "0.77", NULL, 0, "0.77" };
    static const struct family chess = { "0.137", NULL, 0, "0.137" };
    struct sg_period r = check_period(&kayles, 400, 10000);
    cr_assert(r.period == 12 && r.preperiod == 71, "0.77: period %zu from %zu, expected 12 "
              "from 71", r.period, r.preperiod);
    r = check_period(&chess, 400, 10000);
    cr_assert(r.period == 34 && r.preperiod == 52, "0.137: period %zu from %zu, expected 34 "
              "from 52", r.period, r.preperiod);
}

Test(period, subtraction_games, .timeout = 120)
{
    static const struct {
        struct family f;
        size_t preperiod, period;
    } known[] = {
        { { NULL, set_134, LEN(set_134), "{1,3,4}" }, 0, 7 },
        { { NULL, set_12, LEN(set_12), "{1,2}" }, 0, 3 },
        { { NULL, set_1, LEN(set_1), "{1}" }, 0, 2 },
        { { NULL, set_dup, LEN(set_dup), "{3,1,3,1,7}" }, 0, 2 },
        { { NULL, NULL, 0, "{}" }, 0, 1 },
    };
    for (size_t s = 0; s < LEN(known); s++) {
        struct sg_period r = check_period(&known[s].f, 1000, 20000);
        cr_assert(r.period == known[s].period && r.preperiod == known[s].preperiod,
                  "%s: period %zu from %zu, expected %zu from %zu", known[s].f.name, r.period,
                  r.preperiod, known[s].period, known[s].preperiod);
    }
    static const struct family f256 = { NULL, set_256, LEN(set_256), "{2,5,6}" };
    cr_assert_gt(check_period(&f256, 1000, 20000).period, 0, "{2,5,6}: no period");

    /* Random sets of members up to 10: periodic, as every finite
       subtraction game, and proved from 3000 values. */
    uint64_t seed = 601;
    int set[8];
    char name[80];
    for (int t = 0; t < 60; t++) {
        size_t k = random_set(set, &seed, 10);
        struct family f = { NULL, set, k, name };
        brute_format(set, k, name, sizeof name);
        cr_assert_gt(check_period(&f, 3000, 6000).period, 0, "%s: no period", name);
    }
}

Test(period, octal_games, .timeout = 120)
{
    uint64_t seed = 602;
    char code[8];
    size_t found = 0;

    for (size_t c = 0; c < LEN(octal_codes); c++) {
        if (strlen(octal_codes[c]) > 5 || octal_codes[c][strlen(octal_codes[c]) - 1] == '0')
            continue;
        struct family f = { octal_codes[c], NULL, 0, octal_codes[c] };
        found += check_period(&f, 1500, 3000).period > 0;
    }
    for (int t = 0; t < 60; t++) {
        random_code(code, &seed, 3);
        struct family f = { code, NULL, 0, code };
        size_t p = check_period(&f, 1500, 3000).period;
        /* Without splitting into two heaps the values depend on the last
           t values only, each at most t + 1: a period shows early. */
        if (strpbrk(code + 2, "4567") == NULL)
            cr_assert_gt(p, 0, "%s: no period", code);
        found += p > 0;
    }
    cr_assert_gt(found, 30, "only %zu octal games with a period", found);
}

Test(period, too_few_values)
{
    static const struct family fams[] = {
        { "0.07", NULL, 0, "0.07" }, { "0.77", NULL, 0, "0.77" }, { "0.6", NULL, 0, "0.6" },
        { "0.3", NULL, 0, "0.3" }, { "0.1", NULL, 0, "0.1" }, { "0.0", NULL, 0, "0.0" },
        { NULL, set_134, LEN(set_134), "{1,3,4}" }, { NULL, set_256, LEN(set_256), "{2,5,6}" },
        { NULL, set_1, LEN(set_1), "{1}" }, { NULL, NULL, 0, "{}" },
    };
    static const struct sg_period none = { 0, 0, 0 };
    for (size_t s = 0; s < LEN(fams); s++) {
        unsigned *g = family_grundy(&fams[s], 200);
        expect_period(&fams[s], period_of(&fams[s], NULL, 0), none, 0, "expected");
        for (size_t count = 0; count <= 200; count++)
            expect_period(&fams[s], period_of(&fams[s], g, count),
                          by_definition(&fams[s], g, count), count, "the definition gives");
        free(g);
    }
}

/* ---------------------------------------------------------------------
   Games written here, plugged into the search. */

/* The moves that take lo..hi tokens from a heap of p (the code is the
   heap), each scoring the square of the number taken if scoring. */
static size_t take_moves(uint64_t p, uint64_t lo, uint64_t hi, bool scoring, uint64_t next[],
                         int64_t gain[])
{
    size_t m = 0;
    for (uint64_t s = lo; s <= hi && s <= p; s++) {
        next[m] = p - s;
        gain[m++] = scoring ? (int64_t)(s * s) : 0;
    }
    return m;
}

/* Take 1 to 3 tokens from a heap; the player who cannot move loses
   (end -1), or, misère, wins (end +1). */
static size_t take_away_moves(const struct sg_game *g, uint64_t p, uint64_t next[],
                              int64_t gain[])
{
    (void)g;
    return take_moves(p, 1, 3, false, next, gain);
}

static int64_t lose_at_end(const struct sg_game *g, uint64_t p)
{
    (void)g, (void)p;
    return -1;
}

static int64_t win_at_end(const struct sg_game *g, uint64_t p)
{
    (void)g, (void)p;
    return 1;
}

Test(custom, take_away_normal_and_misere, .timeout = 60)
{
    static bool wins[2][1001];     /* [misère][heap], from the rules */
    char desc[80];

    for (int misere = 0; misere < 2; misere++)
        for (size_t h = 0; h <= 1000; h++) {
            struct sg_game g = { NULL, 0, h, h + 1, take_away_moves,
                                 misere ? win_at_end : lose_at_end };
            size_t first_win = SIZE_MAX;
            wins[misere][h] = h == 0 && misere;
            for (size_t s = 1; s <= 3 && s <= h; s++)
                if (!wins[misere][h - s] && first_win == SIZE_MAX) {
                    wins[misere][h] = true;
                    first_win = s - 1;
                }
            /* The known answers: heaps 4m lose, or 4m + 1 in misère. */
            cr_assert_eq(wins[misere][h], h % 4 != (misere ? 1u : 0u), "the rules, heap %zu", h);
            snprintf(desc, sizeof desc, "take-away%s, heap %zu", misere ? " misere" : "", h);
            struct searched r = h <= 60 ? check_search(&g, wins[misere][h] ? 1 : -1, desc)
                                        : search(&g, memo_buf, desc);
            cr_assert_eq(r.value, wins[misere][h] ? 1 : -1, "%s: value %lld", desc,
                         (long long)r.value);
            cr_assert_eq(r.best, h == 0 ? SIZE_MAX : first_win == SIZE_MAX ? 0 : first_win,
                         "%s: best %zu", desc, r.best);
            if (h <= 60)
                cr_assert_eq(r.count.positions, (uint64_t)h + 1, "%s: %llu positions", desc,
                             (unsigned long long)r.count.positions);
        }
}

/* Stone Game III with moves of 1 to k stones, k kept next to the game:
   the moves function finds it from the game's address.  Its codes are
   its own: i stones taken is the code 5i + 2. */
struct upto_game {
    struct sg_game game;     /* first, so that its address is the struct's */
    size_t k;
};

static size_t upto_moves(const struct sg_game *g, uint64_t p, uint64_t next[], int64_t gain[])
{
    const struct upto_game *u = (const struct upto_game *)g;
    uint64_t i = (p - 2) / 5;
    int64_t taken = 0;
    size_t m = 0;
    for (uint64_t j = i; j < g->n && m < u->k; j++) {
        taken += g->values[j];
        next[m] = 5 * (j + 1) + 2;
        gain[m++] = taken;
    }
    return m;
}

static size_t upto_k;

static void visit_upto(const int *v, size_t n, void *ctx)
{
    char row[200], desc[240];
    struct upto_game u = { { v, n, 2, 5 * (uint64_t)n + 3, upto_moves, NULL }, upto_k };
    (void)ctx;
    snprintf(desc, sizeof desc, "take up to %zu of %s", upto_k, brute_format(v, n, row, sizeof row));
    struct searched r = check_search(&u.game, brute_upto(v, n, upto_k), desc);
    cr_assert_eq(r.count.positions, (uint64_t)n + 1, "%s: %llu positions", desc,
                 (unsigned long long)r.count.positions);
    positions_searched += r.count.positions;
}

Test(custom, take_up_to_k_with_codes_of_its_own, .timeout = 120)
{
    uint64_t seed = 701;
    int v[12];

    positions_searched = 0;
    for (upto_k = 1; upto_k <= 4; upto_k++)
        for_each_array(6, -1, 2, visit_upto, NULL);
    for (int t = 0; t < 300; t++) {
        size_t n = (size_t)rng_range(&seed, 7, 12);
        upto_k = (size_t)rng_range(&seed, 1, 8);
        fill_kind(v, n, &seed, t % 3);
        visit_upto(v, n, NULL);
    }
    /* k = 1 leaves no choice: the row alternates. */
    upto_k = 1;
    cr_assert_eq(brute_upto((const int[]){ 5, 1, 7 }, 3, 1), 11, "brute_upto");
    visit_upto((const int[]){ 5, 1, 7 }, 3, NULL);
    cr_assert_gt(positions_searched, 20000, "only %llu positions",
                 (unsigned long long)positions_searched);
}

/* A scoring game whose end depends on the position: remove 2 or 3
   tokens, scoring the square of the number removed; with 1 token left
   the player to move gets 7, with none -3. */
static size_t squares_moves(const struct sg_game *g, uint64_t p, uint64_t next[],
                            int64_t gain[])
{
    (void)g;
    return take_moves(p, 2, 3, true, next, gain);
}

static int64_t squares_end(const struct sg_game *g, uint64_t p)
{
    (void)g;
    return p == 1 ? 7 : -3;
}

Test(custom, end_depends_on_the_position, .timeout = 60)
{
    static int64_t want[1501];
    char desc[80];

    for (size_t h = 0; h <= 1500; h++) {
        want[h] = h == 0 ? -3 : h == 1 ? 7 : 4 - want[h - 2];
        if (h >= 3 && 9 - want[h - 3] > want[h])
            want[h] = 9 - want[h - 3];
        struct sg_game g = { NULL, 0, h, h + 1, squares_moves, squares_end };
        snprintf(desc, sizeof desc, "squares, heap %zu", h);
        struct searched r = h <= 40 ? check_search(&g, want[h], desc) : search(&g, memo_buf, desc);
        cr_assert_eq(r.value, want[h], "%s: %lld, expected %lld", desc, (long long)r.value,
                     (long long)want[h]);
        size_t best = h < 2 ? SIZE_MAX : 4 - want[h - 2] == want[h] ? 0 : 1;
        cr_assert_eq(r.best, best, "%s: best %zu, expected %zu", desc, r.best, best);
    }
}

/* ---------------------------------------------------------------------
   Errors. */

/* Games that break the rules: too many moves, a code out of range, a
   long chain (code i leads to i + 1 until the game's n). */
static size_t too_many_moves(const struct sg_game *g, uint64_t p, uint64_t next[],
                             int64_t gain[])
{
    (void)g;
    if (p != 0)
        return 0;
    for (size_t k = 0; k < SG_SEARCH_MAX_MOVES; k++) {
        next[k] = 1;
        gain[k] = (int64_t)k;
    }
    return SG_SEARCH_MAX_MOVES + 1;   /* only SG_SEARCH_MAX_MOVES written */
}

static size_t all_the_moves(const struct sg_game *g, uint64_t p, uint64_t next[],
                            int64_t gain[])
{
    return too_many_moves(g, p, next, gain) - (p == 0);
}

static size_t out_of_range(const struct sg_game *g, uint64_t p, uint64_t next[],
                           int64_t gain[])
{
    if (p != 0)
        return 0;
    next[0] = g->positions;
    gain[0] = 5;
    return 1;
}

/* chain_moves (search-check) with chain_gain left at 0: a chain of
   moves that gain nothing. */

Test(errors, search_null_pointers)
{
    struct sg_game g = { NULL, 0, 3, 4, take_away_moves, lose_at_end };
    int64_t v;

    expect_search_error(NULL, NULL, SG_ENULL, "sg_search(NULL game)");
    expect_search_error(NULL, memo_buf, SG_ENULL, "sg_search(NULL game, memo)");
    expect_code(sg_search(&g, NULL, NULL, NULL, NULL), SG_ENULL, "sg_search(value = NULL)");
    expect_code(sg_search(&g, memo_buf, NULL, NULL, NULL), SG_ENULL,
                "sg_search(memo, value = NULL)");
    g.moves = NULL;
    expect_search_error(&g, NULL, SG_ENULL, "sg_search(moves = NULL)");
    expect_search_error(&g, memo_buf, SG_ENULL, "sg_search(memo, moves = NULL)");
    g.moves = take_away_moves;
    cr_assert(sg_search(&g, NULL, &v, NULL, NULL) == SG_OK && v == 1,
              "the take-away game of 3 is won");
}

Test(errors, search_games_that_break_the_rules)
{
    struct sg_game many = { NULL, 0, 0, 2, too_many_moves, NULL };
    struct sg_game all = { NULL, 0, 0, 2, all_the_moves, NULL };
    struct sg_game out = { NULL, 0, 0, 3, out_of_range, NULL };
    struct sg_game g = { NULL, 0, 3, 4, take_away_moves, lose_at_end };
    int64_t v = SENTINEL, memo[4];

    expect_search_error(&many, NULL, SG_EINVAL, "33 moves");
    expect_search_error(&many, memo_buf, SG_EINVAL, "33 moves, memo");
    check_search(&all, SG_SEARCH_MAX_MOVES - 1, "32 moves");

    expect_search_error(&out, memo_buf, SG_EINVAL, "a code out of range, memo");
    cr_assert(sg_search(&out, NULL, &v, NULL, NULL) == SG_OK && v == 5,
              "without a memo the codes are the game's affair: %lld", (long long)v);

    for (uint64_t start = 4; start <= 5; start++) {
        g.start = start;
        expect_search_error(&g, memo, SG_EINVAL, "start >= positions, memo");
        v = SENTINEL;
        cr_assert(sg_search(&g, NULL, &v, NULL, NULL) == SG_OK && v == (start % 4 ? 1 : -1),
                  "start %llu without a memo: %lld", (unsigned long long)start, (long long)v);
    }
    g.start = 0;
    g.positions = 0;
    expect_search_error(&g, memo, SG_EINVAL, "no positions, memo");
    g.positions = SG_SEARCH_MAX_POSITIONS + 1;
    memo[0] = SENTINEL;
    expect_search_error(&g, memo, SG_EINVAL, "2^32 + 1 positions, memo");
    cr_assert_eq(memo[0], SENTINEL, "the memo of a refused search was written");
    g.positions = UINT64_MAX;
    expect_search_error(&g, memo, SG_EINVAL, "2^64 - 1 positions, memo");
    cr_assert(sg_search(&g, NULL, &v, NULL, NULL) == SG_OK && v == -1,
              "2^64 - 1 positions without a memo: %lld", (long long)v);
}

Test(errors, search_depth, .timeout = 60)
{
    struct sg_game g = { NULL, 0, 0, 0, chain_moves, lose_at_end };
    int64_t *memo = malloc(1000002 * sizeof *memo), v = SENTINEL;
    size_t sizes[] = { 0, 1, 999, SG_SEARCH_MAX_DEPTH }, s;
    char what[80];

    cr_assert(memo != NULL, "out of memory");
    for (s = 0; s < LEN(sizes); s++) {
        g.n = sizes[s];
        g.positions = g.n + 1;
        snprintf(what, sizeof what, "a chain of %zu moves", g.n);
        check_search(&g, (int64_t)(g.n % 2 ? 1 : -1), what);
    }
    size_t too_long[] = { SG_SEARCH_MAX_DEPTH + 1, SG_SEARCH_MAX_DEPTH + 2, 1000000 };
    for (s = 0; s < LEN(too_long); s++) {
        g.n = too_long[s];
        g.positions = g.n + 1;
        snprintf(what, sizeof what, "a chain of %zu moves", g.n);
        expect_search_error(&g, memo, SG_ETOOBIG, what);
        expect_search_error(&g, NULL, SG_ETOOBIG, what);
    }
    /* The games that the library describes meet the same limit (the
       tests of Stone Games III and II try theirs). */
    static const int one[] = { 1 }, two[] = { 2 };
    cr_assert_eq(sg_game_subtraction(one, 1, SG_SEARCH_MAX_DEPTH, &g), SG_OK, "subtraction");
    cr_assert(sg_search(&g, memo, &v, NULL, NULL) == SG_OK && v == -1,
              "1000 tokens, taking one at a time: %lld", (long long)v);
    cr_assert_eq(sg_game_subtraction(one, 1, SG_SEARCH_MAX_DEPTH + 1, &g), SG_OK, "subtraction");
    expect_search_error(&g, memo, SG_ETOOBIG, "1001 tokens, taking one at a time");
    cr_assert_eq(sg_game_subtraction(two, 1, 2 * SG_SEARCH_MAX_DEPTH + 1, &g), SG_OK,
                 "subtraction");
    cr_assert(sg_search(&g, memo, &v, NULL, NULL) == SG_OK && v == -1,
              "2001 tokens, taking two at a time: %lld", (long long)v);
    free(memo);
}

Test(errors, describing_games)
{
    static const int v[4] = { 1, 2, 3, 4 }, neg[] = { 3, -1, 2 }, zero[] = { 1, 0 };
    static const int minus[] = { 2, INT_MIN }, big[] = { INT_MAX, 1 };
    static int thirty_two[SG_SEARCH_MAX_MOVES + 1], *cards;
    struct sg_game g;
    int64_t value = SENTINEL;
    size_t s;

    memset(&g, 0, sizeof g);
    expect_code(sg_game_cards(v, 4, NULL), SG_ENULL, "sg_game_cards(game = NULL)");
    expect_code(sg_game_nim(v, 4, NULL), SG_ENULL, "sg_game_nim(game = NULL)");
    expect_code(sg_game_subtraction(v, 4, 9, NULL), SG_ENULL, "sg_game_subtraction(NULL)");
    expect_describe_error(sg_game_cards(NULL, 1, &g), &g, SG_ENULL, "sg_game_cards(NULL, 1)");
    expect_describe_error(sg_game_nim(NULL, 1, &g), &g, SG_ENULL, "sg_game_nim(NULL, 1)");
    expect_describe_error(sg_game_subtraction(NULL, 1, 5, &g), &g, SG_ENULL,
                          "sg_game_subtraction(NULL, 1)");

    expect_describe_error(sg_game_nim(neg, LEN(neg), &g), &g, SG_EINVAL, "Nim of a pile of -1");
    expect_describe_error(sg_game_nim(minus, LEN(minus), &g), &g, SG_EINVAL,
                          "Nim of a pile of INT_MIN");
    expect_describe_error(sg_game_subtraction(zero, LEN(zero), 5, &g), &g, SG_EINVAL,
                          "subtraction of 0");
    expect_describe_error(sg_game_subtraction(neg, LEN(neg), 5, &g), &g, SG_EINVAL,
                          "subtraction of -1");
    expect_describe_error(sg_game_subtraction(minus, LEN(minus), 5, &g), &g, SG_EINVAL,
                          "subtraction of INT_MIN");

    /* More than SG_SEARCH_MAX_MOVES moves from a position. */
    for (s = 0; s < LEN(thirty_two); s++)
        thirty_two[s] = 1;
    expect_describe_error(sg_game_nim(thirty_two, SG_SEARCH_MAX_MOVES + 1, &g), &g,
                          SG_ETOOBIG, "Nim of 33 stones");
    expect_describe_error(sg_game_nim(big, LEN(big), &g), &g, SG_ETOOBIG,
                          "Nim of INT_MAX stones");
    expect_describe_error(sg_game_subtraction(thirty_two, SG_SEARCH_MAX_MOVES + 1, 5, &g), &g,
                          SG_ETOOBIG, "subtraction of 33 members");
    /* At the limits they are accepted. */
    thirty_two[0] = SG_SEARCH_MAX_MOVES;
    cr_assert_eq(sg_game_nim(thirty_two, 1, &g), SG_OK, "Nim of one pile of 32 failed");
    cr_assert(sg_search(&g, memo_buf, &value, NULL, NULL) == SG_OK && value == 1,
              "Nim of one pile of 32: %lld", (long long)value);
    thirty_two[0] = 1;
    cr_assert_eq(sg_game_nim(thirty_two, SG_SEARCH_MAX_MOVES, &g), SG_OK,
                 "Nim of 32 piles of one failed");
    cr_assert_eq(g.positions, (uint64_t)1 << 32, "Nim of 32 piles of one: %llu positions",
                 (unsigned long long)g.positions);
    cr_assert_eq(sg_game_subtraction(thirty_two, SG_SEARCH_MAX_MOVES, 5, &g), SG_OK,
                 "subtraction of 32 members failed");
    cards = malloc(65536 * sizeof *cards);
    cr_assert(cards != NULL, "out of memory");
    for (s = 0; s < 65536; s++)
        cards[s] = (int)s;
    cr_assert_eq(sg_game_cards(cards, 65535, &g), SG_OK, "cards of 65535 failed");
    cr_assert_leq(g.positions, SG_SEARCH_MAX_POSITIONS, "cards of 65535: %llu positions",
                  (unsigned long long)g.positions);
    memset(&g, 0, sizeof g);
    expect_describe_error(sg_game_cards(cards, 65536, &g), &g, SG_ETOOBIG, "cards of 65536");
    free(cards);
#if SIZE_MAX > UINT32_MAX
    expect_describe_error(sg_game_nim(v, SG_MAX_N + 1, &g), &g, SG_ETOOBIG,
                          "Nim above SG_MAX_N");
    expect_describe_error(sg_game_subtraction(v, 1, SG_MAX_N + 1, &g), &g, SG_ETOOBIG,
                          "a heap above SG_MAX_N");
    expect_describe_error(sg_game_subtraction(v, 1, SIZE_MAX, &g), &g, SG_ETOOBIG,
                          "a heap of SIZE_MAX");
    cr_assert_eq(sg_game_subtraction(v, 1, SG_MAX_N, &g), SG_OK, "a heap of SG_MAX_N");
    cr_assert_leq(g.positions, SG_SEARCH_MAX_POSITIONS, "a heap of SG_MAX_N: %llu positions",
                  (unsigned long long)g.positions);
#endif
}

Test(errors, nim_null_and_negative)
{
    static const int piles[] = { 3, 4, 5 }, neg[] = { 3, 4, -5 }, first[] = { INT_MIN, 1 };
    bool w = true;
    struct sg_nim_move mv = { BEST_SENTINEL, -7 }, moves[8];
    size_t nmoves = BEST_SENTINEL;

    expect_code(sg_nim(NULL, 3, &w, &mv), SG_ENULL, "sg_nim(NULL, 3)");
    expect_code(sg_nim(piles, 3, NULL, &mv), SG_ENULL, "sg_nim(alice_wins = NULL)");
    expect_code(sg_nim(neg, 3, &w, &mv), SG_EINVAL, "sg_nim(a pile of -5)");
    expect_code(sg_nim(first, 2, &w, &mv), SG_EINVAL, "sg_nim(a pile of INT_MIN)");
    cr_assert(w && mv.pile == BEST_SENTINEL && mv.take == -7, "a refused sg_nim wrote");
    expect_code(sg_nim_line(NULL, 3, moves, &nmoves, &w), SG_ENULL, "sg_nim_line(NULL, 3)");
    expect_code(sg_nim_line(piles, 3, NULL, &nmoves, &w), SG_ENULL, "sg_nim_line(moves NULL)");
    expect_code(sg_nim_line(piles, 3, moves, NULL, &w), SG_ENULL, "sg_nim_line(nmoves NULL)");
    expect_code(sg_nim_line(neg, 3, moves, &nmoves, &w), SG_EINVAL, "sg_nim_line(-5)");
    expect_code(sg_nim_line(first, 2, moves, &nmoves, &w), SG_EINVAL, "sg_nim_line(INT_MIN)");
    cr_assert(w && nmoves == BEST_SENTINEL, "a refused sg_nim_line wrote");
#if SIZE_MAX > UINT32_MAX
    expect_code(sg_nim(piles, SG_MAX_N + 1, &w, &mv), SG_ETOOBIG, "sg_nim above SG_MAX_N");
    expect_code(sg_nim_line(piles, SG_MAX_N + 1, moves, &nmoves, &w), SG_ETOOBIG,
                "sg_nim_line above SG_MAX_N");
    cr_assert(w && nmoves == BEST_SENTINEL && mv.take == -7, "a refused call wrote");
#endif
    /* No piles: NULL is accepted, Alice loses, and there is no move. */
    cr_assert(sg_nim(NULL, 0, &w, &mv) == SG_OK && !w && mv.take == 0,
              "sg_nim of no piles: %d, take %d", w, mv.take);
    w = true;
    cr_assert(sg_nim_line(NULL, 0, NULL, &nmoves, &w) == SG_OK && !w && nmoves == 0,
              "sg_nim_line of no piles: %d, %zu moves", w, nmoves);
    /* 3 ^ 4 ^ 5 = 2: take 2 from the first pile whose top bit of 2 is set. */
    cr_assert(sg_nim(piles, 3, &w, &mv) == SG_OK && w && mv.pile == 0 && mv.take == 2,
              "sg_nim([3,4,5]): %d, %d from pile %zu", w, mv.take, mv.pile);
}

Test(errors, grundy_and_periods)
{
    static const int set[] = { 1, 3, 4 }, bad[][2] = { { 1, 0 }, { -5, 2 }, { 3, INT_MIN } };
    static const char *const malformed[] = {
        "", "0", "0.", ".07", "1.07", "0.8", "0.9", "0,07", "0.07x", " 0.07", "0.0a",
        "00.7", "0.-1", "0.07 ", "0.12345670123456701", "0.12345678901234567", "0x.07",
    };
    unsigned g[8];
    struct sg_period p = { BEST_SENTINEL, BEST_SENTINEL, BEST_SENTINEL };
    size_t i;

    for (i = 0; i < LEN(g); i++)
        g[i] = GRUNDY_SENTINEL;
    expect_code(sg_grundy_subtraction(NULL, 3, g, 8), SG_ENULL, "subtraction(set = NULL)");
    expect_code(sg_grundy_subtraction(set, 3, NULL, 8), SG_ENULL, "subtraction(grundy NULL)");
    expect_code(sg_grundy_octal(NULL, g, 8), SG_ENULL, "octal(code = NULL)");
    expect_code(sg_grundy_octal("0.07", NULL, 8), SG_ENULL, "octal(grundy = NULL)");
    for (i = 0; i < LEN(bad); i++)
        expect_code(sg_grundy_subtraction(bad[i], 2, g, 8), SG_EINVAL, "a member below 1");
    for (i = 0; i < LEN(malformed); i++) {
        char what[80];
        snprintf(what, sizeof what, "octal code \"%s\"", malformed[i]);
        expect_code(sg_grundy_octal(malformed[i], g, 8), SG_EINVAL, what);
        expect_code(sg_octal_period(malformed[i], g, 8, &p), SG_EINVAL, what);
    }
#if SIZE_MAX > UINT32_MAX
    expect_code(sg_grundy_subtraction(set, 3, g, SG_MAX_N + 1), SG_ETOOBIG, "count too big");
    expect_code(sg_grundy_subtraction(set, SG_MAX_N + 1, g, 8), SG_ETOOBIG, "k too big");
    expect_code(sg_grundy_octal("0.07", g, SG_MAX_N + 1), SG_ETOOBIG, "octal count too big");
#endif
    for (i = 0; i < LEN(g); i++)
        cr_assert_eq(g[i], GRUNDY_SENTINEL, "a refused call wrote grundy[%zu]", i);
    /* Nothing to compute is fine; sixteen digits too. */
    cr_assert(sg_grundy_subtraction(set, 3, NULL, 0) == SG_OK
              && sg_grundy_subtraction(NULL, 0, g, 8) == SG_OK && g[7] == 0,
              "the empty cases of sg_grundy_subtraction");
    cr_assert(sg_grundy_octal("0.07", NULL, 0) == SG_OK
              && sg_grundy_octal("0.1234567012345670", g, 8) == SG_OK,
              "the empty cases and sixteen digits of sg_grundy_octal");

    expect_code(sg_subtraction_period(set, 3, g, 8, NULL), SG_ENULL, "period = NULL");
    expect_code(sg_subtraction_period(set, 3, NULL, 8, &p), SG_ENULL, "grundy = NULL");
    expect_code(sg_subtraction_period(NULL, 3, g, 8, &p), SG_ENULL, "set = NULL");
    expect_code(sg_subtraction_period(bad[0], 2, g, 8, &p), SG_EINVAL, "a member 0");
    expect_code(sg_octal_period(NULL, g, 8, &p), SG_ENULL, "code = NULL");
    expect_code(sg_octal_period("0.07", g, 8, NULL), SG_ENULL, "period = NULL");
    expect_code(sg_octal_period("0.07", NULL, 8, &p), SG_ENULL, "grundy = NULL");
    cr_assert(p.preperiod == BEST_SENTINEL && p.period == BEST_SENTINEL
              && p.needed == BEST_SENTINEL, "a refused call wrote the period");
    cr_assert(sg_subtraction_period(set, 3, NULL, 0, &p) == SG_OK && p.period == 0
              && p.preperiod == 0 && p.needed == 0, "the period of no values");
}

/* ---------------------------------------------------------------------
   Values that do not fit in 64 bits.  The search keeps every value in
   -(2^63 - 1)..2^63 - 1 and returns SG_EOVERFLOW when the value of a
   position it evaluates is outside; these tests compare it with exact
   values computed here in 128 bits. */

__extension__ typedef __int128 wide;

/* A game on a graph without cycles: position i moves to children with
   larger codes; a node without children ends with its own value. */
#define DAG_MAX 12
struct dag_game {
    struct sg_game g;                 /* first, so the callbacks can cast */
    size_t nchild[DAG_MAX];
    uint64_t child[DAG_MAX][3];
    int64_t gain[DAG_MAX][3];
    int64_t end[DAG_MAX];
};

static size_t dag_moves(const struct sg_game *g, uint64_t p, uint64_t next[],
                        int64_t gain[])
{
    const struct dag_game *d = (const struct dag_game *)g;
    for (size_t k = 0; k < d->nchild[p]; k++) {
        next[k] = d->child[p][k];
        gain[k] = d->gain[p][k];
    }
    return d->nchild[p];
}

static int64_t dag_end(const struct sg_game *g, uint64_t p)
{
    return ((const struct dag_game *)g)->end[p];
}

/* The exact value of every node, and whether any node reachable from
   p is out of the symmetric range. */
static wide dag_value(const struct dag_game *d, uint64_t p, bool *over)
{
    wide top = d->end[p];
    for (size_t k = 0; k < d->nchild[p]; k++) {
        wide worth = (wide)d->gain[p][k] - dag_value(d, d->child[p][k], over);
        if (k == 0 || worth > top)
            top = worth;
    }
    if (top < -(wide)INT64_MAX || top > (wide)INT64_MAX)
        *over = true;
    return top;
}

static void dag_init(struct dag_game *d, size_t n)
{
    memset(d, 0, sizeof *d);
    d->g = (struct sg_game){ NULL, n, 0, n, dag_moves, dag_end };
}

static void expect_overflow(const struct dag_game *d, const char *what)
{
    int64_t memo[DAG_MAX];
    expect_search_error(&d->g, NULL, SG_EOVERFLOW, what);
    expect_search_error(&d->g, memo, SG_EOVERFLOW, what);
}

/* The attacker's two cases: a move of gain INT64_MIN then one of gain
   INT64_MAX (worth -2^64 + 1), and an end worth INT64_MIN, whether it
   is the start or is reached by a move. */
Test(overflow, gains_and_ends_at_the_limits)
{
    struct dag_game d;
    dag_init(&d, 3);
    d.nchild[0] = d.nchild[1] = 1;
    d.child[0][0] = 1, d.gain[0][0] = INT64_MIN;
    d.child[1][0] = 2, d.gain[1][0] = INT64_MAX;
    expect_overflow(&d, "gains INT64_MIN, then INT64_MAX");
    d.gain[0][0] = INT64_MAX;          /* MAX - MAX = 0: fits */
    int64_t memo[DAG_MAX];
    cr_assert_eq(search(&d.g, NULL, "gains INT64_MAX, INT64_MAX").value, 0);
    cr_assert_eq(search(&d.g, memo, "gains INT64_MAX, INT64_MAX").value, 0);

    dag_init(&d, 1);
    d.end[0] = INT64_MIN;
    expect_overflow(&d, "a start that ends at INT64_MIN");
    d.end[0] = -INT64_MAX;
    cr_assert_eq(search(&d.g, NULL, "an end at -INT64_MAX").value, -INT64_MAX);

    dag_init(&d, 2);
    d.nchild[0] = 1, d.child[0][0] = 1, d.gain[0][0] = 0;
    d.end[1] = INT64_MIN;
    expect_overflow(&d, "a move into an end at INT64_MIN");
}

/* A move worth less than -(2^63 - 1) is passed over when another move
   is in range; the position is refused only when every move is. */
Test(overflow, a_move_worth_too_little_is_not_the_best)
{
    struct dag_game d;
    dag_init(&d, 3);
    d.nchild[0] = 2;
    d.child[0][0] = 1, d.gain[0][0] = INT64_MIN;   /* worth -2^63 - 5 */
    d.child[0][1] = 2, d.gain[0][1] = -7;          /* worth -7 */
    d.end[1] = 5;
    struct searched r = search(&d.g, NULL, "one move too low, one in range");
    cr_assert(r.value == -7 && r.best == 1, "value %lld, best %zu",
              (long long)r.value, r.best);
    d.gain[0][1] = INT64_MIN + 1;
    d.end[2] = 1;                                  /* worth -2^63: too low */
    expect_overflow(&d, "both moves too low");
}

/* Random games of up to DAG_MAX positions, with gains and ends drawn
   from near the limits of int64_t and near zero, with and without a
   memo: SG_EOVERFLOW exactly when a position's exact value is out of
   range, and otherwise the exact value and the first best move. */
Test(overflow, random_gains_near_the_limits, .timeout = 60)
{
    static const int64_t near[] = { INT64_MIN, INT64_MIN + 1, INT64_MIN + 2,
        -INT64_MAX / 2, -3, -1, 0, 1, 2, INT64_MAX / 2, INT64_MAX - 1, INT64_MAX };
    uint64_t seed = 34;
    size_t fits = 0, over_count = 0;
#define NEXT() (seed = seed * 6364136223846793005ULL + 1442695040888963407ULL, seed >> 33)
    for (int round = 0; round < 20000; round++) {
        struct dag_game d;
        size_t n = 1 + NEXT() % DAG_MAX;
        dag_init(&d, n);
        for (size_t p = 0; p < n; p++) {
            d.end[p] = near[NEXT() % LEN(near)];
            d.nchild[p] = p + 1 < n ? NEXT() % 4 : 0;
            for (size_t k = 0; k < d.nchild[p]; k++) {
                d.child[p][k] = p + 1 + NEXT() % (n - p - 1);
                d.gain[p][k] = near[NEXT() % LEN(near)];
            }
        }
        bool over = false;
        wide exact = dag_value(&d, 0, &over);
        if (over) {
            expect_overflow(&d, "a random game out of range");
            over_count++;
            continue;
        }
        size_t first = SIZE_MAX;
        for (size_t k = 0; k < d.nchild[0] && first == SIZE_MAX; k++) {
            bool unused = false;
            if ((wide)d.gain[0][k] - dag_value(&d, d.child[0][k], &unused) == exact)
                first = k;
        }
        int64_t memo[DAG_MAX];
        struct searched plain = search(&d.g, NULL, "a random game in range");
        struct searched memoed = search(&d.g, memo, "a random game in range");
        cr_assert((wide)plain.value == exact && (wide)memoed.value == exact,
                  "round %d: values %lld and %lld, exact %lld", round,
                  (long long)plain.value, (long long)memoed.value, (long long)exact);
        cr_assert(plain.best == first && memoed.best == first,
                  "round %d: best %zu and %zu, first best %zu", round,
                  plain.best, memoed.best, first);
        fits++;
    }
#undef NEXT
    cr_assert_gt(fits, 2000, "only %zu random games in range", fits);
    cr_assert_gt(over_count, 2000, "only %zu random games out of range", over_count);
}
