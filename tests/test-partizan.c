/* test-partizan.c: tests of Blue-Red Hackenbush and Cutcake in
   libstonegame.  Berlekamp's rule (sg_hackenbush_value, _sum) against
   two searches that know no values, the library's
   (sg_hackenbush_outcome) and one written here over the lengths of the
   stalks: on every stalk of 1 to 12 edges (8,190) and on every sum of two
   stalks of up to 5 edges and of three of up to 4, the class of G must be
   the one the sign of its value x says, and G beside the stalk of -x
   (sg_hackenbush_stalk, whose value by the rule must be -x) must be a
   second-player win.  Lines of play (sg_hackenbush_line) replayed move by
   move on those sums, both players starting.  Forest values by bisection
   (sg_hackenbush_forest_value) on every forest of up to 5 edges, checked
   by the search written here.  Cutcake against Winning Ways' formula,
   and by a search of its own that knows no values: every piece of up to
   5 x 5 and every sum of two of them of at most 32 squares, beside the
   free moves of minus its value, a second-player win.
   Errors and the text of values. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

enum { MAXS = 4, MAXE = 16 };   /* stalks in a sum searched here, edges each */
enum { LW = 1, RW = 2 };        /* Left wins moving first; Right does */

/* A sum of up to MAXS stalks of up to MAXE edges. */
struct sum {
    size_t n, len[MAXS];
    char s[MAXS][MAXE];
};

/* The search written here: a position is the lengths of the stalks, a
   number in mixed radix; memo[p] is 1 + the two facts, 0 if unknown. */
static unsigned char memo[1 << 20];

static int brute_wins(const struct sum *g, const size_t *len, size_t code,
                      const size_t *radix)
{
    if (memo[code] != 0)
        return memo[code] - 1;
    int wins = 0;
    for (size_t k = 0; k < g->n; k++)
        for (size_t e = 0; e < len[k]; e++) {
            size_t cut[MAXS];
            memcpy(cut, len, sizeof cut);
            cut[k] = e;
            int after = brute_wins(g, cut, code - (len[k] - e) * radix[k], radix);
            if (g->s[k][e] == 'B' && !(after & RW))
                wins |= LW;
            if (g->s[k][e] == 'R' && !(after & LW))
                wins |= RW;
        }
    memo[code] = (unsigned char)(wins + 1);
    return wins;
}

static uint64_t brute_positions;

/* The class of g by the search written here, in the library's names. */
static int brute_class(const struct sum *g)
{
    size_t radix[MAXS], code = 0, positions = 1;
    for (size_t k = 0; k < g->n; k++) {
        radix[k] = positions;
        code += g->len[k] * positions;
        positions *= g->len[k] + 1;
    }
    cr_assert(positions <= sizeof memo, "a sum too large for the test");
    memset(memo, 0, positions);
    brute_positions += positions;
    int wins = brute_wins(g, g->len, code, radix);
    static const int class_of[4] = {SG_OUTCOME_P, SG_OUTCOME_L, SG_OUTCOME_R,
                                    SG_OUTCOME_N};
    return class_of[wins];
}

/* The class of g by the library's search, on g as a forest of paths. */
static int library_class(const struct sum *g)
{
    int parent[MAXS * MAXE], outcome = -1;
    char colour[MAXS * MAXE];
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        for (size_t e = 0; e < g->len[k]; e++, n++)
            parent[n] = e == 0 ? -1 : (int)n - 1, colour[n] = g->s[k][e];
    int status = sg_hackenbush_outcome(&(struct sg_forest){n, parent, colour},
                                       &outcome);
    cr_assert_eq(status, SG_OK, "sg_hackenbush_outcome: %s",
                 sg_strerror(status));
    return outcome;
}

static void describe(const struct sum *g, char *buf, size_t size)
{
    size_t at = 0;
    for (size_t k = 0; k < g->n && at + MAXE + 3 < size; k++)
        at += (size_t)snprintf(buf + at, size - at, "%s%.*s", k ? " + " : "",
                               (int)g->len[k], g->s[k]);
    if (g->n == 0)
        snprintf(buf, size, "(empty)");
}

