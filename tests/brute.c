/* brute.c: the brute-force oracle and the test helpers declared in
   brute.h. */
#include "brute.h"

#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"

int64_t brute_value(const int *values, size_t n, size_t i, int alice_to_move,
                    int64_t alice, int64_t bob)
{
    int64_t best = 0, gain = 0;
    int have = 0;
    size_t k;

    if (i >= n)
        return alice - bob;            /* the game is over */
    for (k = 1; k <= 3 && i + k <= n; k++) {
        int64_t v;
        gain += values[i + k - 1];
        if (alice_to_move)
            v = brute_value(values, n, i + k, 0, alice + gain, bob);
        else
            v = brute_value(values, n, i + k, 1, alice, bob + gain);
        if (!have || (alice_to_move ? v > best : v < best)) {
            best = v;
            have = 1;
        }
    }
    return best;
}

int64_t brute_stone3(const int *values, size_t n)
{
    return brute_value(values, n, 0, 1, 0, 0);
}

int64_t brute_best_from(const int *values, size_t n, size_t i)
{
    return brute_value(values, n, i, 1, 0, 0);
}

/* brute_upto from position i, Alice to move if alice is non-zero, with
   alice - bob = diff so far. */
static int64_t brute_upto_from(const int *v, size_t n, size_t k, size_t i, int alice,
                               int64_t diff)
{
    if (i == n)
        return diff;
    int64_t best = 0, taken = 0;
    for (size_t j = 1; j <= k && i + j <= n; j++) {
        taken += v[i + j - 1];
        int64_t r = brute_upto_from(v, n, k, i + j, !alice, alice ? diff + taken : diff - taken);
        if (j == 1 || (alice ? r > best : r < best))
            best = r;
    }
    return best;
}

int64_t brute_upto(const int *values, size_t n, size_t k)
{
    return brute_upto_from(values, n, k, 0, 1, 0);
}

unsigned brute_smallest_take(const int *values, size_t n, size_t i)
{
    int64_t want, gain = 0;
    size_t k;

    if (i >= n)
        return 0;
    want = brute_value(values, n, i, 1, 0, 0);
    for (k = 1; k <= 3 && i + k <= n; k++) {
        gain += values[i + k - 1];
        if (brute_value(values, n, i + k, 0, gain, 0) == want)
            return (unsigned)k;
    }
    return 0;                          /* unreachable: some k is optimal */
}

int brute_check_line(const int *values, size_t n, const unsigned char *moves,
                     size_t nmoves, int require_smallest, int64_t *diff,
                     char *msg, size_t msgsize)
{
    int64_t alice = 0, bob = 0;
    size_t i = 0, j;

    if (msgsize > 0)
        msg[0] = '\0';
    for (j = 0; j < nmoves; j++) {
        int alice_turn = (j % 2 == 0);
        size_t k = moves[j], kk;
        int64_t before, after, gain = 0;

        if (i >= n) {
            snprintf(msg, msgsize, "move %zu (k=%zu) made after all %zu stones were taken",
                     j, k, n);
            return 0;
        }
        if (k < 1 || k > 3 || k > n - i) {
            snprintf(msg, msgsize, "move %zu takes %zu stones at position %zu of %zu",
                     j, k, i, n);
            return 0;
        }
        before = brute_value(values, n, i, alice_turn, alice, bob);
        for (kk = 1; kk <= k; kk++)
            gain += values[i + kk - 1];
        if (alice_turn)
            after = brute_value(values, n, i + k, 0, alice + gain, bob);
        else
            after = brute_value(values, n, i + k, 1, alice, bob + gain);
        if (after != before) {
            snprintf(msg, msgsize,
                     "move %zu (%s takes %zu at position %zu) is not optimal: "
                     "value %lld before, %lld after",
                     j, alice_turn ? "Alice" : "Bob", k, i,
                     (long long)before, (long long)after);
            return 0;
        }
        if (require_smallest) {
            int64_t g = 0;
            for (kk = 1; kk < k; kk++) {
                int64_t v;
                g += values[i + kk - 1];
                v = alice_turn ? brute_value(values, n, i + kk, 0, alice + g, bob)
                               : brute_value(values, n, i + kk, 1, alice, bob + g);
                if (v == before) {
                    snprintf(msg, msgsize,
                             "move %zu (%s takes %zu at position %zu) is optimal "
                             "but taking %zu is optimal too",
                             j, alice_turn ? "Alice" : "Bob", k, i, kk);
                    return 0;
                }
            }
        }
        if (alice_turn)
            alice += gain;
        else
            bob += gain;
        i += k;
    }
    if (i != n) {
        snprintf(msg, msgsize, "the %zu moves take %zu stones, not %zu", nmoves, i, n);
        return 0;
    }
    if (diff != NULL)
        *diff = alice - bob;
    return 1;
}

const char *brute_format(const int *values, size_t n, char *buf, size_t size)
{
    size_t used = 0, i;

    if (size < 8) {
        if (size > 0)
            buf[0] = '\0';
        return buf;
    }
    buf[used++] = '[';
    for (i = 0; i < n; i++) {
        char item[16];
        int len = snprintf(item, sizeof item, "%s%d", i ? "," : "", values[i]);
        if (used + (size_t)len + 5 > size) {
            memcpy(buf + used, "...", 3);
            used += 3;
            break;
        }
        memcpy(buf + used, item, (size_t)len);
        used += (size_t)len;
    }
    buf[used++] = ']';
    buf[used] = '\0';
    return buf;
}

/* The cards v[lo..hi-1] remain; Alice has `alice` and Bob `bob`. */
static struct brute_score cards_play(const int *v, size_t lo, size_t hi, int alice_to_move,
                                     int64_t alice, int64_t bob)
{
    struct brute_score l, r;

    if (lo == hi)
        return (struct brute_score){ alice, bob };
    if (alice_to_move) {
        l = cards_play(v, lo + 1, hi, 0, alice + v[lo], bob);
        r = cards_play(v, lo, hi - 1, 0, alice + v[hi - 1], bob);
        return l.alice - l.bob >= r.alice - r.bob ? l : r;
    }
    l = cards_play(v, lo + 1, hi, 1, alice, bob + v[lo]);
    r = cards_play(v, lo, hi - 1, 1, alice, bob + v[hi - 1]);
    return l.alice - l.bob <= r.alice - r.bob ? l : r;
}

struct brute_score brute_cards(const int *v, size_t n)
{
    return cards_play(v, 0, n, 1, 0, 0);
}

/* The stones v[lo..hi-1] remain, worth `rest` together; Alice has
   scored `alice` and Bob `bob`.  A move removes one end and scores what
   is left; with one stone left the two ends are one stone, so only the
   left one is tried. */
static struct brute_score stone7_play(const int *v, size_t lo, size_t hi, int64_t rest,
                                      int alice_to_move, int64_t alice, int64_t bob)
{
    struct brute_score l, r;
    int64_t after_left, after_right;

    if (lo == hi)
        return (struct brute_score){ alice, bob };
    after_left = rest - v[lo];
    after_right = rest - v[hi - 1];
    if (alice_to_move) {
        l = stone7_play(v, lo + 1, hi, after_left, 0, alice + after_left, bob);
        if (hi - lo == 1)
            return l;
        r = stone7_play(v, lo, hi - 1, after_right, 0, alice + after_right, bob);
        return l.alice - l.bob >= r.alice - r.bob ? l : r;
    }
    l = stone7_play(v, lo + 1, hi, after_left, 1, alice, bob + after_left);
    if (hi - lo == 1)
        return l;
    r = stone7_play(v, lo, hi - 1, after_right, 1, alice, bob + after_right);
    return l.alice - l.bob <= r.alice - r.bob ? l : r;
}

struct brute_score brute_stone7(const int *v, size_t n)
{
    int64_t rest = 0;
    size_t i;

    cr_assert(n <= BRUTE_MAX_N, "brute_stone7: n = %zu (at most %d)", n, BRUTE_MAX_N);
    for (i = 0; i < n; i++)
        rest += v[i];
    return stone7_play(v, 0, n, rest, 1, 0, 0);
}

/* Piles v[i..n-1] remain, M = m, Alice has `alice` stones so far; returns
   the stones Alice ends with.  *visits counts the calls. */
static int64_t stone2_play(const int *v, size_t n, size_t i, size_t m, int alice_to_move,
                           int64_t alice, uint64_t *visits)
{
    int64_t best = 0, taken = 0;
    size_t x;

    ++*visits;
    if (i == n)
        return alice;
    for (x = 1; x <= 2 * m && i + x <= n; x++) {
        int64_t end;
        size_t next_m = m > x ? m : x;
        taken += v[i + x - 1];
        end = alice_to_move ? stone2_play(v, n, i + x, next_m, 0, alice + taken, visits)
                            : stone2_play(v, n, i + x, next_m, 1, alice, visits);
        if (x == 1 || (alice_to_move ? end > best : end < best))
            best = end;
    }
    return best;
}

