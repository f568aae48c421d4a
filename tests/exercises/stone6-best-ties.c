/* stone6-best-ties.c: the exercise stone6-best-ties, ties to one's own
   advantage (sg_stone6_best_ties). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 11          /* the most stones checked against the brute force */

/* The line of the exercise, played as it reads, one turn at a time, in
   O(n^2) time: the player to move looks at every stone left and takes
   one of the largest sum a + b, among those one worth the most to
   himself or herself, and among those the one of least index.  taken
   needs room for n flags. */
static void rule_line(const int *a, const int *b, size_t n, unsigned char *taken,
                      int64_t *alice, int64_t *bob)
{
    int64_t score[2] = {0, 0};
    memset(taken, 0, n);
    for (size_t t = 0; t < n; t++) {
        const int *own = t % 2 ? b : a;
        size_t pick = n;
        for (size_t i = 0; i < n; i++) {
            if (taken[i])
                continue;
            int64_t c = (int64_t)a[i] + b[i], best = pick < n ? (int64_t)a[pick] + b[pick] : 0;
            if (pick == n || c > best || (c == best && own[i] > own[pick]))
                pick = i;
        }
        taken[pick] = 1;
        score[t % 2] += own[pick];
    }
    *alice = score[0];
    *bob = score[1];
}

/* Over the lines that always take a stone of the largest sum left, the
   most that Alice can score, by a search over the sets of stones left
   with absolute scores.  Alice moves when an even number of stones has
   been taken.  (The value of the game, which knows nothing of the sums,
   is brute_stone6.) */
static struct {
    const int *a, *b;
    size_t n;
    unsigned char known[1u << MAXB];
    int64_t alice[1u << MAXB];
} greedy;

static int alice_to_move(unsigned left)
{
    return (greedy.n - (size_t)__builtin_popcount(left)) % 2 == 0;
}

static int64_t most_for_alice(unsigned left)
{
    if (left == 0)
        return 0;
    if (greedy.known[left])
        return greedy.alice[left];
    int64_t top = INT64_MIN, best = INT64_MIN;
    for (size_t i = 0; i < greedy.n; i++)
        if (left >> i & 1 && (int64_t)greedy.a[i] + greedy.b[i] > top)
            top = (int64_t)greedy.a[i] + greedy.b[i];
    for (size_t i = 0; i < greedy.n; i++)
        if (left >> i & 1 && (int64_t)greedy.a[i] + greedy.b[i] == top) {
            int64_t mine = most_for_alice(left & ~(1u << i));
            mine += alice_to_move(left) ? greedy.a[i] : 0;
            best = mine > best ? mine : best;
        }
    greedy.known[left] = 1;
    greedy.alice[left] = best;
    return best;
}

static void expect_best_ties(const int *a, const int *b, size_t n, int64_t want_alice,
                             int64_t want_bob, const char *how)
{
    char buf[420];
    int64_t alice = SENTINEL, bob = SENTINEL;
    int status = sg_stone6_best_ties(a, b, n, &alice, &bob);
    cr_assert_eq(status, SG_OK, "sg_stone6_best_ties(%s, n = %zu) returned %d (%s)",
                 brute_format_game(a, b, n, buf, sizeof buf), n, status,
                 sg_exercise_strerror(status));
    cr_assert(alice == want_alice && bob == want_bob, "sg_stone6_best_ties(%s, n = %zu): got "
              "Alice %lld, Bob %lld; expected Alice %lld, Bob %lld (%s)",
              brute_format_game(a, b, n, buf, sizeof buf), n, (long long)alice, (long long)bob,
              (long long)want_alice, (long long)want_bob, how);
}

/* The rule's line against the function, and the line against the
   search: its difference is the value of the game, and no line that
   always takes a stone of the largest sum gives Alice more. */