static struct sg_dyadic value_of(const struct sum *g)
{
    const char *s[MAXS];
    struct sg_dyadic v = {7, 7};
    for (size_t k = 0; k < g->n; k++)
        s[k] = g->s[k];
    int status = sg_hackenbush_sum(s, g->len, g->n, &v);
    cr_assert_eq(status, SG_OK, "sg_hackenbush_sum: %s", sg_strerror(status));
    return v;
}

static uint64_t checked;           /* inputs checked against the searches */

/* The rule's value x of g must give the class of g, and g with the
   stalk of -x beside it must be a second-player win, by both searches. */
static void check_value(const struct sum *g)
{
    char d[128];
    describe(g, d, sizeof d);
    struct sg_dyadic x = value_of(g), minus = {-x.num, x.exp}, back;
    int want = x.num > 0 ? SG_OUTCOME_L : x.num < 0 ? SG_OUTCOME_R
             : SG_OUTCOME_P;
    CHECK(brute_class(g) == want, "%s: the search here disagrees with the "
          "sign of %lld/2^%d", d, (long long)x.num, x.exp);
    CHECK(library_class(g) == want, "%s: sg_hackenbush_outcome disagrees", d);
    struct sum h = *g;
    h.n++;
    cr_assert_eq(sg_hackenbush_stalk(minus, h.s[g->n], MAXE, &h.len[g->n]),
                 SG_OK, "%s: no stalk of -x", d);
    cr_assert_eq(sg_hackenbush_value(h.s[g->n], h.len[g->n], &back), SG_OK);
    CHECK(back.num == minus.num && back.exp == minus.exp,
          "%s: the stalk of -x has another value", d);
    CHECK(brute_class(&h) == SG_OUTCOME_P, "%s beside %.*s: not P", d,
          (int)h.len[g->n], h.s[g->n]);
    CHECK(library_class(&h) == SG_OUTCOME_P, "%s beside the stalk of -x: "
          "sg_hackenbush_outcome says not P", d);
    checked++;
}

/* Stalk number i of length len: its edges are the binary digits of i,
   1 for red. */
static void make_stalk(char *s, size_t len, unsigned i)
{
    for (size_t e = 0; e < len; e++)
        s[e] = i >> (len - 1 - e) & 1 ? 'R' : 'B';
}

Test(partizan, every_stalk_up_to_12)
{
    uint64_t before = checked;
    for (size_t len = 1; len <= 12; len++)
        for (unsigned i = 0; i < 1u << len; i++) {
            struct sum g = {.n = 1, .len = {len}};
            make_stalk(g.s[0], len, i);
            check_value(&g);
        }
    cr_assert_eq(checked - before, 8190);
    cr_log_info("%llu stalks checked against both searches",
                (unsigned long long)(checked - before));
}

/* The stalks of 1 to max edges, listed: count is 2^(max+1) - 2. */
static size_t list_stalks(size_t max, char (*s)[MAXE], size_t *len)
{
    size_t count = 0;
    for (size_t l = 1; l <= max; l++)
        for (unsigned i = 0; i < 1u << l; i++, count++)
            make_stalk(s[count], l, i), len[count] = l;
    return count;
}

static void check_line(const struct sum *g, bool left_first);

Test(partizan, every_sum_of_two_and_three)
{
    static char s[126][MAXE];
    static size_t len[126];
    uint64_t before = checked;
    size_t five = list_stalks(5, s, len), four = 30;
    for (size_t a = 0; a < five; a++)
        for (size_t b = a; b < five; b++) {
            struct sum g = {.n = 2, .len = {len[a], len[b]}};
            memcpy(g.s[0], s[a], MAXE), memcpy(g.s[1], s[b], MAXE);
            check_value(&g);
            check_line(&g, true), check_line(&g, false);
        }
    for (size_t a = 0; a < four; a++)
        for (size_t b = a; b < four; b++)
            for (size_t c = b; c < four; c++) {
                struct sum g = {.n = 3, .len = {len[a], len[b], len[c]}};
                memcpy(g.s[0], s[a], MAXE), memcpy(g.s[1], s[b], MAXE);
                memcpy(g.s[2], s[c], MAXE);
                check_value(&g);
                check_line(&g, true), check_line(&g, false);
            }
    cr_assert_eq(checked - before, 62 * 63 / 2 + 30 * 31 * 32 / 6);
    cr_log_info("%llu sums checked against both searches",
                (unsigned long long)(checked - before));
}