int64_t brute_stone2_from(const int *v, size_t n, size_t i, size_t m, uint64_t *visits)
{
    uint64_t dummy = 0;
    return stone2_play(v, n, i, m, 1, 0, visits ? visits : &dummy);
}

int64_t brute_stone2(const int *v, size_t n)
{
    return brute_stone2_from(v, n, 0, 1, NULL);
}

/* The stones v[lo..hi-1] are in play and at most `rounds` rounds may
   still be played: the most Alice scores from there.  Every cut is tried,
   and on a tie both parts; Bob keeps the part with the smaller sum, or
   with keep_larger the part with the larger sum.  The sums are added up
   here, stone by stone. */
static int64_t stone5_play(const int *v, size_t lo, size_t hi, size_t rounds, int keep_larger)
{
    int64_t total = 0, left = 0, best = INT64_MIN;
    size_t k;

    if (hi - lo <= 1 || rounds == 0)
        return 0;
    for (k = lo; k < hi; k++)
        total += v[k];
    for (k = lo + 1; k < hi; k++) {            /* the left part is lo..k-1 */
        int64_t right, score = INT64_MIN;
        left += v[k - 1];
        right = total - left;
        if (keep_larger ? left >= right : left <= right) {   /* Bob may keep the left part */
            int64_t s = left + stone5_play(v, lo, k, rounds - 1, keep_larger);
            if (s > score)
                score = s;
        }
        if (keep_larger ? left <= right : left >= right) {   /* Bob may keep the right part */
            int64_t s = right + stone5_play(v, k, hi, rounds - 1, keep_larger);
            if (s > score)
                score = s;
        }
        if (score > best)
            best = score;
    }
    return best;
}

int64_t brute_stone5(const int *v, size_t n)
{
    return brute_stone5_variant(v, n, SIZE_MAX, 0);
}

int64_t brute_stone5_variant(const int *v, size_t n, size_t rounds, int keep_larger)
{
    cr_assert(n <= BRUTE_MAX_N, "brute_stone5: n = %zu (at most %d)", n, BRUTE_MAX_N);
    return n == 0 ? 0 : stone5_play(v, 0, n, rounds, keep_larger);
}

/* brute_stone5_layer, which brute_stone5_table calls with prev == next. */
static void stone5_layer(const int *v, size_t n, const int64_t *prev, int64_t *next,
                         int keep_larger)
{
    size_t i, j, k;

    for (i = n; i-- > 0; ) {                   /* from the last row */
        int64_t total = v[i];
        next[i * n + i] = 0;
        for (j = i + 1; j < n; j++) {
            int64_t left = 0, best = INT64_MIN;
            total += v[j];
            for (k = i; k < j; k++) {          /* the left part is i..k */
                int64_t right;
                left += v[k];
                right = total - left;
                if ((keep_larger ? left >= right : left <= right)
                    && left + prev[i * n + k] > best)
                    best = left + prev[i * n + k];
                if ((keep_larger ? left <= right : left >= right)
                    && right + prev[(k + 1) * n + j] > best)
                    best = right + prev[(k + 1) * n + j];
            }
            next[i * n + j] = best;
        }
    }
}

void brute_stone5_layer(const int *v, size_t n, const int64_t *prev, int64_t *next,
                        int keep_larger)
{
    stone5_layer(v, n, prev, next, keep_larger);
}

void brute_stone5_table(const int *v, size_t n, int64_t *table, int keep_larger)
{
    stone5_layer(v, n, table, table, keep_larger);
}

int64_t brute_stone5_cubic(const int *v, size_t n, int keep_larger)
{
    int64_t *t, value;

    if (n <= 1)
        return 0;
    t = calloc(n * n, sizeof *t);
    cr_assert_not_null(t, "brute_stone5_cubic: out of memory");
    brute_stone5_table(v, n, t, keep_larger);
    value = t[n - 1];
    free(t);
    return value;
}

/* The value of the stones i..j (i <= j) for brute_check_stone5_line. */
static int64_t stone5_value(const int *v, size_t n, const int64_t *table, size_t i, size_t j)
{
    return table != NULL ? table[i * n + j] : brute_stone5(v + i, j - i + 1);
}