static void check_brute(const int *a, const int *b, size_t n)
{
    unsigned char taken[MAXB];
    int64_t alice, bob;
    char buf[420];
    cr_assert(n <= MAXB, "test: the brute force takes at most %d stones", MAXB);
    rule_line(a, b, n, taken, &alice, &bob);
    greedy.a = a;
    greedy.b = b;
    greedy.n = n;
    memset(greedy.known, 0, sizeof greedy.known);
    unsigned all = (1u << n) - 1;
    cr_assert_eq(alice - bob, brute_stone6(a, b, n), "test bug: %s: the rule's line is not "
                 "optimal", brute_format_game(a, b, n, buf, sizeof buf));
    cr_assert_eq(alice, most_for_alice(all), "test bug: %s: a line of largest sums gives "
                 "Alice more", brute_format_game(a, b, n, buf, sizeof buf));
    expect_best_ties(a, b, n, alice, bob, "the rule played turn by turn, checked optimal "
                     "by a search of the game tree");
}

/* The rule's line, against the function, on a longer game. */
static void check_rule(const int *a, const int *b, size_t n, unsigned char *taken)
{
    int64_t alice, bob;
    rule_line(a, b, n, taken, &alice, &bob);
    expect_best_ties(a, b, n, alice, bob, "the rule played turn by turn");
}

Test(stone6_best_ties, hand_checked_games)
{
    static const int a1[] = {1, 3}, b1[] = {2, 1}, a2[] = {1, 2}, b2[] = {3, 1};
    static const int a3[] = {2, 4, 3}, b3[] = {1, 6, 7};
    static const int a4[] = {1, 5, 3}, b4[] = {4, 0, 2};
    static const int a5[] = {10, 1, 5, 3}, b5[] = {0, 4, 0, 2};
    static const int a6[] = {2, 2, 2}, b6[] = {1, 1, 1};
    /* LeetCode's examples, whose sums are all different but two. */
    expect_best_ties(a1, b1, 2, 3, 2, "sums 3, 4: Alice takes stone 1, Bob stone 0");
    expect_best_ties(a2, b2, 2, 1, 1, "sums 4, 3: Alice takes stone 0, Bob stone 1");
    expect_best_ties(a3, b3, 3, 6, 7, "sums 3, 10, 10: Alice 4, Bob 7, Alice 2");
    /* All sums 5: Alice takes the 5, Bob the 4 (stone 0), Alice the 3;
       sg_stone6_line's line gives 4 and 0. */
    expect_best_ties(a4, b4, 3, 8, 4, "all sums 5: Alice 5, Bob 4, Alice 3");
    /* Alice takes the 10; Bob starts on the group of sum 5 and takes the
       stone worth 4 to him, Alice the one worth 5 to her, Bob the last. */
    expect_best_ties(a5, b5, 4, 15, 6, "Alice 10, Bob 4, Alice 5, Bob 2");
    expect_best_ties(a6, b6, 3, 4, 1, "three equal stones");
}

Test(stone6_best_ties, no_stone_and_one_stone)
{
    static const int a[] = {-5, INT_MIN, INT_MAX}, b[] = {7, INT_MAX, INT_MIN};
    int64_t alice = SENTINEL, bob = SENTINEL;
    int status = sg_stone6_best_ties(NULL, NULL, 0, &alice, &bob);
    cr_assert_eq(status, SG_OK, "n = 0 (both rows NULL) is a valid game, but the call "
                 "returned %d (%s)", status, sg_exercise_strerror(status));
    cr_assert(alice == 0 && bob == 0, "n = 0: got Alice %lld, Bob %lld; expected 0 and 0",
              (long long)alice, (long long)bob);
    expect_best_ties(a, b, 0, 0, 0, "no stone: nobody scores");
    expect_best_ties(a, b, 1, -5, 0, "one stone: Alice takes it");
    expect_best_ties(a + 1, b + 1, 1, INT_MIN, 0, "one stone: Alice takes it");
    expect_best_ties(a + 1, b + 1, 2, INT_MAX, INT_MAX,
                     "two stones of sum -1: Alice takes the one worth INT_MAX to her");
    /* The sums are 2, -1, -1. */
    expect_best_ties(a, b, 3, (int64_t)INT_MAX - 5, INT_MAX,
                     "Alice -5, then each takes the stone worth INT_MAX to himself or herself");
}