/* A line of play replayed: each move cuts a standing edge of the
   mover's colour; the line ends when the mover has no edge left; the
   winner's moves keep a position the opponent loses moving first, by
   the search written here. */
static int wins_now(const struct sum *g)
{
    int c = brute_class(g);
    return c == SG_OUTCOME_L ? LW : c == SG_OUTCOME_R ? RW
         : c == SG_OUTCOME_N ? LW | RW : 0;
}

static bool has_move(const struct sum *g, char colour)
{
    for (size_t k = 0; k < g->n; k++)
        if (memchr(g->s[k], colour, g->len[k]) != NULL)
            return true;
    return false;
}

static void check_line(const struct sum *g, bool left_first)
{
    const char *s[MAXS];
    struct sg_hackenbush_move moves[MAXS * MAXE];
    size_t nmoves = 0, edges = 0;
    char d[128];
    describe(g, d, sizeof d);
    for (size_t k = 0; k < g->n; k++)
        s[k] = g->s[k], edges += g->len[k];
    cr_assert_eq(sg_hackenbush_line(s, g->len, g->n, left_first, moves,
                                    MAXS * MAXE, &nmoves), SG_OK);
    CHECK(nmoves <= edges, "%s: a line longer than the edges", d);
    struct sum at = *g;
    bool left = left_first;
    bool left_wins = left_first ? (wins_now(g) & LW) != 0
                                : (wins_now(g) & RW) == 0;
    for (size_t j = 0; j < nmoves; j++, left = !left) {
        size_t k = moves[j].stalk, e = moves[j].edge;
        CHECK(k < at.n && e < at.len[k] && at.s[k][e] == (left ? 'B' : 'R'),
              "%s, move %zu: not a cut of the mover's colour", d, j + 1);
        at.len[k] = e;
        if (left == left_wins)
            CHECK(!(wins_now(&at) & (left ? RW : LW)), "%s, move %zu: the "
                  "winner's move gives the win away", d, j + 1);
    }
    CHECK(!has_move(&at, left ? 'B' : 'R'), "%s: the line stops early", d);
    CHECK(left != left_wins, "%s: the line ends with the winner to move", d);
}

/* The search written here on forests: a position is a mask of standing
   edges. */
static unsigned char fmemo[1 << 16];

static int forest_wins(const int *parent, const char *colour, size_t n,
                       unsigned mask)
{
    if (fmemo[mask] != 0)
        return fmemo[mask] - 1;
    int wins = 0;
    for (size_t e = 0; e < n; e++) {
        if (!(mask >> e & 1))
            continue;
        unsigned after = mask & ~(1u << e);
        for (size_t f = e + 1; f < n; f++)      /* parents come first */
            if (parent[f] >= 0 && !(after >> parent[f] & 1))
                after &= ~(1u << f);
        int w = forest_wins(parent, colour, n, after);
        if (colour[e] == 'B' && !(w & RW))
            wins |= LW;
        if (colour[e] == 'R' && !(w & LW))
            wins |= RW;
    }
    fmemo[mask] = (unsigned char)(wins + 1);
    return wins;
}

/* The value of a forest by bisection: the forest beside the stalk of
   -x must be P by the search here, and its class that of x's sign, by
   both searches. */