int brute_check_stone5_line(const int *v, size_t n, const size_t *cuts, const char *kept,
                            size_t rounds, int64_t alice, const int64_t *table, int tie_rule,
                            char *msg, size_t msgsize)
{
    size_t i = 0, j = n ? n - 1 : 0, t, k;
    int64_t score = 0;

    if (msgsize > 0)
        msg[0] = '\0';
    cr_assert(table != NULL || n <= BRUTE_MAX_N, "brute_check_stone5_line: n = %zu without a "
              "table", n);
    for (k = 0; k < n; k++)
        if (v[k] < 0) {
            snprintf(msg, msgsize, "the row has a negative value at %zu", k);
            return 0;
        }
    if (n <= 1 && rounds != 0) {
        snprintf(msg, msgsize, "%zu rounds on a row of %zu stones", rounds, n);
        return 0;
    }
    for (t = 0; t < rounds; t++) {
        int64_t total = 0, l = 0, r, value, got, best_left = INT64_MIN, best_right = INT64_MIN;
        size_t c = cuts[t], left_k = 0, right_k = 0;

        if (i >= j) {
            snprintf(msg, msgsize, "round %zu is played with one stone left (stone %zu)",
                     t + 1, i + 1);
            return 0;
        }
        if (c < i + 1 || c > j) {
            snprintf(msg, msgsize, "round %zu cuts after stone %zu, outside the stones %zu..%zu "
                     "(counted from 1) in play", t + 1, c, i + 1, j + 1);
            return 0;
        }
        if (kept[t] != 'L' && kept[t] != 'R') {
            snprintf(msg, msgsize, "round %zu keeps part '%c' (%d), not L or R", t + 1,
                     kept[t], (int)(unsigned char)kept[t]);
            return 0;
        }
        for (k = i; k <= j; k++)
            total += v[k];
        for (k = i; k < c; k++)
            l += v[k];
        r = total - l;
        if (kept[t] == 'L' ? l > r : l < r) {
            snprintf(msg, msgsize, "round %zu cuts after stone %zu of %zu..%zu (%lld | %lld) and "
                     "Bob keeps the %s part, the larger one", t + 1, c, i + 1, j + 1,
                     (long long)l, (long long)r, kept[t] == 'L' ? "left" : "right");
            return 0;
        }
        /* Every cut of i..j and what it is worth, for the value of the
           interval and the library's choice among the optimal cuts. */
        value = stone5_value(v, n, table, i, j);
        {
            int64_t sl = 0;
            for (k = i; k < j; k++) {          /* the left part is i..k */
                sl += v[k];
                if (sl <= total - sl) {
                    int64_t s = sl + stone5_value(v, n, table, i, k);
                    if (s > best_left) {       /* the first: the shortest */
                        best_left = s;
                        left_k = k;
                    }
                }
                if (sl >= total - sl) {
                    int64_t s = total - sl + stone5_value(v, n, table, k + 1, j);
                    if (s >= best_right) {     /* the last: the shortest */
                        best_right = s;
                        right_k = k;
                    }
                }
            }
        }
        if (best_left > value || best_right > value) {
            snprintf(msg, msgsize, "at the stones %zu..%zu a cut scores %lld, more than their "
                     "value %lld: the reference is wrong", i + 1, j + 1,
                     (long long)(best_left > best_right ? best_left : best_right),
                     (long long)value);
            return 0;
        }
        got = kept[t] == 'L' ? l + stone5_value(v, n, table, i, c - 1)
                             : r + stone5_value(v, n, table, c, j);
        if (got != value) {
            snprintf(msg, msgsize, "round %zu (cut after stone %zu of %zu..%zu, %c kept) is not "
                     "optimal: it leads to %lld, the stones are worth %lld", t + 1, c, i + 1,
                     j + 1, kept[t], (long long)got, (long long)value);
            return 0;
        }
        if (tie_rule) {
            char want_side = best_left == value ? 'L' : 'R';
            size_t want_cut = (want_side == 'L' ? left_k : right_k) + 1;
            if (kept[t] != want_side || c != want_cut) {
                snprintf(msg, msgsize, "round %zu at the stones %zu..%zu cuts after stone %zu "
                         "and keeps %c; the rule (left if optimal, shortest part) says cut "
                         "after %zu and keep %c", t + 1, i + 1, j + 1, c, kept[t], want_cut,
                         want_side);
                return 0;
            }
        }
        score += kept[t] == 'L' ? l : r;
        if (kept[t] == 'L')
            j = c - 1;
        else
            i = c;
    }
    if (i != j) {
        snprintf(msg, msgsize, "the line ends after %zu rounds with the stones %zu..%zu still in "
                 "play", rounds, i + 1, j + 1);
        return 0;
    }
    if (score != alice) {
        snprintf(msg, msgsize, "the %zu rounds score %lld, the solver says %lld", rounds,
                 (long long)score, (long long)alice);
        return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------------
   Stone Game VI and Stone Game VIII. */

/* The search of brute_stone6_rest on one game: known[left] is set once
   rest[left], what Alice gains minus what Bob gains from the set left
   on, has been found. */
static struct {
    int a[BRUTE_STONE6_MAX_N], b[BRUTE_STONE6_MAX_N];
    size_t n;
    bool known[1 << BRUTE_STONE6_MAX_N];
    int64_t rest[1 << BRUTE_STONE6_MAX_N];
} stone6_game;

/* Alice's final score minus Bob's when the stones of left remain and
   Alice has scored alice and Bob bob. */
static int64_t stone6_play(unsigned left, int64_t alice, int64_t bob)
{
    size_t n = stone6_game.n, taken = n - (size_t)__builtin_popcount(left);
    int64_t best = 0;
    bool have = false;

    if (left == 0)
        return alice - bob;
    if (stone6_game.known[left])
        return alice - bob + stone6_game.rest[left];
    for (size_t i = 0; i < n; i++) {
        if (!(left >> i & 1))
            continue;
        int64_t end = taken % 2 == 0
                          ? stone6_play(left & ~(1u << i), alice + stone6_game.a[i], bob)
                          : stone6_play(left & ~(1u << i), alice, bob + stone6_game.b[i]);
        if (!have || (taken % 2 == 0 ? end > best : end < best))
            best = end;
        have = true;
    }
    stone6_game.known[left] = true;
    stone6_game.rest[left] = best - (alice - bob);
    return best;
}

int64_t brute_stone6_rest(const int *a, const int *b, size_t n, unsigned left)
{
    cr_assert(n <= BRUTE_STONE6_MAX_N && left < 1u << n,
              "brute_stone6_rest: n = %zu (at most %d), set %#x", n, BRUTE_STONE6_MAX_N, left);
    if (n != stone6_game.n || (n > 0 && (memcmp(a, stone6_game.a, n * sizeof *a) != 0
                                         || memcmp(b, stone6_game.b, n * sizeof *b) != 0))) {
        if (n > 0) {
            memcpy(stone6_game.a, a, n * sizeof *a);
            memcpy(stone6_game.b, b, n * sizeof *b);
        }
        stone6_game.n = n;
        memset(stone6_game.known, 0, (size_t)1 << n);
    }
    return stone6_play(left, 0, 0);
}

int64_t brute_stone6(const int *a, const int *b, size_t n)
{
    cr_assert(n <= BRUTE_STONE6_MAX_N, "brute_stone6: n = %zu", n);
    return brute_stone6_rest(a, b, n, (1u << n) - 1);
}

void split_pairs(const int *v, size_t n, int *a, int *b)
{
    for (size_t i = 0; i < n; i++) {
        a[i] = v[2 * i];
        b[i] = v[2 * i + 1];
    }
}

const char *brute_format_game(const int *a, const int *b, size_t n, char *buf, size_t size)
{
    char ba[200], bb[200];
    snprintf(buf, size, "a = %s, b = %s", brute_format(a, n, ba, sizeof ba),
             brute_format(b, n, bb, sizeof bb));
    return buf;
}

/* for_each_small_game's visitor: ctx is a struct small_games. */
struct small_games {
    void (*check)(const int *a, const int *b, size_t n);
};

static void visit_small_game(const int *v, size_t m, void *ctx)
{
    const struct small_games *g = ctx;
    if (m % 2 == 0)
        g->check(v, v + m / 2, m / 2);
}

void for_each_small_game(size_t max_n, int lo, int hi,
                         void (*check)(const int *a, const int *b, size_t n))
{
    struct small_games g = { check };
    for_each_array(2 * max_n, lo, hi, visit_small_game, &g);
}

void for_each_extreme_game(size_t max_n, int count, uint64_t seed,
                           void (*check)(const int *a, const int *b, size_t n))
{
    int a[BRUTE_MAX_N], b[BRUTE_MAX_N];
    cr_assert(max_n <= BRUTE_MAX_N, "for_each_extreme_game: max_n = %zu", max_n);
    for (size_t n = 1; n <= max_n; n++)
        for (int c = 0; c < 4; c++) {
            for (size_t i = 0; i < n; i++) {
                a[i] = c & 1 ? INT_MAX : INT_MIN;
                b[i] = c & 2 ? INT_MAX : INT_MIN;
            }
            check(a, b, n);
        }
    for (int t = 0; t < count; t++) {
        size_t n = (size_t)rng_range(&seed, 1, (int)max_n);
        for (size_t i = 0; i < n; i++) {
            a[i] = extreme_int(&seed);
            b[i] = extreme_int(&seed);
        }
        check(a, b, n);
    }
}

int64_t brute_stone8_moves_row(const int64_t *r, size_t m, size_t lo, size_t hi,
                               int alice_to_move, int64_t alice, int64_t bob)
{
    int64_t next[BRUTE_STONE8_MAX_N], best = alice - bob, sum = 0;
    bool moved = false;

    cr_assert(m <= BRUTE_STONE8_MAX_N, "brute_stone8_moves_row: m = %zu (at most %d)", m,
              BRUTE_STONE8_MAX_N);
    for (size_t x = 1; x <= m && x <= hi; x++) {
        sum += r[x - 1];
        if (x < 2 || x < lo)
            continue;
        /* Take the first x stones, put back one stone of their sum. */
        next[0] = sum;
        memcpy(next + 1, r + x, (m - x) * sizeof *r);
        int64_t end = alice_to_move
                          ? brute_stone8_moves_row(next, m - x + 1, lo, hi, 0, alice + sum, bob)
                          : brute_stone8_moves_row(next, m - x + 1, lo, hi, 1, alice, bob + sum);
        if (!moved || (alice_to_move ? end > best : end < best))
            best = end;
        moved = true;
    }
    return best;                /* alice - bob when nobody can move */
}

int64_t brute_stone8_moves(const int *v, size_t n, size_t lo, size_t hi)
{
    int64_t r[BRUTE_STONE8_MAX_N];

    cr_assert(n <= BRUTE_STONE8_MAX_N, "brute_stone8_moves: n = %zu", n);
    for (size_t i = 0; i < n; i++)
        r[i] = v[i];
    return brute_stone8_moves_row(r, n, lo, hi, 1, 0, 0);
}

int64_t brute_stone8_row(const int64_t *r, size_t m, int alice_to_move, int64_t alice,
                         int64_t bob)
{
    return brute_stone8_moves_row(r, m, 2, SIZE_MAX, alice_to_move, alice, bob);
}

int64_t brute_stone8(const int *v, size_t n)
{
    return brute_stone8_moves(v, n, 2, SIZE_MAX);
}

/* The prefix sums p[0..n] of v, in a new array (free it). */
static int64_t *prefix_sums(const int *v, size_t n)
{
    int64_t *p = malloc((n + 1) * sizeof *p);
    cr_assert_not_null(p, "test: out of memory");
    p[0] = 0;
    for (size_t k = 0; k < n; k++)
        p[k + 1] = p[k] + v[k];
    return p;
}

/* The positions first..last that a move from position k reaches in the
   recurrence of stone8_moves_slow; 0 if there is none.  (k + lo - 1 and
   k + hi - 1 may pass SIZE_MAX: they are compared with n first.) */
static int stone8_moves_from(size_t k, size_t n, size_t lo, size_t hi, size_t *first,
                             size_t *last)
{
    size_t least = lo > 2 ? lo : 2;
    if (hi < least || least - 1 > n - k)
        return 0;
    *first = k + least - 1;
    *last = hi - 1 >= n - k ? n : k + hi - 1;
    return 1;
}

int64_t stone8_moves_slow(const int *v, size_t n, size_t lo, size_t hi)
{
    if (n < 2)
        return 0;
    int64_t *p = prefix_sums(v, n), *value = malloc((n + 1) * sizeof *value);
    cr_assert_not_null(value, "test: out of memory");
    for (size_t k = n; k >= 1; k--) {
        size_t first, last;
        value[k] = 0;
        if (!stone8_moves_from(k, n, lo, hi, &first, &last))
            continue;
        value[k] = INT64_MIN;
        for (size_t j = first; j <= last; j++)
            if (p[j] - value[j] > value[k])
                value[k] = p[j] - value[j];
    }
    int64_t answer = value[1];
    free(p);
    free(value);
    return answer;
}

/* A segment tree of the largest value over ranges of leaves. */
struct max_tree {
    int64_t *node;
    size_t size;             /* the number of leaves, a power of two */
};

static void max_tree_set(struct max_tree *t, size_t j, int64_t x)
{
    size_t i = t->size + j;
    t->node[i] = x;
    for (i /= 2; i >= 1; i /= 2)
        t->node[i] = t->node[2 * i] > t->node[2 * i + 1] ? t->node[2 * i] : t->node[2 * i + 1];
}

/* The largest leaf in lo..hi (lo <= hi). */
static int64_t max_tree_max(const struct max_tree *t, size_t lo, size_t hi)
{
    int64_t best = INT64_MIN;
    for (size_t l = lo + t->size, r = hi + t->size + 1; l < r; l /= 2, r /= 2) {
        if (l & 1) {
            best = t->node[l] > best ? t->node[l] : best;
            l++;
        }
        if (r & 1) {
            r--;
            best = t->node[r] > best ? t->node[r] : best;
        }
    }
    return best;
}

int64_t stone8_moves_tree(const int *v, size_t n, size_t lo, size_t hi)
{
    if (n < 2)
        return 0;
    struct max_tree t = {NULL, 1};
    while (t.size < n + 1)
        t.size *= 2;
    t.node = malloc(2 * t.size * sizeof *t.node);
    int64_t *p = prefix_sums(v, n), value = 0;
    cr_assert_not_null(t.node, "test: out of memory");
    for (size_t i = 0; i < 2 * t.size; i++)
        t.node[i] = INT64_MIN;
    for (size_t k = n; k >= 1; k--) {
        size_t first, last;
        value = stone8_moves_from(k, n, lo, hi, &first, &last) ? max_tree_max(&t, first, last)
                                                               : 0;
        max_tree_set(&t, k, p[k] - value);
    }
    free(t.node);
    free(p);
    return value;                                   /* V(1) */
}

/* The bounds lo..hi on a move of the game of s with that limit. */
static size_t limit_lo(const struct stone8_limit_solver *s, size_t limit)
{
    return s->at_least ? limit : 2;
}

static size_t limit_hi(const struct stone8_limit_solver *s, size_t limit)
{
    return s->at_least ? SIZE_MAX : limit;
}

int64_t brute_stone8_limit(const struct stone8_limit_solver *s, const int *v, size_t n,
                           size_t limit)
{
    return brute_stone8_moves(v, n, limit_lo(s, limit), limit_hi(s, limit));
}

int64_t stone8_limit_slow(const struct stone8_limit_solver *s, const int *v, size_t n,
                          size_t limit)
{
    return stone8_moves_slow(v, n, limit_lo(s, limit), limit_hi(s, limit));
}

int64_t stone8_limit_tree(const struct stone8_limit_solver *s, const int *v, size_t n,
                          size_t limit)
{
    return stone8_moves_tree(v, n, limit_lo(s, limit), limit_hi(s, limit));
}

/* The result of an exercise's call of Stone Game VIII stays this on an
   error. */
#define STONE8_SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

int64_t stone8_limit_of(const struct stone8_limit_solver *s, const int *v, size_t n,
                        size_t limit)
{
    int64_t d = STONE8_SENTINEL;
    int status = s->solve(v, n, limit, &d);
    cr_assert_eq(status, SG_OK, "%s(n = %zu, %s = %zu) returned %d (%s)", s->name, n, s->limit,
                 limit, status, s->status_text(status));
    return d;
}

void expect_stone8_limit(const struct stone8_limit_solver *s, const int *v, size_t n,
                         size_t limit, int64_t want, const char *how)
{
    char buf[200];
    int64_t got = stone8_limit_of(s, v, n, limit);
    cr_assert_eq(got, want, "%s(%s, n = %zu, %s = %zu): got %lld; expected %lld (%s)", s->name,
                 brute_format(v, n, buf, sizeof buf), n, s->limit, limit, (long long)got,
                 (long long)want, how);
}

void check_stone8_limit_small(const struct stone8_limit_solver *s, const int *v, size_t n)
{
    for (size_t limit = 2; limit <= n + 2; limit++) {
        size_t m = limit == n + 2 ? SIZE_MAX : limit;
        int64_t want = brute_stone8_limit(s, v, n, m);
        expect_stone8_limit(s, v, n, m, want, "brute-force search of every play");
        cr_assert_eq(stone8_limit_slow(s, v, n, m), want,
                     "test bug: stone8_moves_slow, %s = %zu", s->limit, m);
        cr_assert_eq(stone8_limit_tree(s, v, n, m), want,
                     "test bug: stone8_moves_tree, %s = %zu", s->limit, m);
    }
}

void expect_stone8_limit_tiny_rows(const struct stone8_limit_solver *s)
{
    static const int v[] = {6, -4}, extreme[] = {INT_MIN, INT_MIN};
    int64_t d = STONE8_SENTINEL;
    int status = s->solve(NULL, 0, 2, &d);
    cr_assert_eq(status, SG_OK, "n = 0 (values NULL) is a valid game, but the call returned "
                 "%d (%s)", status, s->status_text(status));
    cr_assert_eq(d, 0, "n = 0: got %lld, expected 0", (long long)d);
    expect_stone8_limit(s, v, 0, 2, 0, "no stone: nobody moves");
    expect_stone8_limit(s, v, 1, 2, 0, "one stone: nobody moves");
    expect_stone8_limit(s, v, 2, 2, 2, "two stones: Alice takes both");
    expect_stone8_limit(s, extreme, 2, 2, 2 * (int64_t)INT_MIN, "two stones: Alice takes both");
}

/* Asserts that s(v, n, limit, result) returns the code want; what says
   which call it is. */
static void expect_stone8_limit_code(const struct stone8_limit_solver *s, const int *v, size_t n,
                                     size_t limit, int64_t *result, int want, const char *what)
{
    int status = s->solve(v, n, limit, result);
    cr_assert_eq(status, want, "%s, %s: expected %d (%s), got %d (%s)", s->name, what, want,
                 s->status_text(want), status, s->status_text(status));
}

void expect_stone8_limit_errors(const struct stone8_limit_solver *s)
{
    static const int v[] = {1, 2, 3};
    int64_t d = STONE8_SENTINEL;
    char what[160];

    expect_stone8_limit_code(s, NULL, 3, 2, &d, SG_ENULL, "values NULL with n = 3");
    expect_stone8_limit_code(s, v, 3, 2, NULL, SG_ENULL, "a NULL result");
    expect_stone8_limit_code(s, NULL, 0, 2, NULL, SG_ENULL, "a NULL result, even with n = 0");
    snprintf(what, sizeof what, "n = %zu + 1 (check n before reading the stones)", s->max);
    expect_stone8_limit_code(s, v, s->max + 1, 2, &d, SG_ETOOBIG, what);
    expect_stone8_limit_code(s, v, SIZE_MAX, 2, &d, SG_ETOOBIG, "n = SIZE_MAX");
    snprintf(what, sizeof what, "%s = 1: no move takes one stone", s->limit);
    expect_stone8_limit_code(s, v, 3, 1, &d, SG_EINVAL, what);
    snprintf(what, sizeof what, "%s = 0", s->limit);
    expect_stone8_limit_code(s, v, 3, 0, &d, SG_EINVAL, what);
    snprintf(what, sizeof what, "%s = 1, even with one stone", s->limit);
    expect_stone8_limit_code(s, v, 1, 1, &d, SG_EINVAL, what);
    snprintf(what, sizeof what, "%s = 0, even with no stone", s->limit);
    expect_stone8_limit_code(s, NULL, 0, 0, &d, SG_EINVAL, what);
    cr_assert_eq(d, STONE8_SENTINEL, "%s: a call that fails wrote a result (%lld)", s->name,
                 (long long)d);
}

void expect_stone8_limit_tree(const struct stone8_limit_solver *s, const int *v, size_t n,
                              const size_t *limits, size_t count, const char *desc)
{
    for (size_t a = 0; a < count; a++) {
        int64_t want = stone8_limit_tree(s, v, n, limits[a]);
        int64_t got = stone8_limit_of(s, v, n, limits[a]);
        cr_assert_eq(got, want, "%s, %s = %zu: got %lld, expected %lld", desc, s->limit,
                     limits[a], (long long)got, (long long)want);
    }
}

void expect_stone8_limit_longest_rows(const struct stone8_limit_solver *s, uint64_t seed,
                                      const size_t *limits, size_t count, size_t plain)
{
    const size_t n = s->max;
    for (int kind = 0; kind < 3; kind++) {
        int *v = new_large_row(n, &seed, kind == 0 ? 0 : kind == 1 ? 2 : 7);
        char desc[80];
        snprintf(desc, sizeof desc, "%zu stones (kind %d)", n, kind);
        expect_stone8_limit_tree(s, v, n, limits, count, desc);
        int64_t whole;
        cr_assert_eq(sg_stone8(v, n, &whole), SG_OK, "test: sg_stone8 failed");
        cr_assert_eq(stone8_limit_of(s, v, n, plain), whole, "%s, %s = %zu: Stone Game VIII",
                     desc, s->limit, plain);
        free(v);
    }
}

void expect_stone8_limit_extreme_rows(const struct stone8_limit_solver *s,
                                      const size_t *limits, size_t count)
{
    const size_t n = s->max;
    int *v = malloc(n * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int c = 0; c < 2; c++) {
        char desc[80];
        for (size_t i = 0; i < n; i++)
            v[i] = c ? INT_MAX : INT_MIN;
        snprintf(desc, sizeof desc, "%s stones, n = %zu", c ? "INT_MAX" : "INT_MIN", n);
        expect_stone8_limit_tree(s, v, n, limits, count, desc);
    }
    free(v);
}

void check_stone8_limit_long_rows(const struct stone8_limit_solver *s, uint64_t seed)
{
    for (int t = 0; t < 96; t++) {
        size_t n = (size_t)rng_range(&seed, 200, 3000);
        size_t limit = t % 4 == 0 ? (size_t)rng_range(&seed, 2, 6)
                     : t % 4 == 1 ? (size_t)rng_range(&seed, 7, 100)
                     : t % 4 == 2 ? (size_t)rng_range(&seed, 100, (int)n + 1)
                     : n - 1;
        int *v = new_large_row(n, &seed, t % FILL_LARGE_KINDS);
        int64_t want = stone8_limit_slow(s, v, n, limit);
        cr_assert_eq(stone8_limit_tree(s, v, n, limit), want,
                     "test bug: the references disagree");
        int64_t got = stone8_limit_of(s, v, n, limit);
        cr_assert_eq(got, want, "random row %d (n = %zu, %s = %zu): got %lld, expected %lld",
                     t, n, s->limit, limit, (long long)got, (long long)want);
        free(v);
    }
}

void fill_stone8_overflow(int *v, size_t r)
{
    v[0] = (1 << 30) + (int)r - 1;
    for (size_t i = 1; i < r; i++)
        v[i] = INT_MAX;
    for (size_t i = r; i + 1 < 2 * r; i++)
        v[i] = INT_MIN;
    v[2 * r - 1] = -(1 << 30);
}

/* splitmix64: a small deterministic PRNG with a fixed seed per test. */
uint64_t rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A uniform integer in lo..hi (hi - lo small compared with 2^64). */
int rng_range(uint64_t *state, int lo, int hi)
{
    uint64_t span = (uint64_t)((int64_t)hi - (int64_t)lo + 1);
    return (int)((int64_t)lo + (int64_t)(rng_next(state) % span));
}

/* ---------------------------------------------------------------------
   Helpers shared by the tests. */

void for_each_array(size_t max_n, int lo, int hi,
                    void (*visit)(const int *v, size_t n, void *ctx), void *ctx)
{
    int v[BRUTE_MAX_N];
    size_t n, i;

    cr_assert(max_n <= BRUTE_MAX_N && lo <= hi,
              "for_each_array: max_n = %zu (at most %d), values %d..%d",
              max_n, BRUTE_MAX_N, lo, hi);
    for (n = 0; n <= max_n; n++) {
        for (i = 0; i < n; i++)
            v[i] = lo;
        for (;;) {
            visit(v, n, ctx);
            /* The next array of length n: add one to the lowest digit
               v[0], carrying into v[1], ...; done when all were hi. */
            for (i = 0; i < n && v[i] == hi; i++)
                v[i] = lo;
            if (i == n)
                break;
            v[i]++;
        }
    }
}

void fill_random(int *v, size_t n, uint64_t *seed, int lo, int hi)
{
    size_t i;
    for (i = 0; i < n; i++)
        v[i] = rng_range(seed, lo, hi);
}

void fill_kind(int *v, size_t n, uint64_t *seed, int kind)
{
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = rng_range(seed, -20, 20); break;
        case 1: v[i] = rng_range(seed, -2, 2); break;
        case 2: v[i] = rng_range(seed, 0, 3) == 0 ? INT_MIN : rng_range(seed, 0, 2) ? INT_MAX : rng_range(seed, -5, 5); break;
        default: v[i] = (int)(uint32_t)(rng_next(seed) >> 32); break;
        }
}

void fill_large_kind(int *v, size_t n, uint64_t *seed, int kind)
{
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = rng_range(seed, -1000, 1000); break;
        case 1: v[i] = rng_int(seed); break;
        case 2: v[i] = rng_extreme(seed); break;
        case 3: v[i] = i % 2 ? INT_MIN : INT_MAX; break;
        case 4: v[i] = INT_MAX; break;
        case 5: v[i] = INT_MIN; break;
        case 6: v[i] = rng_range(seed, -2, 2); break;
        default: v[i] = rng_range(seed, 0, 1000); break;
        }
}

