/* test-misere.c: misere play.  Misere Nim (sg_misere_nim and its line)
   on every ordered position of at most 4 piles of at most 7 stones
   (8^4 + 8^3 + 8^2 + 8 + 1 = 4681 calls), against a recursive search of
   the test's own and against sg_misere_search; every winning move must
   leave a lost position, every line is replayed move by move.  The
   misere subtraction tables and the search of sums against the same
   recursive search; the lost heaps of misere Stone Game IV up to 40, as
   the chapter's exercise answers; the exercise on pairs of ones and of
   twos; the errors. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The test's own search: up to 4 heaps of at most 7 stones (8 values a
   heap), a move takes a member of set (k of them) or, with k == 0, any
   number of stones from one heap; a position with no move is won. */
enum { B = 8, CELLS = B * B * B * B };
struct brute { const int *set; size_t k; signed char memo[CELLS]; };

static int cell(const int *a) { return a[0] + B * (a[1] + B * (a[2] + B * a[3])); }

static bool brute_wins(struct brute *b, int *a)
{
    signed char *m = &b->memo[cell(a)];
    if (*m != 0)
        return *m > 0;
    bool moved = false, won = false;
    for (int i = 0; i < 4 && !won; i++)
        for (int j = 0; j < (b->k ? (int)b->k : a[i]) && !won; j++) {
            int s = b->k ? b->set[j] : j + 1;
            if (s > a[i])
                continue;
            moved = true;
            a[i] -= s;
            won = !brute_wins(b, a);
            a[i] += s;
        }
    *m = won || !moved ? 1 : -1;
    return *m > 0;
}

static struct brute *brute_new(const int *set, size_t k)
{
    struct brute *b = calloc(1, sizeof *b);
    cr_assert(b != NULL, "the test ran out of memory");
    b->set = set, b->k = k;
    return b;
}

static bool nim_lost(struct brute *b, const int *piles, size_t n)
{
    int a[4] = {0, 0, 0, 0};
    memcpy(a, piles, n * sizeof *a);
    return !brute_wins(b, a);
}

static size_t checked;

/* Calls f for every ordered position of n <= 4 piles of 0..7 stones,
   with the test's search of Nim, and counts the calls that finished. */
static void each_position(void (*f)(struct brute *, const int *, size_t),
                          const char *what)
{
    struct brute *b = brute_new(NULL, 0);
    checked = 0;
    for (size_t n = 0; n <= 4; n++) {
        size_t count = 1;
        for (size_t i = 0; i < n; i++)
            count *= B;
        for (size_t c = 0; c < count; c++) {
            int p[4];
            for (size_t i = 0, r = c; i < n; i++, r /= B)
                p[i] = (int)(r % B);
            f(b, p, n);
        }
    }
    cr_assert_eq(checked, 4681, "4681 %s, not %zu", what, checked);
    free(b);
}

static void check_verdict_and_move(struct brute *b, const int *p, size_t n)
{
    bool alice = false;
    struct sg_nim_move move = {99, 99};
    int status = sg_misere_nim(p, n, &alice, &move);
    CHECK(status == SG_OK, "sg_misere_nim returned %d", status);
    bool lost = nim_lost(b, p, n);
    CHECK(alice == !lost, "%zu piles (%d %d %d %d): the search says the "
          "player to move %s", n, n > 0 ? p[0] : -1, n > 1 ? p[1] : -1,
          n > 2 ? p[2] : -1, n > 3 ? p[3] : -1, lost ? "loses" : "wins");
    int stones = 0;
    for (size_t i = 0; i < n; i++)
        stones += p[i];
    if (stones == 0) {
        CHECK(move.take == 0, "no stone: take must be 0, got %d", move.take);
    } else {
        CHECK(move.pile < n && move.take >= 1 && move.take <= p[move.pile],
              "an illegal move: pile %zu, take %d", move.pile, move.take);
        int q[4] = {0, 0, 0, 0};
        memcpy(q, p, n * sizeof *q);
        q[move.pile] -= move.take;
        if (alice)
            CHECK(nim_lost(b, q, n), "the winning move (pile %zu, take %d) "
                  "must leave a lost position", move.pile, move.take);
    }
    checked++;
}

Test(misere, nim_on_every_position_of_four_piles_of_seven)
{
    each_position(check_verdict_and_move, "positions checked");
}