static void check_forest(int *parent, char *colour, size_t n)
{
    struct sg_dyadic x;
    size_t more = 0;
    int outcome = -1;
    struct sg_forest f = {n, parent, colour};
    cr_assert_eq(sg_hackenbush_forest_value(&f, &x), SG_OK);
    cr_assert_eq(sg_hackenbush_outcome(&f, &outcome), SG_OK);
    memset(fmemo, 0, 1u << n);
    int w = forest_wins(parent, colour, n, (1u << n) - 1);
    int want = x.num > 0 ? LW : x.num < 0 ? RW : 0;
    static const int class_of[4] = {SG_OUTCOME_P, SG_OUTCOME_L, SG_OUTCOME_R,
                                    SG_OUTCOME_N};
    CHECK(w == want && outcome == class_of[want], "a forest of %zu edges: "
          "the class is not the sign of its value", n);
    cr_assert_eq(sg_hackenbush_stalk((struct sg_dyadic){-x.num, x.exp},
                                     colour + n, MAXE - n, &more), SG_OK);
    for (size_t e = n; e < n + more; e++)
        parent[e] = e == n ? -1 : (int)e - 1;
    memset(fmemo, 0, 1u << (n + more));
    CHECK(forest_wins(parent, colour, n + more, (1u << (n + more)) - 1) == 0,
          "a forest of %zu edges is not the value bisection found", n);
    if (n > 0 && parent[0] == -1) {           /* a path: the rule too */
        bool path = true;
        for (size_t e = 1; e < n; e++)
            path = path && parent[e] == (int)e - 1;
        struct sg_dyadic r;
        if (path) {
            cr_assert_eq(sg_hackenbush_value(colour, n, &r), SG_OK);
            CHECK(r.num == x.num && r.exp == x.exp, "a path: bisection and "
                  "the rule differ");
        }
    }
}

/* Every forest of n edges: parent[i] from -1 to i-1, each colour. */
static void check_forests(size_t n, uint64_t *count)
{
    size_t ways = 1;
    for (size_t i = 0; i < n; i++)
        ways *= i + 1;
    for (size_t w = 0; w < ways; w++)
        for (unsigned c = 0; c < 1u << n; c++) {
            int parent[MAXE];
            char colour[MAXE];
            size_t rest = w;
            for (size_t i = 0; i < n; i++) {
                parent[i] = (int)(rest % (i + 1)) - 1, rest /= i + 1;
                colour[i] = c >> i & 1 ? 'R' : 'B';
            }
            check_forest(parent, colour, n);
            (*count)++;
        }
}

Test(partizan, every_forest_up_to_5)
{
    uint64_t count = 0;
    for (size_t n = 0; n <= 5; n++)
        check_forests(n, &count);
    /* sum over n of n! 2^n */
    cr_assert_eq(count, 1 + 2 + 8 + 48 + 384 + 3840);
    cr_log_info("%llu forests valued by bisection and checked",
                (unsigned long long)count);
}

/* Winning Ways' formula: w >= h: floor(w / 2^floor(log2 h)) - 1; else
   the negative with the sides exchanged. */
static int64_t cutcake_formula(int64_t w, int64_t h)
{
    if (w < h)
        return -cutcake_formula(h, w);
    int64_t p = 1;
    while (2 * p <= h)
        p *= 2;
    return w / p - 1;
}

Test(partizan, cutcake_against_the_formula)
{
    int count = 0;
    for (size_t w = 1; w <= 32; w++)
        for (size_t h = 1; h <= 32; h++) {
            struct sg_dyadic v = {7, 7};
            cr_assert_eq(sg_cutcake(w, h, &v), SG_OK);
            CHECK(v.exp == 0 && v.num == cutcake_formula((int64_t)w, (int64_t)h),
                  "Cutcake %zu x %zu: %lld/2^%d", w, h, (long long)v.num, v.exp);
            count++;
        }
    cr_assert_eq(count, 1024);
    struct sg_dyadic v;
    cr_assert_eq(sg_cutcake(64, 64, &v), SG_OK);
    cr_assert_eq(v.num, 0);
    cr_assert_eq(sg_cutcake(0, 3, &v), SG_EINVAL);
    cr_assert_eq(sg_cutcake(3, 65, &v), SG_EINVAL);
    cr_assert_eq(sg_cutcake(3, 3, NULL), SG_ENULL);
}

