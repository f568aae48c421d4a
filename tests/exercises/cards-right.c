/* cards-right.c: the exercise cards-right, prefer the right card
   (sg_cards_line_right). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define MOVE_SENTINEL ((char)0x7E)
#define MAXB 12          /* the largest row checked against the brute force */

/* Brute force over the game tree with absolute scores: the cards
   v[lo..hi-1] remain, Alice's score minus Bob's is `diff` so far; Alice
   maximises and Bob minimises the final Alice minus Bob. */
static int64_t play_row(const int *v, size_t lo, size_t hi, int alice, int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t l = play_row(v, lo + 1, hi, !alice, alice ? diff + v[lo] : diff - v[lo]);
    int64_t r = play_row(v, lo, hi - 1, !alice, alice ? diff + v[hi - 1] : diff - v[hi - 1]);
    if (alice)
        return l > r ? l : r;
    return l < r ? l : r;
}

/* Calls sg_cards_line_right on v[0..n-1] into moves[0..n] and checks that
   it returns SG_OK and leaves moves[n] alone. */
static void right_line(const int *v, size_t n, char *moves, const char *desc)
{
    memset(moves, MOVE_SENTINEL, n + 1);
    int status = sg_cards_line_right(v, n, moves);
    cr_assert_eq(status, SG_OK, "sg_cards_line_right(%s, n = %zu) returned %d (%s)",
                 desc, n, status, sg_exercise_strerror(status));
    cr_assert_eq(moves[n], MOVE_SENTINEL, "row %s: moves[n] was written (moves has n = %zu "
                 "entries, and no terminating zero)", desc, n);
}

/* Replays the line of sg_cards_line_right on v[0..n-1] (n <= MAXB) move by
   move against the brute force: each move is 'L' or 'R' and optimal, and
   it is 'R' whenever the right card is optimal (always for the last). */
static void check_small(const int *v, size_t n)
{
    char moves[MAXB + 1], buf[200];
    brute_format(v, n, buf, sizeof buf);
    right_line(v, n, moves, buf);
    size_t lo = 0, hi = n;                  /* the cards lo..hi-1 remain */
    int64_t diff = 0;                       /* Alice minus Bob so far */
    for (size_t t = 0; t < n; t++) {
        int alice = t % 2 == 0;
        const char *who = alice ? "Alice" : "Bob";
        int64_t l = play_row(v, lo + 1, hi, !alice, alice ? diff + v[lo] : diff - v[lo]);
        int64_t r = play_row(v, lo, hi - 1, !alice,
                             alice ? diff + v[hi - 1] : diff - v[hi - 1]);
        int64_t best = alice ? (l > r ? l : r) : (l < r ? l : r);
        char m = moves[t];
        cr_assert(m == 'L' || m == 'R', "row %s: moves[%zu] is '%c' (%d), not 'L' or 'R'",
                  buf, t, m, (int)(unsigned char)m);
        if (m == 'R') {
            cr_assert_eq(r, best, "row %s, turn %zu (%s, cards %zu..%zu left): taking the "
                         "right card ends the game at Alice - Bob = %lld, but the left card "
                         "gives %lld, which is better for %s", buf, t, who, lo, hi - 1,
                         (long long)r, (long long)l, who);
        } else {
            cr_assert_eq(l, best, "row %s, turn %zu (%s, cards %zu..%zu left): taking the "
                         "left card ends the game at Alice - Bob = %lld, but the right card "
                         "gives %lld, which is better for %s", buf, t, who, lo, hi - 1,
                         (long long)l, (long long)r, who);
            cr_assert_neq(r, best, "row %s, turn %zu (%s, cards %zu..%zu left): %s",
                          buf, t, who, lo, hi - 1, lo + 1 == hi
                          ? "one card is left, and the line must say 'R' for it"
                          : "both cards are optimal here, and the line must take the "
                            "right one ('R'), but it says 'L'");
        }
        if (m == 'L')
            diff += alice ? v[lo++] : -(int64_t)v[lo++];
        else
            diff += alice ? v[--hi] : -(int64_t)v[--hi];
    }
}

/* The line of sg_cards_line_bits (left on ties) read in a mirror: on the
   reversed row, with 'L' and 'R' exchanged, it is the line that takes the
   right card on ties. */
static void mirrored_left_line(const int *v, size_t n, char *moves)
{
    int *w = malloc((n ? n : 1) * sizeof *w);
    cr_assert_not_null(w, "test: out of memory");
    for (size_t i = 0; i < n; i++)
        w[i] = v[n - 1 - i];
    cr_assert_eq(sg_cards_line_bits(w, n, moves, NULL, NULL), SG_OK, "test: sg_cards_line_bits failed");
    for (size_t t = 0; t < n; t++)
        moves[t] = moves[t] == 'L' ? 'R' : 'L';
    free(w);
}