Test(stone6_best_ties, errors)
{
    static const int a[] = {1, 5, 3}, b[] = {4, 0, 2};
    int64_t alice = SENTINEL, bob = SENTINEL;
    expect_code(sg_stone6_best_ties(NULL, b, 3, &alice, &bob), SG_ENULL,
                "alice_values NULL with n = 3");
    expect_code(sg_stone6_best_ties(a, NULL, 3, &alice, &bob), SG_ENULL,
                "bob_values NULL with n = 3");
    expect_code(sg_stone6_best_ties(NULL, NULL, 3, &alice, &bob), SG_ENULL,
                "both rows NULL with n = 3");
    expect_code(sg_stone6_best_ties(a, b, 3, NULL, &bob), SG_ENULL, "alice NULL");
    expect_code(sg_stone6_best_ties(a, b, 3, &alice, NULL), SG_ENULL, "bob NULL");
    expect_code(sg_stone6_best_ties(NULL, NULL, 0, NULL, NULL), SG_ENULL,
                "both results NULL, even with n = 0");
    expect_code(sg_stone6_best_ties(a, b, SG_STONE6_VARIANT_MAX + 1, &alice, &bob), SG_ETOOBIG,
                "n = SG_STONE6_VARIANT_MAX + 1 (check n before reading the stones)");
    expect_code(sg_stone6_best_ties(a, b, SIZE_MAX, &alice, &bob), SG_ETOOBIG, "n = SIZE_MAX");
    cr_assert(alice == SENTINEL && bob == SENTINEL, "a call that fails wrote a score (Alice "
              "%lld, Bob %lld)", (long long)alice, (long long)bob);
    expect_best_ties(a, b, 3, 8, 4, "all sums 5: Alice 5, Bob 4, Alice 3");
}

/* Every game of up to 5 stones with values in -1..1: many ties. */
Test(stone6_best_ties, every_small_game, .timeout = 120)
{
    for_each_small_game(5, -1, 1, check_brute);
}

/* Random games, half of them with values in -2..2 or 0..3, where the
   sums tie often. */
Test(stone6_best_ties, against_brute_force, .timeout = 120)
{
    uint64_t seed = 0x6B01;
    int a[MAXB], b[MAXB];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        switch (t % 4) {
        case 0: fill_random(a, n, &seed, -2, 2); fill_random(b, n, &seed, -2, 2); break;
        case 1: fill_random(a, n, &seed, 0, 3); fill_random(b, n, &seed, 0, 3); break;
        default: fill_kind(a, n, &seed, t % 8 / 2); fill_kind(b, n, &seed, t % 3); break;
        }
        check_brute(a, b, n);
    }
}

/* Both rows all INT_MIN or all INT_MAX, then 500 games of extreme
   values. */
Test(stone6_best_ties, extreme_values, .timeout = 120)
{
    for_each_extreme_game(MAXB, 500, 0x6BE1, check_brute);
}

/* Longer games against the rule played turn by turn: values of every
   kind, and sums confined to a few values, so that the groups of equal
   sums are large. */
Test(stone6_best_ties, longer_games_against_the_rule, .timeout = 120)
{
    uint64_t seed = 0x6B02;
    int *a = malloc(3000 * sizeof *a), *b = malloc(3000 * sizeof *b);
    unsigned char *taken = malloc(3000);
    cr_assert(a != NULL && b != NULL && taken != NULL, "test: out of memory");
    for (int t = 0; t < 48; t++) {
        size_t n = (size_t)rng_range(&seed, 12, t < 40 ? 500 : 3000);
        fill_large_kind(a, n, &seed, t % FILL_LARGE_KINDS);
        if (t % 2)
            fill_large_kind(b, n, &seed, (t / 2) % FILL_LARGE_KINDS);
        else
            for (size_t i = 0; i < n; i++)
                b[i] = rng_range(&seed, 0, 3) - (a[i] > INT_MIN + 10 ? a[i] : 0);
        check_rule(a, b, n, taken);
    }
    free(a);
    free(b);
    free(taken);
}

/* The line of sg_stone6_line takes the same sums, so it has the same
   difference; with ties broken to each player's advantage neither player
   scores less than on it. */