/* Cutcake by a search that knows no numbers.  A position is a sum of
   pieces of at most CW x CW squares, of at most CAREA squares in all,
   and F free moves (F > 0: Left's, F < 0: Right's, |F| <= CF), the
   stalk of one colour that stands for minus a value.  It is coded in
   mixed radix: for each size w x h but 1 x 1 (which nobody can cut) the
   number of such pieces, at most CAREA / (w h), and F + CF; the
   positions decided are kept in a hash table, with the two facts. */
enum { CW = 5, CAREA = 32, CF = 8 };

struct cake_memo {
    uint64_t place[CW + 1][CW + 1], fplace;
    uint64_t *keys;
    unsigned char *wins;
    size_t cap, used;
};
static struct cake_memo cm;

static void cake_memo_start(void)
{
    uint64_t place = 1;
    for (int w = 1; w <= CW; w++)
        for (int h = 1; h <= CW; h++) {
            cm.place[w][h] = w * h == 1 ? 0 : place;
            if (w * h > 1)
                place *= (uint64_t)(CAREA / (w * h) + 1);
        }
    cm.fplace = place;
    cr_assert_lt(place, UINT64_MAX / (2 * CF + 1));  /* the code fits */
    cm.cap = (size_t)1 << 16, cm.used = 0;
    cm.keys = malloc(cm.cap * sizeof *cm.keys);
    cm.wins = malloc(cm.cap);
    cr_assert(cm.keys != NULL && cm.wins != NULL);
    memset(cm.keys, 0xff, cm.cap * sizeof *cm.keys);
}

static size_t cake_slot(uint64_t *keys, size_t cap, uint64_t key)
{
    size_t i = (size_t)(key * 0x9e3779b97f4a7c15ull >> 17) & (cap - 1);
    while (keys[i] != UINT64_MAX && keys[i] != key)
        i = (i + 1) & (cap - 1);
    return i;
}

static void cake_remember(uint64_t key, int wins)
{
    if (2 * (cm.used + 1) > cm.cap) {
        size_t cap = 2 * cm.cap;
        uint64_t *keys = malloc(cap * sizeof *keys);
        unsigned char *w = malloc(cap);
        cr_assert(keys != NULL && w != NULL);
        memset(keys, 0xff, cap * sizeof *keys);
        for (size_t i = 0; i < cm.cap; i++)
            if (cm.keys[i] != UINT64_MAX) {
                size_t j = cake_slot(keys, cap, cm.keys[i]);
                keys[j] = cm.keys[i], w[j] = cm.wins[i];
            }
        free(cm.keys), free(cm.wins);
        cm.keys = keys, cm.wins = w, cm.cap = cap;
    }
    size_t i = cake_slot(cm.keys, cm.cap, key);
    cm.keys[i] = key, cm.wins[i] = (unsigned char)wins;
    cm.used++;
}

/* cnt[w][h] pieces of each size, f free moves; code their number. */
static int cake_wins(int cnt[CW + 1][CW + 1], int f, uint64_t code)
{
    size_t i = cake_slot(cm.keys, cm.cap, code);
    if (cm.keys[i] == code)
        return cm.wins[i];
    int wins = 0;
    if (f > 0 && !(cake_wins(cnt, f - 1, code - cm.fplace) & RW))
        wins |= LW;
    if (f < 0 && !(cake_wins(cnt, f + 1, code + cm.fplace) & LW))
        wins |= RW;
    for (int w = 1; w <= CW && wins != (LW | RW); w++)
        for (int h = 1; h <= CW && wins != (LW | RW); h++) {
            if (cnt[w][h] == 0)
                continue;
            cnt[w][h]--;
            for (int a = 1; a < w && !(wins & LW); a++) {  /* Left: a column cut */
                cnt[a][h]++, cnt[w - a][h]++;
                uint64_t to = code - cm.place[w][h] + cm.place[a][h]
                              + cm.place[w - a][h];
                if (!(cake_wins(cnt, f, to) & RW))
                    wins |= LW;
                cnt[a][h]--, cnt[w - a][h]--;
            }
            for (int b = 1; b < h && !(wins & RW); b++) {  /* Right: a row cut */
                cnt[w][b]++, cnt[w][h - b]++;
                uint64_t to = code - cm.place[w][h] + cm.place[w][b]
                              + cm.place[w][h - b];
                if (!(cake_wins(cnt, f, to) & LW))
                    wins |= RW;
                cnt[w][b]--, cnt[w][h - b]--;
            }
            cnt[w][h]++;
        }
    cake_remember(code, wins);
    return wins;
}