int *new_large_row(size_t n, uint64_t *seed, int kind)
{
    int *v = malloc((n ? n : 1) * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    fill_large_kind(v, n, seed, kind);
    return v;
}

void fill_nonnegative(int *v, size_t n, uint64_t *seed, int kind)
{
    static const int extreme[] = {0, 1, INT_MAX - 1, INT_MAX};
    for (size_t i = 0; i < n; i++)
        v[i] = kind == 0 ? rng_range(seed, 0, 20)
             : kind == 1 ? rng_range(seed, 0, 3)
             : kind == 2 ? extreme[rng_range(seed, 0, 3)]
             : kind == 3 ? rng_range(seed, 0, INT_MAX)
             : rng_range(seed, 0, 1000000);
}

void fill_with_sum(int *v, size_t n, int64_t target, uint64_t *seed)
{
    const int64_t cap = (int64_t)INT_MAX + 1;     /* |INT_MIN| */
    int64_t w[4096], wsum = 0, remaining = target, got = 0;
    size_t i;

    cr_assert(n >= 1 && n <= sizeof w / sizeof w[0] && target <= cap * (int64_t)n,
              "fill_with_sum: bad n = %zu", n);
    for (i = 0; i < n; i++)
        wsum += w[i] = rng_range(seed, 1, 1000);
    for (i = 0; i < n; i++) {
        int64_t lo = remaining - cap * (int64_t)(n - 1 - i), hi = remaining < cap ? remaining : cap;
        int64_t m = remaining * w[i] / wsum;
        wsum -= w[i];
        if (m < lo)
            m = lo;
        if (m > hi)
            m = hi;
        remaining -= m;
        v[i] = m == cap || rng_range(seed, 0, 1) ? (int)-m : (int)m;
    }
    cr_assert_eq(remaining, 0, "fill_with_sum: %lld left over", (long long)remaining);
    for (i = 0; i < n; i++)
        got += v[i] < 0 ? -(int64_t)v[i] : v[i];
    cr_assert_eq(got, target, "fill_with_sum: the sum of |values| is not the target");
}

void for_each_extreme_array(size_t max_n, int count, uint64_t seed,
                            void (*visit)(const int *v, size_t n, void *ctx),
                            void *ctx)
{
    int v[BRUTE_MAX_N];
    cr_assert(max_n <= BRUTE_MAX_N, "for_each_extreme_array: max_n = %zu", max_n);
    for (size_t n = 1; n <= max_n; n++) {
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MIN;
        visit(v, n, ctx);
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MAX;
        visit(v, n, ctx);
    }
    for (int t = 0; t < count; t++) {
        size_t n = (size_t)rng_range(&seed, 1, (int)max_n);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        visit(v, n, ctx);
    }
}

/* check_every_array's visitor: ctx is a struct every_array. */
struct every_array {
    void (*check)(const int *v, size_t n);
    long count;
};

static void visit_every_array(const int *v, size_t n, void *ctx)
{
    struct every_array *e = ctx;
    ++e->count;
    e->check(v, n);
}

void check_every_array(size_t max_n, int lo, int hi, void (*check)(const int *v, size_t n),
                       const long *checked, long want)
{
    struct every_array e = { check, 0 };
    long before = *checked;

    for_each_array(max_n, lo, hi, visit_every_array, &e);
    cr_assert_eq(e.count, want, "visited %ld rows, expected %ld", e.count, want);
    cr_assert_eq(*checked - before, want, "checked %ld rows, expected %ld", *checked - before,
                 want);
}

void check_extreme_arrays(size_t max_n, int count, uint64_t seed,
                          void (*check)(const int *v, size_t n), const long *checked)
{
    struct every_array e = { check, 0 };
    long before = *checked, want = 2 * (long)max_n + count;

    for_each_extreme_array(max_n, count, seed, visit_every_array, &e);
    cr_assert_eq(e.count, want, "visited %ld rows, expected %ld", e.count, want);
    cr_assert_eq(*checked - before, want, "checked %ld rows, expected %ld", *checked - before,
                 want);
}

void for_each_random_array(long count, size_t max_n, uint64_t seed,
                           void (*fill)(int *v, size_t n, uint64_t *seed, int kind), int kinds,
                           void (*visit)(const int *v, size_t n, void *ctx), void *ctx)
{
    int v[BRUTE_MAX_N];
    long t;

    cr_assert(max_n <= BRUTE_MAX_N, "for_each_random_array: max_n = %zu", max_n);
    for (t = 0; t < count; t++) {
        size_t n = (size_t)rng_range(&seed, 0, (int)max_n);
        fill(v, n, &seed, (int)(t % kinds));
        visit(v, n, ctx);
    }
}

/* check_random_arrays' visitor: ctx is a struct random_arrays. */
struct random_arrays {
    void (*check)(const int *v, size_t n);
    long lengths[BRUTE_MAX_N + 1];
};

static void visit_random_array(const int *v, size_t n, void *ctx)
{
    struct random_arrays *r = ctx;
    r->check(v, n);
    r->lengths[n]++;
}

void check_random_arrays(uint64_t seed, long count, size_t max_n,
                         void (*fill)(int *v, size_t n, uint64_t *seed, int kind), int kinds,
                         void (*check)(const int *v, size_t n), const long *checked,
                         long more_than)
{
    struct random_arrays r = { check, { 0 } };
    long before = *checked;
    size_t n;

    for_each_random_array(count, max_n, seed, fill, kinds, visit_random_array, &r);
    cr_assert_eq(*checked - before, count, "checked %ld rows, expected %ld", *checked - before,
                 count);
    for (n = 0; n <= max_n; n++)
        cr_assert_gt(r.lengths[n], more_than, "only %ld random rows of length %zu", r.lengths[n],
                     n);
}

void expect_upper_table(const int64_t *tab, const int64_t *want, size_t n, int64_t sentinel,
                        const char *name, const char *desc, const char *entry,
                        const char *ref)
{
    size_t i, j;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            if (i > j)
                cr_assert_eq(tab[i * n + j], sentinel, "%s(%s) wrote below the diagonal at "
                             "[%zu][%zu]", name, desc, i, j);
            else
                cr_assert_eq(tab[i * n + j], want[i * n + j], "%s(%s): %s(%zu,%zu) = %lld, %s "
                             "says %lld", name, desc, entry, i, j, (long long)tab[i * n + j],
                             ref, (long long)want[i * n + j]);
        }
}