Test(stone6_best_ties, against_the_line_of_play, .timeout = 60)
{
    uint64_t seed = 0x6B03;
    const size_t most = 100000;
    int *a = malloc(most * sizeof *a), *b = malloc(most * sizeof *b);
    size_t *moves = malloc(most * sizeof *moves);
    cr_assert(a != NULL && b != NULL && moves != NULL, "test: out of memory");
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 1, (int)most);
        fill_large_kind(a, n, &seed, t % FILL_LARGE_KINDS);
        for (size_t i = 0; i < n; i++)
            b[i] = t % 2 ? rng_range(&seed, -1000, 1000) : rng_range(&seed, 0, 9) - a[i] / 2;
        int64_t alice = SENTINEL, bob = SENTINEL, line_alice, line_bob, d;
        int status = sg_stone6_best_ties(a, b, n, &alice, &bob);
        cr_assert_eq(status, SG_OK, "sg_stone6_best_ties(n = %zu) returned %d (%s)", n,
                     status, sg_exercise_strerror(status));
        cr_assert_eq(sg_stone6(a, b, n, &d), SG_OK, "test: sg_stone6 failed");
        cr_assert_eq(sg_stone6_line(a, b, n, moves, &line_alice, &line_bob), SG_OK,
                     "test: sg_stone6_line failed");
        cr_assert_eq(alice - bob, d, "n = %zu: Alice %lld, Bob %lld, a difference of %lld; "
                     "the value of the game is %lld", n, (long long)alice, (long long)bob,
                     (long long)(alice - bob), (long long)d);
        cr_assert(alice >= line_alice && bob >= line_bob, "n = %zu: Alice %lld, Bob %lld, but "
                  "the line of sg_stone6_line gives Alice %lld and Bob %lld", n,
                  (long long)alice, (long long)bob, (long long)line_alice,
                  (long long)line_bob);
    }
    free(a);
    free(b);
    free(moves);
}

/* The scores of the rule by counting, for values a in -1000..1000 and
   sums in 0..999: the sums from the largest down, each group of equal
   sums in turn; in a group the player to move takes the largest a left
   and the other the smallest (the largest b), so Alice ends with the
   largest ones and Bob with the smallest. */
enum { SPAN = 1000 };

static void counted_scores(const int *a, const int *b, size_t n, int64_t *alice, int64_t *bob)
{
    size_t *count = calloc((size_t)SPAN * (2 * SPAN + 1), sizeof *count), taken = 0;
    cr_assert_not_null(count, "test: out of memory");
    for (size_t i = 0; i < n; i++) {
        int c = a[i] + b[i];
        cr_assert(c >= 0 && c < SPAN && a[i] >= -SPAN && a[i] <= SPAN, "test: out of range");
        count[(size_t)c * (2 * SPAN + 1) + (size_t)(a[i] + SPAN)]++;
    }
    *alice = *bob = 0;
    for (int c = SPAN - 1; c >= 0; c--) {
        size_t *row = count + (size_t)c * (2 * SPAN + 1), group = 0;
        for (int x = 0; x <= 2 * SPAN; x++)
            group += row[x];
        size_t mine = taken % 2 == 0 ? (group + 1) / 2 : group / 2;
        for (int x = 2 * SPAN; x >= 0; x--)
            for (size_t k = 0; k < row[x]; k++, mine = mine ? mine - 1 : 0) {
                if (mine > 0)
                    *alice += x - SPAN;
                else
                    *bob += c - (x - SPAN);
            }
        taken += group;
    }
    free(count);
}

/* The largest games, with large groups of equal sums.  No stopwatch: a
   solution that sorts takes a fraction of a second, one that plays the
   rule turn by turn (O(n^2)) does not finish in the time limit. */
Test(stone6_best_ties, the_largest_games, .timeout = 60)
{
    const size_t n = SG_STONE6_VARIANT_MAX;
    uint64_t seed = 0x6B04;
    int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    cr_assert(a != NULL && b != NULL, "test: out of memory");
    for (int kind = 0; kind < 3; kind++) {
        for (size_t i = 0; i < n; i++) {
            int c = kind == 0 ? 7 : kind == 1 ? rng_range(&seed, 0, 9)
                                              : rng_range(&seed, 0, SPAN - 1);
            a[i] = rng_range(&seed, -SPAN, SPAN);
            b[i] = c - a[i];
        }
        int64_t want_alice, want_bob;
        counted_scores(a, b, n, &want_alice, &want_bob);
        expect_best_ties(a, b, n, want_alice, want_bob, kind == 0 ? "one sum for all" :
                         kind == 1 ? "ten sums" : "a thousand sums");
    }
    free(a);
    free(b);
}