/* The two facts of the pieces w[i] x h[i], i < n, beside f free moves. */
static int cake_search(const int *w, const int *h, int n, int f)
{
    int cnt[CW + 1][CW + 1] = {{0}};
    uint64_t code = (uint64_t)(f + CF) * cm.fplace;
    for (int i = 0; i < n; i++)
        cnt[w[i]][h[i]]++, code += cm.place[w[i]][h[i]];
    return cake_wins(cnt, f, code);
}

static int64_t cake_value(int w, int h)
{
    struct sg_dyadic v;
    cr_assert_eq(sg_cutcake((size_t)w, (size_t)h, &v), SG_OK);
    cr_assert_eq(v.exp, 0);
    return v.num;
}

/* Every piece of up to 5 x 5 with the value c: alone, in the class the
   sign of c says; beside -c (|c| free moves for the other player), a
   second-player win.  Then every sum of two such pieces of at most
   32 squares in all, beside minus the sum of their values: the values
   add, as the simplest number theorem says they must. */
Test(partizan, cutcake_by_search)
{
    cake_memo_start();
    int pieces = 0, pairs = 0;
    for (int w = 1; w <= CW; w++)
        for (int h = 1; h <= CW; h++) {
            int64_t c = cake_value(w, h);
            int alone = cake_search(&w, &h, 1, 0);
            CHECK(alone == (c > 0 ? LW : c < 0 ? RW : 0),
                  "Cutcake %d x %d of value %lld: the search finds %d", w, h,
                  (long long)c, alone);
            CHECK(cake_search(&w, &h, 1, (int)-c) == 0,
                  "Cutcake %d x %d minus %lld is not a second-player win",
                  w, h, (long long)c);
            pieces++;
        }
    for (int p = 0; p < CW * CW; p++)
        for (int q = p; q < CW * CW; q++) {
            int w[2] = {p / CW + 1, q / CW + 1}, h[2] = {p % CW + 1, q % CW + 1};
            if (w[0] * h[0] + w[1] * h[1] > CAREA)
                continue;
            int64_t c = cake_value(w[0], h[0]) + cake_value(w[1], h[1]);
            cr_assert_leq(c < 0 ? -c : c, CF);
            CHECK(cake_search(w, h, 2, (int)-c) == 0,
                  "Cutcake %d x %d + %d x %d minus %lld is not a "
                  "second-player win", w[0], h[0], w[1], h[1], (long long)c);
            pairs++;
        }
    cr_assert_eq(pieces, 25);
    cr_assert_eq(pairs, 303);           /* the number the chapter gives */
    cr_log_info("Cutcake: %d pieces and %d sums of two by search, %zu "
                "positions", pieces, pairs, cm.used);
    free(cm.keys), free(cm.wins);
}