int extreme_int(uint64_t *seed)
{
    static const int pool[] = { INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX };
    return pool[rng_range(seed, 0, (int)(sizeof pool / sizeof pool[0]) - 1)];
}

int any_extreme_int(uint64_t *seed)
{
    int r = rng_range(seed, 0, 3);
    return r == 0 ? INT_MAX : r == 1 ? INT_MIN : rng_range(seed, INT_MIN, INT_MAX);
}

/* The search of brute_divisible: `taken` is the set of stones removed so
   far (bit i for v[i]) and `sum` the exact sum of their values.  The
   removed set decides the sum and whose turn it is, so it is the key of
   the memo. */
struct div_brute {
    const int *v;
    size_t n;
    int64_t k;
    int divisible_wins, stuck_loses;
    signed char memo[1 << BRUTE_DIV_MAX_N];   /* -1 unknown, 0 Bob, 1 Alice */
};

static int div_brute_rec(struct div_brute *b, unsigned taken, int64_t sum,
                         int alice)
{
    if (b->memo[taken] >= 0)
        return b->memo[taken];
    /* No stone left: Bob wins, or the mover loses. */
    int result = b->stuck_loses ? !alice : 0;
    if (taken != (1u << b->n) - 1) {
        result = alice ? 0 : 1;         /* until the mover finds a win */
        for (size_t i = 0; i < b->n; i++) {
            if (taken & (1u << i))
                continue;
            int64_t s = sum + b->v[i];
            int a = s % b->k == 0
                        ? (b->divisible_wins ? alice : !alice)
                        : div_brute_rec(b, taken | 1u << i, s, !alice);
            if (a == alice) {
                result = a;
                break;
            }
        }
    }
    b->memo[taken] = (signed char)result;
    return result;
}