/* Checks the line of sg_cards_line_right on a long row against the mirror
   of sg_cards_line_bits; reports the first turn that differs. */
static void check_mirror(const int *v, size_t n, const char *desc)
{
    char *got = malloc(n + 1), *want = malloc(n + 1);
    cr_assert(got != NULL && want != NULL, "test: out of memory");
    right_line(v, n, got, desc);
    mirrored_left_line(v, n, want);
    for (size_t t = 0; t < n; t++)
        cr_assert_eq(got[t], want[t], "%s (n = %zu): moves[%zu] is '%c', expected '%c' "
                     "(the line that takes the right card whenever it is optimal)",
                     desc, n, t, got[t], want[t]);
    free(got);
    free(want);
}

static void expect_line(const int *v, size_t n, const char *want)
{
    char moves[MAXB + 1], buf[200];
    brute_format(v, n, buf, sizeof buf);
    right_line(v, n, moves, buf);
    cr_assert(memcmp(moves, want, n) == 0, "row %s: the line is \"%.*s\", expected \"%s\"",
              buf, (int)n, moves, want);
    check_small(v, n);
}

Test(cards_right, hand_checked_lines)
{
    static const int one[] = {5}, two[] = {3, 3}, mid[] = {1, 2, 1}, zeros[] = {0, 0, 0, 0};
    static const int no_tie[] = {4, 1, 2}, fig[] = {2, 9, 4, 3, 8}, four[] = {3, 1, 1, 3};
    expect_line(one, 1, "R");             /* one card: the right one */
    expect_line(two, 2, "RR");            /* equal cards: both ends tie */
    /* [1,2,1]: Alice's two ends tie (1 - 1 either way); Bob takes the 2. */
    expect_line(mid, 3, "RRR");
    expect_line(zeros, 4, "RRRR");
    /* [4,1,2]: Alice must take 4, Bob must take 2, Alice the last card. */
    expect_line(no_tie, 3, "LRR");
    /* The figure's row: Alice takes 8 and Bob 3 (no ties); then Alice's
       ends 2 and 4 of [2,9,4] tie, and she takes the 4 where sg_cards_line_bits
       ("RRLLL") takes the 2. */
    expect_line(fig, 5, "RRRRR");
    /* [3,1,1,3]: Alice's ends tie; after she takes the right 3 Bob must
       take the left 3; then the two 1s tie. */
    expect_line(four, 4, "RLRR");
}

Test(cards_right, differs_from_sg_cards_line_at_the_first_tie)
{
    /* The two lines agree until the first turn where both ends are
       optimal; there sg_cards_line_bits says 'L' and this one 'R'. */
    uint64_t seed = 0x4242;
    int v[MAXB];
    char left[MAXB + 1], right[MAXB + 1], buf[200];
    for (int k = 0; k < 2000; k++) {
        size_t n = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, 0, 2);
        brute_format(v, n, buf, sizeof buf);
        cr_assert_eq(sg_cards_line_bits(v, n, left, NULL, NULL), SG_OK, "test: sg_cards_line_bits failed");
        right_line(v, n, right, buf);
        size_t t = 0, lo = 0, hi = n;
        int64_t diff = 0;
        while (t < n && left[t] == right[t]) {
            int alice = t % 2 == 0;
            if (left[t] == 'L')
                diff += alice ? v[lo++] : -(int64_t)v[lo++];
            else
                diff += alice ? v[--hi] : -(int64_t)v[--hi];
            t++;
        }
        cr_assert(t < n, "row %s: the line \"%.*s\" is the line of sg_cards_line_bits, but the last "
                  "card at least must be taken with 'R'", buf, (int)n, right);
        int alice = t % 2 == 0;
        int64_t l = play_row(v, lo + 1, hi, !alice, alice ? diff + v[lo] : diff - v[lo]);
        int64_t r = play_row(v, lo, hi - 1, !alice, alice ? diff + v[hi - 1] : diff - v[hi - 1]);
        cr_assert(l == r && left[t] == 'L' && right[t] == 'R',
                  "row %s: the lines \"%.*s\" (sg_cards_line_bits) and \"%.*s\" (yours) part at "
                  "turn %zu, where the ends are %s", buf, (int)n, left, (int)n, right, t,
                  l == r ? "equally good" : "not equally good");
        check_small(v, n);
    }
}

Test(cards_right, against_brute_force)
{
    uint64_t seed = 42;
    int v[MAXB];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        int span = t % 3 == 0 ? 50 : t % 3 == 1 ? 3 : 1;   /* small spans tie often */
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -span, span);
        check_small(v, n);
    }
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_small(v, n);
}