Test(misere, search_of_nim_agrees_with_the_recursion)
{
    static const int box[] = {7, 7, 7, 7};
    bool *w = malloc(CELLS);
    struct brute *b = brute_new(NULL, 0);
    cr_assert(w != NULL && sg_misere_search(NULL, 0, box, 4, w) == SG_OK,
              "sg_misere_search on four piles of 7");
    for (int c = 0; c < CELLS; c++) {
        int a[4] = {c % B, c / B % B, c / (B * B) % B, c / (B * B * B)};
        CHECK(w[c] == brute_wins(b, a), "position %d %d %d %d", a[0], a[1],
              a[2], a[3]);
        bool alice;
        CHECK(sg_misere_nim(a, 4, &alice, NULL) == SG_OK && alice == w[c],
              "sg_misere_nim and the search differ on %d %d %d %d", a[0],
              a[1], a[2], a[3]);
    }
    free(w), free(b);
}

static void check_line(struct brute *b, const int *p, size_t n)
{
    struct sg_nim_move line[9];
    size_t nmoves = 99;
    bool alice = false;
    int q[4] = {0, 0, 0, 0};
    memcpy(q, p, n * sizeof *q);
    CHECK(sg_misere_nim_line(p, n, line, &nmoves, &alice) == SG_OK,
          "sg_misere_nim_line failed");
    CHECK(nmoves <= 2 * n + 1, "a line of %zu moves on %zu piles", nmoves, n);
    CHECK(alice == !nim_lost(b, p, n), "the line's winner is wrong");
    for (size_t j = 0; j < nmoves; j++) {
        bool mover_wins = !nim_lost(b, q, n);
        CHECK(line[j].pile < n && line[j].take >= 1
              && line[j].take <= q[line[j].pile], "move %zu is illegal", j);
        q[line[j].pile] -= line[j].take;
        if (mover_wins)
            CHECK(nim_lost(b, q, n), "move %zu throws the win away", j);
    }
    for (size_t i = 0; i < n; i++)
        CHECK(q[i] == 0, "the line ends with stones left in pile %zu", i);
    if (nmoves > 0)
        CHECK(alice == (nmoves % 2 == 0), "the last mover must lose");
    checked++;
}

Test(misere, every_line_replayed)
{
    each_position(check_line, "lines replayed");
}

Test(misere, subtraction_tables_and_sums_against_the_recursion)
{
    size_t sets = 0;
    for (unsigned mask = 1; mask < 64; mask++) {
        int set[6];
        size_t k = subtraction_set_of(mask, set);
        struct brute *b = brute_new(set, k);
        bool table[B], w[B * B * B];
        static const int box[] = {7, 7, 7};
        CHECK(sg_misere_subtraction(set, k, table, B) == SG_OK
              && sg_misere_search(set, k, box, 3, w) == SG_OK, "set %u", mask);
        for (int c = 0; c < B * B * B; c++) {
            int a[4] = {c % B, c / B % B, c / (B * B), 0};
            CHECK(w[c] == brute_wins(b, a), "set %u, heaps %d %d %d", mask,
                  a[0], a[1], a[2]);
            if (c < B)
                CHECK(table[c] == w[c], "set %u, heap %d: the table", mask, c);
        }
        free(b);
        sets++;
    }
    cr_assert_eq(sets, 63, "63 sets");
}

Test(misere, long_subtraction_tables_against_the_search_of_one_heap)
{
    static const int set[] = {2, 5, 7};
    static const int heap[] = {999};
    bool *table = malloc(1000), *w = malloc(1000);
    cr_assert(table && w, "the test ran out of memory");
    cr_assert(sg_misere_subtraction(set, 3, table, 1000) == SG_OK
              && sg_misere_search(set, 3, heap, 1, w) == SG_OK, "{2,5,7}");
    cr_assert(memcmp(table, w, 1000) == 0, "{2,5,7}: table and search differ");
    free(table), free(w);
}

/* The answer of the chapter's exercise on misere Stone Game IV: the lost
   heaps up to 40, which the table of the chapter lists only up to 30. */
Test(misere, stone4_lost_heaps_up_to_forty_as_the_answer_says)
{
    static const int squares[] = {1, 4, 9, 16, 25, 36};
    static const int lost[] = {1, 3, 6, 8, 11, 13, 16, 18, 21, 23, 35, 40};
    bool w[41];
    size_t j = 0;
    cr_assert(sg_misere_subtraction(squares, 6, w, 41) == SG_OK);
    for (int h = 0; h <= 40; h++) {
        bool listed = j < sizeof lost / sizeof lost[0] && lost[j] == h;
        CHECK(w[h] != listed, "heap %d: %s, the answer says %s", h,
              w[h] ? "won" : "lost", listed ? "lost" : "won");
        j += listed;
    }
    cr_assert_eq(j, sizeof lost / sizeof lost[0]);
}