int brute_divisible(const int *v, size_t n, int k, int divisible_wins,
                    int stuck_loses)
{
    static struct div_brute b;
    cr_assert(n <= BRUTE_DIV_MAX_N, "brute_divisible: n = %zu", n);
    b.v = v;
    b.n = n;
    b.k = k;
    b.divisible_wins = divisible_wins;
    b.stuck_loses = stuck_loses;
    memset(b.memo, -1, (size_t)1 << n);
    return div_brute_rec(&b, 0, 0, 1);
}

enum { DCM = BRUTE_DIV3_COUNT_MAX + 1 };
static signed char div3_memo[DCM][DCM][DCM][3][2];
static int div3_rule = -1;          /* the rule div3_memo holds */

static int div3_rec(int c[3], int s, int alice, int divisible_wins,
                    int stuck_loses)
{
    signed char *m = &div3_memo[c[0]][c[1]][c[2]][s][alice];
    if (*m >= 0)
        return *m;
    int result = stuck_loses ? !alice : 0;  /* no stone left */
    if (c[0] + c[1] + c[2] > 0) {
        result = alice ? 0 : 1;
        for (int r = 0; r < 3; r++) {
            if (c[r] == 0)
                continue;
            int t = (s + r) % 3, a;
            if (t == 0)
                a = divisible_wins ? alice : !alice;
            else {
                c[r]--;
                a = div3_rec(c, t, !alice, divisible_wins, stuck_loses);
                c[r]++;
            }
            if (a == alice) {
                result = a;
                break;
            }
        }
    }
    *m = (signed char)result;
    return result;
}

int brute_div3_counts(int c0, int c1, int c2, int divisible_wins,
                      int stuck_loses)
{
    int rule = (divisible_wins != 0) * 2 + (stuck_loses != 0);
    if (rule != div3_rule) {
        memset(div3_memo, -1, sizeof div3_memo);
        div3_rule = rule;
    }
    int c[3] = {c0, c1, c2};
    return div3_rec(c, 0, 1, divisible_wins != 0, stuck_loses != 0);
}

void shuffle_ints(int *v, size_t n, uint64_t *seed)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)rng_range(seed, 0, (int)i - 1);
        int t = v[i - 1];
        v[i - 1] = v[j];
        v[j] = t;
    }
}

/* A random int whose remainder modulo 3 (0, 1 or 2) is r: any int, an
   extreme one, or a small one. */
static int with_remainder(uint64_t *seed, int r)
{
    for (;;) {
        int kind = rng_range(seed, 0, 2);
        int v = kind == 0 ? any_extreme_int(seed)
              : kind == 1 ? extreme_int(seed) : rng_range(seed, -20, 20);
        if ((((int64_t)v % 3) + 3) % 3 == r)
            return v;
    }
}

size_t div3_from_counts(int *v, const int c[3], uint64_t *seed)
{
    size_t n = 0;
    for (int r = 0; r < 3; r++)
        for (int j = 0; j < c[r]; j++)
            v[n++] = with_remainder(seed, r);
    shuffle_ints(v, n, seed);
    return n;
}

void expect_code(int got, int want, const char *what)
{
    cr_assert_eq(got, want, "%s: expected %d (%s), got %d (%s)", what,
                 want, sg_strerror(want), got, sg_strerror(got));
}

void *line_moves(size_t n, size_t size)
{
    void *moves = malloc(n * size + 1);
    cr_assert_not_null(moves, "malloc failed");
    return moves;
}

int line_value_of(int rc, void *moves, int64_t alice, int64_t bob, int64_t *r)
{
    if (rc == SG_OK)
        *r = alice - bob;
    free(moves);
    return rc;
}

int rng_int(uint64_t *state)
{
    uint32_t u = (uint32_t)(rng_next(state) >> 32);
    return u <= (uint32_t)INT_MAX ? (int)u : (int)((int64_t)u - 4294967296LL);
}

int rng_extreme(uint64_t *state)
{
    switch (rng_range(state, 0, 5)) {
    case 0: return INT_MIN;
    case 1: return INT_MAX;
    case 2: return INT_MIN + rng_range(state, 0, 2);
    case 3: return INT_MAX - rng_range(state, 0, 2);
    case 4: return rng_range(state, -2, 2);
    default: return rng_int(state);
    }
}

int64_t sum_of(const int *v, size_t n)
{
    int64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s += v[i];
    return s;
}

/* k^power, or UINT64_MAX once it passes limit (so that it cannot wrap). */
static uint64_t power_up_to(uint64_t k, unsigned power, uint64_t limit)
{
    uint64_t p = 1;
    for (unsigned e = 0; e < power; e++)
        p = p > limit / k ? UINT64_MAX : p * k;
    return p;
}