Test(partizan, the_text_of_values)
{
    char buf[SG_DYADIC_TEXT];
    struct { struct sg_dyadic x; const char *want; } cases[] = {
        {{0, 0}, "0"}, {{3, 2}, "3/4"}, {{-5, 1}, "-5/2"}, {{12, 3}, "3/2"},
        {{7, 0}, "7"}, {{0, 5}, "0"}, {{1, 62}, "1/4611686018427387904"},
        {{INT64_MIN, 0}, "-9223372036854775808"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_assert_eq(sg_dyadic_text(cases[i].x, buf, sizeof buf), SG_OK);
        cr_assert_str_eq(buf, cases[i].want);
    }
    cr_assert_eq(sg_dyadic_text((struct sg_dyadic){1, 63}, buf, sizeof buf), SG_EINVAL);
    cr_assert_eq(sg_dyadic_text((struct sg_dyadic){1, -1}, buf, sizeof buf), SG_EINVAL);
    cr_assert_eq(sg_dyadic_text((struct sg_dyadic){1, 0}, buf, 10), SG_EINVAL);
    cr_assert_eq(sg_dyadic_text((struct sg_dyadic){1, 0}, NULL, 48), SG_ENULL);
}

Test(partizan, values_by_the_rule)
{
    struct { const char *s; int64_t num; int exp; } cases[] = {
        {"", 0, 0}, {"B", 1, 0}, {"R", -1, 0}, {"BR", 1, 1}, {"RB", -1, 1},
        {"BRB", 3, 2}, {"BRR", 1, 2}, {"BBRR", 5, 2}, {"BBRBRRB", 51, 5},
        {"RBBBR", -3, 4}, {"BBBB", 4, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct sg_dyadic v;
        cr_assert_eq(sg_hackenbush_value(cases[i].s, strlen(cases[i].s), &v), SG_OK);
        cr_assert(v.num == cases[i].num && v.exp == cases[i].exp, "%s", cases[i].s);
    }
    /* the longest stalk: a blue edge and 47 red ones, 2^-47 */
    char s[SG_HACKENBUSH_MAX_EDGES + 1];
    memset(s, 'R', sizeof s);
    s[0] = 'B';
    struct sg_dyadic v;
    cr_assert_eq(sg_hackenbush_value(s, SG_HACKENBUSH_MAX_EDGES, &v), SG_OK);
    cr_assert(v.num == 1 && v.exp == 47);
    cr_assert_eq(sg_hackenbush_value(s, SG_HACKENBUSH_MAX_EDGES + 1, &v), SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_value("BxR", 3, &v), SG_EINVAL);
    cr_assert_eq(sg_hackenbush_value("bR", 2, &v), SG_EINVAL);
    cr_assert_eq(sg_hackenbush_value(NULL, 1, &v), SG_ENULL);
    cr_assert_eq(sg_hackenbush_value(NULL, 0, &v), SG_OK);
    cr_assert_eq(sg_hackenbush_value("B", 1, NULL), SG_ENULL);
}

/* The largest sum: 1024 blue stalks of 48 edges, and 1024 stalks with a
   blue edge and 47 more: exact. */
Test(partizan, the_largest_sums)
{
    static char blue[SG_HACKENBUSH_MAX_EDGES], fine[SG_HACKENBUSH_MAX_EDGES];
    static const char *s[SG_HACKENBUSH_MAX_STALKS + 1];
    static size_t len[SG_HACKENBUSH_MAX_STALKS + 1];
    memset(blue, 'B', sizeof blue);
    memset(fine, 'R', sizeof fine);
    fine[0] = 'B';
    for (size_t k = 0; k <= SG_HACKENBUSH_MAX_STALKS; k++)
        s[k] = k % 2 ? fine : blue, len[k] = SG_HACKENBUSH_MAX_EDGES;
    struct sg_dyadic v;
    cr_assert_eq(sg_hackenbush_sum(s, len, SG_HACKENBUSH_MAX_STALKS, &v), SG_OK);
    /* 512 * 48 + 512 * 2^-47 = 24576 + 2^-38 */
    cr_assert(v.exp == 38 && v.num == ((int64_t)24576 << 38) + 1);
    cr_assert_eq(sg_hackenbush_sum(s, len, SG_HACKENBUSH_MAX_STALKS + 1, &v),
                 SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_sum(NULL, len, 1, &v), SG_ENULL);
    cr_assert_eq(sg_hackenbush_sum(NULL, NULL, 0, &v), SG_OK);
    cr_assert_eq(v.num, 0);
    size_t nmoves = 0;
    struct sg_hackenbush_move *m = malloc(SG_HACKENBUSH_MAX_STALKS
                                          * SG_HACKENBUSH_MAX_EDGES * sizeof *m);
    cr_assert(m != NULL);
    cr_assert_eq(sg_hackenbush_line(s, len, SG_HACKENBUSH_MAX_STALKS, true, m,
                                    SG_HACKENBUSH_MAX_STALKS
                                    * SG_HACKENBUSH_MAX_EDGES, &nmoves), SG_OK);
    /* the value is positive: Left, first, also moves last */
    cr_assert(nmoves % 2 == 1 && nmoves <= 1024 * 48, "%zu moves", nmoves);
    cr_assert_eq(sg_hackenbush_line(s, len, 2, true, NULL, 0, &nmoves), SG_OK);
    cr_assert_eq(sg_hackenbush_line(s, len, 2, true, NULL, 1, &nmoves), SG_ENULL);
    free(m);
}

Test(partizan, stalks_of_values)
{
    char s[64];
    size_t len = 0;
    cr_assert_eq(sg_hackenbush_stalk((struct sg_dyadic){-11, 3}, s, sizeof s, &len), SG_OK);
    cr_assert(len == 5 && memcmp(s, "RRBBR", 5) == 0);
    cr_assert_eq(sg_hackenbush_stalk((struct sg_dyadic){0, 0}, s, 0, &len), SG_OK);
    cr_assert_eq(len, 0);
    cr_assert_eq(sg_hackenbush_stalk((struct sg_dyadic){5, 0}, s, 4, &len), SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_stalk((struct sg_dyadic){5, 63}, s, 64, &len), SG_EINVAL);
    cr_assert_eq(sg_hackenbush_stalk((struct sg_dyadic){5, 0}, NULL, 64, &len), SG_ENULL);
    /* every dyadic with exponent up to 6 and magnitude below 4: back
       and forth through the rule */
    for (int exp = 0; exp <= 6; exp++)
        for (int64_t num = -(4 << exp) + 1; num < (4 << exp); num++) {
            struct sg_dyadic x = {num, exp}, back;
            cr_assert_eq(sg_hackenbush_stalk(x, s, sizeof s, &len), SG_OK);
            cr_assert_eq(sg_hackenbush_value(s, len, &back), SG_OK);
            cr_assert(back.num * ((int64_t)1 << exp) == num * ((int64_t)1 << back.exp));
        }
}

Test(partizan, forests_refused)
{
    int parent[64], outcome;
    char colour[64];
    struct sg_dyadic v;
    for (size_t i = 0; i < 64; i++)
        parent[i] = -1, colour[i] = 'B';
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){64, parent, colour}, &outcome), SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){2, parent, colour}, NULL), SG_ENULL);
    cr_assert_eq(sg_hackenbush_outcome(NULL, &outcome), SG_ENULL);
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){2, NULL, colour}, &outcome), SG_ENULL);
    parent[1] = 1;
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){2, parent, colour}, &outcome), SG_EINVAL);
    parent[1] = -2;
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){2, parent, colour}, &outcome), SG_EINVAL);
    parent[1] = 0, colour[1] = 'G';
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){2, parent, colour}, &outcome), SG_EINVAL);
    colour[1] = 'B';
    /* 21 single edges have 2^21 positions: more than the search keeps */
    cr_assert_eq(sg_hackenbush_outcome(&(struct sg_forest){21, parent + 2, colour}, &outcome), SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_forest_value(&(struct sg_forest){25, parent, colour}, &v), SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_forest_value(NULL, &v), SG_ENULL);
    /* a star of 3 blue edges and a red one on the ground: 2 */
    parent[1] = -1, colour[3] = 'R';
    cr_assert_eq(sg_hackenbush_forest_value(&(struct sg_forest){4, parent, colour}, &v), SG_OK);
    cr_assert(v.num == 2 && v.exp == 0);
}