/* Every array of up to 6 values in -2..2. */
Test(cards_right, every_small_row)
{
    for_each_array(6, -2, 2, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 10 values, then 1000 arrays of 1 to
   10 values from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(cards_right, extreme_values)
{
    for_each_extreme_array(10, 1000, 0xE42, visit, NULL);
}

/* Long rows, move by move: the lead of the player to move on the cards
   lo..hi-1 is computed by sg_cards_vector, and each move must keep it; 'R' is
   required whenever taking the right card keeps it. */
Test(cards_right, long_rows_move_by_move, .timeout = 120)
{
    static const size_t sizes[] = {50, 101, 256, 400};
    uint64_t seed = 0x4243;
    int v[400];
    char moves[401];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 3; kind++) {
            size_t n = sizes[a];
            for (size_t i = 0; i < n; i++)
                v[i] = kind == 0 ? rng_range(&seed, -1000, 1000)
                     : kind == 1 ? rng_range(&seed, 0, 1) : rng_range(&seed, -2, 2);
            right_line(v, n, moves, "a long random row");
            size_t lo = 0, hi = n;
            for (size_t t = 0; t < n; t++) {
                int64_t f, s, dl = 0, dr = 0, best;
                cr_assert_eq(sg_cards_vector(v + lo, hi - lo, &f, &s), SG_OK, "test: sg_cards_vector failed");
                best = f - s;
                cr_assert_eq(sg_cards_vector(v + lo + 1, hi - lo - 1, &f, &s), SG_OK,
                             "test: sg_cards_vector failed");
                dl = v[lo] - (f - s);
                cr_assert_eq(sg_cards_vector(v + lo, hi - lo - 1, &f, &s), SG_OK,
                             "test: sg_cards_vector failed");
                dr = v[hi - 1] - (f - s);
                char m = moves[t];
                cr_assert(m == 'L' || m == 'R', "random row of %zu cards: moves[%zu] is '%c' "
                          "(%d), not 'L' or 'R'", n, t, m, (int)(unsigned char)m);
                cr_assert(m == 'R' ? dr == best : dl == best && dr != best,
                          "random row of %zu cards, turn %zu (cards %zu..%zu left): the move "
                          "is '%c'; the mover's lead is %lld with the left card, %lld with "
                          "the right one (take 'R' whenever it is optimal)", n, t, lo, hi - 1,
                          m, (long long)dl, (long long)dr);
                if (m == 'L')
                    lo++;
                else
                    hi--;
            }
        }
}

Test(cards_right, mirror_of_sg_cards_line, .timeout = 120)
{
    uint64_t seed = 0x4244;
    int *v = malloc(3000 * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int k = 0; k < 40; k++) {
        size_t n = (size_t)rng_range(&seed, 13, 3000);
        int span = k % 4 == 0 ? 1000000 : k % 4 == 1 ? 1 : k % 4 == 2 ? 3 : 0;
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -span, span);
        check_mirror(v, n, "a long random row");
    }
    free(v);
}

/* The largest row accepted, and the first refused. */
Test(cards_right, at_the_limit, .timeout = 120)
{
    size_t n = SG_CARDS_LINE_MAX;
    int *v = malloc((n + 1) * sizeof *v);
    char *moves = malloc(n + 2);
    uint64_t seed = 0x4245;
    cr_assert(v != NULL && moves != NULL, "test: out of memory");
    for (size_t i = 0; i <= n; i++)
        v[i] = rng_range(&seed, -3, 3);
    check_mirror(v, n, "a row of SG_CARDS_LINE_MAX cards");
    memset(moves, MOVE_SENTINEL, n + 2);
    cr_assert_eq(sg_cards_line_right(v, n + 1, moves), SG_ETOOBIG,
                 "n = SG_CARDS_LINE_MAX + 1 must be SG_ETOOBIG");
    cr_assert_eq(moves[0], MOVE_SENTINEL, "a call that fails wrote moves[0]");
    free(v);
    free(moves);
}

Test(cards_right, empty_and_errors)
{
    static const int v[] = {4, 1, 2};
    char moves[4];
    expect_line(v, 3, "LRR");
    int status = sg_cards_line_right(NULL, 0, NULL);
    cr_assert_eq(status, SG_OK, "n = 0 with cards and moves NULL is a valid call, but it "
                 "returned %d (%s)", status, sg_exercise_strerror(status));
    memset(moves, MOVE_SENTINEL, sizeof moves);
    status = sg_cards_line_right(v, 0, moves);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(moves[0], MOVE_SENTINEL, "n = 0: moves[0] was written (there is no move)");
    cr_assert_eq(sg_cards_line_right(NULL, 3, moves), SG_ENULL,
                 "cards NULL with n = 3 must be SG_ENULL");
    cr_assert_eq(sg_cards_line_right(v, 3, NULL), SG_ENULL,
                 "moves NULL with n = 3 must be SG_ENULL");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_cards_line_right(v, SG_MAX_N + 1, moves), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG");
#endif
    for (size_t t = 0; t < sizeof moves; t++)
        cr_assert_eq(moves[t], MOVE_SENTINEL, "a call that fails wrote moves[%zu]", t);
}