static int power_game_won(size_t h, unsigned power, int empty_wins,
                          signed char *won)
{
    if (won[h] < 0) {
        won[h] = h == 0 && empty_wins;
        for (uint64_t k = 1; !won[h]; k++) {
            uint64_t s = power_up_to(k, power, h);
            if (s > h)
                break;
            if (!power_game_won(h - s, power, empty_wins, won))
                won[h] = 1;
        }
    }
    return won[h];
}

signed char *brute_power_game(size_t limit, unsigned power, int empty_wins)
{
    cr_assert(power >= 1, "brute_power_game: power %u", power);
    signed char *won = malloc(limit + 1);
    cr_assert_not_null(won, "brute_power_game: out of memory");
    memset(won, -1, limit + 1);
    for (size_t h = 0; h <= limit; h++)  /* increasing: one call deep */
        power_game_won(h, power, empty_wins, won);
    return won;
}

void expect_heap_winner(int (*solve)(size_t, bool *), const char *name,
                        const char *(*status_text)(int), size_t h, int want,
                        const char *what)
{
    bool got = !want;
    int status = solve(h, &got);
    if (status != SG_OK)
        cr_assert_fail("%s: %s(%zu) returned %d (%s), not SG_OK", what, name,
                       h, status, status_text(status));
    if (got != (want != 0))
        cr_assert_fail("%s: a heap of %zu stones: %s should win, the "
                       "function says %s", what, h, want ? "Alice" : "Bob",
                       got ? "Alice" : "Bob");
}

void expect_heap_errors(int (*solve)(size_t, bool *), size_t max,
                        const char *name)
{
    char what[128];
    bool w = true;
    snprintf(what, sizeof what, "%s: alice_wins NULL", name);
    expect_code(solve(5, NULL), SG_ENULL, what);
    snprintf(what, sizeof what, "%s: alice_wins NULL with no stone", name);
    expect_code(solve(0, NULL), SG_ENULL, what);
    snprintf(what, sizeof what, "%s: stones = %zu + 1", name, max);
    expect_code(solve(max + 1, &w), SG_ETOOBIG, what);
    snprintf(what, sizeof what, "%s: stones = SIZE_MAX", name);
    expect_code(solve(SIZE_MAX, &w), SG_ETOOBIG, what);
    cr_assert_eq(w, true, "%s: *alice_wins must be left alone on an error", name);
    w = false;
    snprintf(what, sizeof what, "%s: stones = %zu + 1", name, max);
    expect_code(solve(max + 1, &w), SG_ETOOBIG, what);
    cr_assert_eq(w, false, "%s: *alice_wins must be left alone on an error", name);
}

/* The scores of an exercise's call stay these on an error. */
#define SCORE_SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

void expect_solver_scores(const struct scores_solver *s, const int *v, size_t n,
                          int64_t want_alice, int64_t want_bob, const char *how)
{
    int64_t alice = SCORE_SENTINEL, bob = SCORE_SENTINEL;
    char buf[200];
    brute_format(v, n, buf, sizeof buf);
    int status = s->solve(v, n, &alice, &bob);
    cr_assert_eq(status, SG_OK, "%s(%s, n = %zu) returned %d (%s)",
                 s->name, buf, n, status, s->status_text(status));
    cr_assert(alice == want_alice && bob == want_bob,
              "%s(%s, n = %zu): got Alice %lld, Bob %lld; expected Alice %lld, "
              "Bob %lld (%s)", s->name, buf, n, (long long)alice, (long long)bob,
              (long long)want_alice, (long long)want_bob, how);
}

void expect_stone7_tiny_rows(const struct scores_solver *s)
{
    static const int v[] = {6, -4}, extreme[] = {INT_MIN, INT_MAX};
    int64_t alice = SCORE_SENTINEL, bob = SCORE_SENTINEL;
    int status = s->solve(NULL, 0, &alice, &bob);
    cr_assert_eq(status, SG_OK, "n = 0 (values NULL) is a valid game, but the call "
                 "returned %d (%s)", status, s->status_text(status));
    cr_assert(alice == 0 && bob == 0, "n = 0: got Alice %lld, Bob %lld; expected 0 and 0",
              (long long)alice, (long long)bob);
    expect_solver_scores(s, v, 0, 0, 0, "no stone: nobody scores");
    expect_solver_scores(s, v, 1, 0, 0, "one stone: removing it scores nothing");
    expect_solver_scores(s, extreme, 1, 0, 0, "one stone: removing it scores nothing");
    expect_solver_scores(s, v, 2, 6, 0, "two stones: Alice removes -4 and scores 6");
    expect_solver_scores(s, extreme, 2, INT_MAX, 0,
                         "two stones: Alice removes INT_MIN and scores INT_MAX");
}

void expect_scores_errors(const struct scores_solver *s, const int *v, size_t n)
{
    int64_t alice = SCORE_SENTINEL, bob = SCORE_SENTINEL;
    cr_assert_eq(s->solve(NULL, n, &alice, &bob), SG_ENULL,
                 "values NULL with n = %zu must be SG_ENULL", n);
    cr_assert_eq(s->solve(v, n, NULL, &bob), SG_ENULL, "alice == NULL must be SG_ENULL");
    cr_assert_eq(s->solve(v, n, &alice, NULL), SG_ENULL, "bob == NULL must be SG_ENULL");
    cr_assert_eq(s->solve(NULL, 0, NULL, NULL), SG_ENULL,
                 "NULL result pointers must be SG_ENULL even for n = 0");
    cr_assert_eq(s->solve(v, s->max + 1, &alice, &bob), SG_ETOOBIG,
                 "n = %zu + 1 must be SG_ETOOBIG (check it before touching the stones)",
                 s->max);
    cr_assert_eq(s->solve(v, SIZE_MAX, &alice, &bob), SG_ETOOBIG,
                 "n = SIZE_MAX must be SG_ETOOBIG");
    cr_assert(alice == SCORE_SENTINEL && bob == SCORE_SENTINEL,
              "a call that fails wrote a score (Alice %lld, Bob %lld)",
              (long long)alice, (long long)bob);
}

/* n stones all worth c (v has room for them): every play scores the
   same, (n - 1 - t) c at move t. */
static void expect_equal_row(const struct scores_solver *s, int *v, size_t n, int c)
{
    int64_t score[2] = {0, 0};
    for (size_t t = 0; t < n; t++) {
        v[t] = c;
        score[t % 2] += (int64_t)(n - 1 - t) * c;
    }
    expect_solver_scores(s, v, n, score[0], score[1], "all stones equal: every play is alike");
}