/* The exercise on pairs of ones: on every X of at most 2 piles of at
   most 7 stones, X + *1 + *1 has X's misere outcome, and X + *2 + *2 has
   it exactly when X has a pile of two stones or more. */
Test(misere, pairs_of_ones_and_of_twos_as_the_exercise_says)
{
    int count = 0;
    for (int a = 0; a < 8; a++)
        for (int b = 0; b < 8; b++) {
            int ones[] = {a, b, 1, 1}, twos[] = {a, b, 2, 2};
            bool x, x1, x2;
            cr_assert(sg_misere_nim(ones, 2, &x, NULL) == SG_OK
                      && sg_misere_nim(ones, 4, &x1, NULL) == SG_OK
                      && sg_misere_nim(twos, 4, &x2, NULL) == SG_OK);
            CHECK(x1 == x, "%d %d: +*1+*1 changes the outcome", a, b);
            CHECK((x2 == x) == (a >= 2 || b >= 2),
                  "%d %d: +*2+*2 %s the outcome", a, b,
                  x2 == x ? "keeps" : "changes");
            count++;
        }
    cr_assert_eq(count, 64);
}

Test(misere, errors)
{
    static const int piles[] = {1, 2}, bad[] = {1, -2}, zero[] = {0};
    static const int big[] = {4095, 4095, 4095};
    bool alice, w[8];
    struct sg_nim_move line[5];
    size_t nmoves;
    cr_assert_eq(sg_misere_nim(NULL, 2, &alice, NULL), SG_ENULL, "NULL piles");
    cr_assert_eq(sg_misere_nim(piles, 2, NULL, NULL), SG_ENULL, "NULL result");
    cr_assert_eq(sg_misere_nim(bad, 2, &alice, NULL), SG_EINVAL, "negative pile");
    cr_assert_eq(sg_misere_nim(piles, SG_MAX_N + 1, &alice, NULL), SG_ETOOBIG,
                 "n above SG_MAX_N");
    cr_assert_eq(sg_misere_nim_line(NULL, 0, NULL, &nmoves, &alice), SG_OK,
                 "no pile, no room: a line of no move");
    cr_assert(nmoves == 0 && alice, "no pile: no move, and Alice has won");
    cr_assert_eq(sg_misere_nim(NULL, 0, &alice, NULL), SG_OK, "no pile");
    cr_assert(alice, "no pile: the player to move has won");
    cr_assert_eq(sg_misere_nim_line(piles, 2, NULL, &nmoves, &alice), SG_ENULL,
                 "NULL moves");
    cr_assert_eq(sg_misere_nim_line(piles, 2, line, NULL, &alice), SG_ENULL,
                 "NULL nmoves");
    cr_assert_eq(sg_misere_nim_line(bad, 2, line, &nmoves, &alice), SG_EINVAL,
                 "negative pile in the line");
    cr_assert_eq(sg_misere_search(NULL, 1, piles, 2, w), SG_ENULL, "NULL set");
    cr_assert_eq(sg_misere_search(NULL, 0, NULL, 2, w), SG_ENULL, "NULL heaps");
    cr_assert_eq(sg_misere_search(NULL, 0, piles, 2, NULL), SG_ENULL, "NULL wins");
    cr_assert_eq(sg_misere_search(zero, 1, piles, 2, w), SG_EINVAL, "member 0");
    cr_assert_eq(sg_misere_search(NULL, 0, bad, 2, w), SG_EINVAL, "negative heap");
    cr_assert_eq(sg_misere_search(NULL, 0, big, 3, w), SG_ETOOBIG,
                 "2^36 positions");
    cr_assert_eq(sg_misere_subtraction(zero, 1, w, 8), SG_EINVAL, "member 0");
    cr_assert_eq(sg_misere_subtraction(piles, 2, NULL, 8), SG_ENULL, "NULL wins");
    cr_assert_eq(sg_misere_subtraction(piles, 2, w, SG_MAX_N + 1), SG_ETOOBIG,
                 "count above SG_MAX_N");
    cr_assert_eq(sg_misere_subtraction(NULL, 0, w, 8), SG_OK, "no move at all");
    cr_assert(w[0] && w[7], "with no move every heap is won");
}