void expect_stone7_equal_rows(const struct scores_solver *s)
{
    int *v = malloc(s->max * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    expect_equal_row(s, v, s->max, INT_MIN);
    expect_equal_row(s, v, s->max - 1, INT_MAX);
    free(v);
}

/* The result of an exercise's call stays this on an error. */
#define RESULT_SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

int64_t one_result_of(const struct one_result_solver *s, const int *v, size_t n)
{
    int64_t got = RESULT_SENTINEL;
    int status = s->solve(v, n, &got);
    cr_assert_eq(status, SG_OK, "%s(n = %zu) returned %d (%s)", s->name, n, status,
                 s->status_text(status));
    return got;
}

void expect_one_result(const struct one_result_solver *s, const int *v, size_t n,
                       int64_t want, const char *how)
{
    int64_t got = RESULT_SENTINEL;
    char buf[200];
    brute_format(v, n, buf, sizeof buf);
    int status = s->solve(v, n, &got);
    cr_assert_eq(status, SG_OK, "%s(%s, n = %zu) returned %d (%s); expected %lld (%s)",
                 s->name, buf, n, status, s->status_text(status), (long long)want, how);
    cr_assert_eq(got, want, "%s(%s, n = %zu): got %lld; expected %lld (%s)", s->name, buf, n,
                 (long long)got, (long long)want, how);
}

/* Asserts that s(v, n, result) returns the code want; what says which
   call it is. */
static void expect_one_result_code(const struct one_result_solver *s, const int *v, size_t n,
                                   int64_t *result, int want, const char *what)
{
    int status = s->solve(v, n, result);
    cr_assert_eq(status, want, "%s, %s: expected %d (%s), got %d (%s)", s->name, what, want,
                 s->status_text(want), status, s->status_text(status));
}

void expect_one_result_errors(const struct one_result_solver *s, const int *v, size_t n)
{
    static const int neg_last[] = {4, 5, -1}, neg_first[] = {-3, 5, 6, 7}, neg_one[] = {INT_MIN};
    int64_t got = RESULT_SENTINEL;
    char what[160];

    snprintf(what, sizeof what, "values NULL with n = %zu", n);
    expect_one_result_code(s, NULL, n, &got, SG_ENULL, what);
    expect_one_result_code(s, v, n, NULL, SG_ENULL, "a NULL result");
    expect_one_result_code(s, NULL, 0, NULL, SG_ENULL, "a NULL result, even with n = 0");
    snprintf(what, sizeof what, "n = %zu + 1 (check n before reading the stones)", s->max);
    expect_one_result_code(s, v, s->max + 1, &got, SG_ETOOBIG, what);
    expect_one_result_code(s, v, SIZE_MAX, &got, SG_ETOOBIG, "n = SIZE_MAX");
    if (s->nonnegative) {
        expect_one_result_code(s, neg_last, 3, &got, SG_EINVAL, "a negative last value");
        expect_one_result_code(s, neg_first, 4, &got, SG_EINVAL, "a negative first value");
        expect_one_result_code(s, neg_one, 1, &got, SG_EINVAL,
                               "a row of one negative stone (check the values even when n = 1)");
    }
    cr_assert_eq(got, RESULT_SENTINEL, "%s: a call that fails wrote a result (%lld)", s->name,
                 (long long)got);
}

void expect_ends_line_contract(line_solver *line, const char *name, size_t limit,
                               int64_t first3, int64_t second3, const char *moves3)
{
    const int64_t unset = (int64_t)0x5A5A5A5A5A5A5A5ALL;
    const char no_move = (char)0x7E;
    static const int v[3] = { 1, 2, 3 };
    char moves[4] = { no_move, no_move, no_move, no_move };
    int64_t a = unset, b = unset;
    size_t big = limit + 1, i;
    int *zeros = calloc(big, sizeof *zeros);
    char *many = malloc(big + 1);

    cr_assert(zeros && many, "malloc failed");
    cr_assert_eq(line(NULL, 3, moves, &a, &b), SG_ENULL, "%s(NULL, 3) should be SG_ENULL", name);
    cr_assert_eq(line(v, 3, NULL, &a, &b), SG_ENULL, "%s(v, 3, moves NULL) should be SG_ENULL", name);
    cr_assert_eq(line(v, 1, NULL, &a, &b), SG_ENULL, "%s(v, 1, moves NULL) should be SG_ENULL", name);
    cr_assert_eq(line(v, 3, NULL, NULL, NULL), SG_ENULL,
                 "%s(v, 3, all NULL) should be SG_ENULL", name);
    memset(many, no_move, big + 1);
    cr_assert_eq(line(zeros, big, many, &a, &b), SG_ETOOBIG,
                 "%s(n = %zu) should be SG_ETOOBIG", name, big);
    cr_assert_eq(line(zeros, big, NULL, &a, &b), SG_ENULL,
                 "%s(n = %zu, moves NULL) should be SG_ENULL", name, big);
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(line(v, SG_MAX_N + 1, moves, &a, &b), SG_ETOOBIG,
                 "%s(n = SG_MAX_N + 1) should be SG_ETOOBIG", name);
    cr_assert_eq(line(v, SIZE_MAX, moves, NULL, NULL), SG_ETOOBIG,
                 "%s(n = SIZE_MAX) should be SG_ETOOBIG", name);
#endif
    cr_assert(a == unset && b == unset, "a refused %s wrote a score", name);
    for (i = 0; i < 4; i++)
        cr_assert_eq(moves[i], no_move, "a refused %s wrote moves[%zu]", name, i);
    for (i = 0; i <= big; i++)
        cr_assert_eq(many[i], no_move, "a refused %s (n = %zu) wrote moves[%zu]", name, big, i);
    /* No values: no moves, and the scores are 0. */
    cr_assert_eq(line(NULL, 0, NULL, &a, &b), SG_OK, "%s(NULL, 0, NULL) failed", name);
    cr_assert(a == 0 && b == 0, "%s(NULL, 0) = %lld, %lld", name, (long long)a, (long long)b);
    cr_assert_eq(line(v, 0, moves, NULL, NULL), SG_OK, "%s(v, 0, moves) failed", name);
    cr_assert_eq(moves[0], no_move, "%s(v, 0) wrote a move", name);
    /* Either score may be NULL. */
    cr_assert_eq(line(v, 3, moves, NULL, &b), SG_OK, "%s(v, 3, moves, NULL, b) failed", name);
    cr_assert_eq(b, second3, "%s([1,2,3]) gives Bob %lld, not %lld", name, (long long)b,
                 (long long)second3);
    cr_assert_eq(line(v, 3, moves, &a, NULL), SG_OK, "%s(v, 3, moves, a, NULL) failed", name);
    cr_assert_eq(a, first3, "%s([1,2,3]) gives Alice %lld, not %lld", name, (long long)a,
                 (long long)first3);
    cr_assert_eq(memcmp(moves, moves3, 3), 0, "%s([1,2,3]) = %.3s, not %s", name, moves, moves3);
    cr_assert_eq(moves[3], no_move, "%s([1,2,3]) wrote moves[3]", name);
    free(zeros);
    free(many);
}

void expect_ends_line_optimal(enum ends_game game, const int *v, size_t n, const char *moves,
                              const int64_t *d, bool left_ties, const char *desc)
{
    size_t lo = 0, hi = n, t;      /* the pieces lo..hi-1 remain */
    int64_t rest = sum_of(v, n);

    for (t = 0; t < n; t++) {
        char m = moves[t];
        int64_t best = d[lo * n + hi - 1], after_l = 0, after_r = 0;
        if (lo + 1 < hi) {
            after_l = d[(lo + 1) * n + hi - 1];
            after_r = d[lo * n + hi - 2];
        }
        int64_t opt_l = (game == ENDS_CARDS ? v[lo] : rest - v[lo]) - after_l;
        int64_t opt_r = (game == ENDS_CARDS ? v[hi - 1] : rest - v[hi - 1]) - after_r;

        cr_assert(m == 'L' || m == 'R', "line of %s: move %zu is '%c' (%d), not L or R",
                  desc, t, m, (int)(unsigned char)m);
        cr_assert(opt_l <= best && opt_r <= best, "line of %s: at move %zu (pieces %zu..%zu) "
                  "an option (%lld, %lld) beats the value %lld", desc, t, lo, hi - 1,
                  (long long)opt_l, (long long)opt_r, (long long)best);
        cr_assert_eq(m == 'L' ? opt_l : opt_r, best, "line of %s: move %zu takes the %s end of "
                     "%zu..%zu (worth %lld) but the value is %lld", desc, t,
                     m == 'L' ? "left" : "right", lo, hi - 1,
                     (long long)(m == 'L' ? opt_l : opt_r), (long long)best);
        cr_assert(!left_ties || m == 'L' || opt_l != best, "line of %s: move %zu takes the "
                  "right end of %zu..%zu although the left one is optimal too (the contract "
                  "says L)", desc, t, lo, hi - 1);
        rest -= m == 'L' ? v[lo++] : v[--hi];
    }
    cr_assert(lo == hi && rest == 0, "line of %s does not use up the row", desc);
}

long for_each_long_extreme_row(uint64_t seed,
                               void (*visit)(const int *v, size_t n, int kind, void *ctx),
                               void *ctx)
{
    static const size_t sizes[] = { 1, 2, 3, 64, 65, 999, 1000, 2000, 4096, 4999, 5000 };
    enum { LONGEST = 5000, HALF = LONGEST / 2, STEP = 800000 };
    int *v = malloc(LONGEST * sizeof *v);
    long count = 0;

    cr_assert_not_null(v, "malloc failed");
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < FILL_LARGE_KINDS; kind++, count++) {
            fill_large_kind(v, sizes[a], &seed, kind);
            visit(v, sizes[a], kind, ctx);
        }
    for (int shape = 0; shape < 3; shape++, count++) {
        for (size_t a = 0; a < LONGEST; a++) {
            int up = a < HALF ? INT_MIN + (int)a * STEP : INT_MAX - (int)(a - HALF) * STEP;
            int down = a < HALF ? INT_MAX - (int)a * STEP : INT_MIN + (int)(a - HALF) * STEP;
            v[a] = shape == 0 ? up : shape == 1 ? down : a % 2 ? INT_MAX : INT_MIN;
        }
        visit(v, LONGEST, -1, ctx);
    }
    free(v);
    return count;
}

size_t subtraction_set_of(unsigned mask, int *set)
{
    size_t k = 0;
    for (int s = 1; mask != 0; s++, mask >>= 1)
        if (mask & 1u)
            set[k++] = s;
    return k;
}

void matrix_lists(size_t n, const unsigned char *m, size_t stride,
                  bool reversed, size_t *first, int *adjacent)
{
    size_t k = 0;
    for (size_t v = 0; v < n; v++) {
        first[v] = k;
        for (size_t i = 0; i < n; i++) {
            size_t u = reversed ? n - 1 - i : i;
            if (m[v * stride + u])
                adjacent[k++] = (int)u;
        }
    }
    first[n] = k;
}
