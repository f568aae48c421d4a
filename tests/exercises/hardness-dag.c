/* hardness-dag.c: the exercise hardness-dag, Geography on a directed
   acyclic graph from every start (sg_hardness_dag), against a plain
   search of the game with a set of visited nodes. */
#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define CHECK(cond, ...) \
    do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)
enum { MAXN = 14 };

/* The game itself: the mover at v wins if a move to an unvisited node
   leaves the opponent lost. */
static bool wins_from(size_t v, const size_t *first, const int *adjacent,
                      bool *seen)
{
    bool won = false;
    for (size_t j = first[v]; j < first[v + 1] && !won; j++) {
        size_t u = (size_t)adjacent[j];
        if (seen[u])
            continue;
        seen[u] = true;
        won = !wins_from(u, first, adjacent, seen);
        seen[u] = false;
    }
    return won;
}

static void call(size_t n, const size_t *first, const int *adjacent,
                 signed char *out)
{
    memset(out, 7, n + 1);
    int status = sg_hardness_dag(n, first, adjacent, out);
    cr_assert_eq(status, SG_OK, "n = %zu: sg_hardness_dag returned %d (%s), "
                 "not SG_OK", n, status, sg_exercise_strerror(status));
    cr_assert_eq(out[n], 7, "n = %zu: the function wrote past wins[n-1]", n);
}

Test(hardness_dag, the_question)
{
    /* 0 -> 1 -> 2 and 0 -> 2: from 0 the mover goes to 2, a dead end. */
    size_t first[] = {0, 2, 3, 3};
    int adjacent[] = {1, 2, 2};
    signed char out[4];
    call(3, first, adjacent, out);
    cr_assert(out[2] == 0, "node 2 has no move: lost (0), got %d", out[2]);
    cr_assert(out[1] == 1, "node 1 moves to the lost 2: won (1), got %d", out[1]);
    cr_assert(out[0] == 1, "node 0 moves to the lost 2: won (1), got %d", out[0]);
}

Test(hardness_dag, against_the_game_on_random_dags)
{
    uint64_t seed = 1978;
    for (int round = 0; round < 2000; round++) {
        size_t n = (size_t)rng_range(&seed, 1, MAXN), arcs = 0, rank[MAXN];
        size_t first[MAXN + 1];
        int adjacent[MAXN * MAXN];
        signed char out[MAXN + 1];
        for (size_t v = 0; v < n; v++)
            rank[v] = v;
        for (size_t v = n; v > 1; v--) {
            size_t j = (size_t)rng_range(&seed, 0, (int)v - 1), t = rank[j];
            rank[j] = rank[v - 1], rank[v - 1] = t;
        }
        int density = rng_range(&seed, 1, 6);
        for (size_t v = 0; v < n; v++) {
            first[v] = arcs;
            for (size_t u = 0; u < n; u++)
                if (rank[u] > rank[v] && rng_range(&seed, 0, 9) < density)
                    adjacent[arcs++] = (int)u;
        }
        first[n] = arcs;
        call(n, first, adjacent, out);
        for (size_t v = 0; v < n; v++) {
            bool seen[MAXN] = {false};
            seen[v] = true;
            int want = wins_from(v, first, adjacent, seen);
            CHECK(out[v] == want, "random DAG %d (%zu nodes, %zu arcs): from "
                  "node %zu the first player should %s, got %d", round, n,
                  arcs, v, want ? "win (1)" : "lose (0)", out[v]);
        }
    }
}

Test(hardness_dag, a_long_path)
{
    enum { LONG = 100000 };
    size_t *first = malloc((LONG + 1) * sizeof *first);
    int *adjacent = malloc(LONG * sizeof *adjacent);
    signed char *out = malloc(LONG + 1);
    cr_assert(first && adjacent && out, "the test ran out of memory");
    for (size_t v = 0; v < LONG; v++) {
        first[v] = v;
        if (v + 1 < LONG)
            adjacent[v] = (int)v + 1;
    }
    first[LONG] = LONG - 1;
    call(LONG, first, adjacent, out);
    for (size_t v = 0; v < LONG; v++)
        CHECK(out[v] == (signed char)((LONG - 1 - v) % 2), "a path of %d nodes: node %zu "
              "is %s, got %d", LONG, v, (LONG - 1 - v) % 2 ? "won" : "lost",
              out[v]);
    free(first), free(adjacent), free(out);
}

Test(hardness_dag, errors)
{
    size_t first[] = {0, 1, 2}, bad[] = {0, 2, 1};
    int cycle[] = {1, 0}, far[] = {5, 0};
    signed char out[2];
    cr_assert_eq(sg_hardness_dag(2, NULL, cycle, out), SG_ENULL,
                 "a NULL first: SG_ENULL");
    cr_assert_eq(sg_hardness_dag(2, first, cycle, NULL), SG_ENULL,
                 "a NULL wins: SG_ENULL");
    cr_assert_eq(sg_hardness_dag(2, first, cycle, out), SG_EINVAL,
                 "the cycle 0 -> 1 -> 0: SG_EINVAL");
    cr_assert_eq(sg_hardness_dag(2, first, far, out), SG_EINVAL,
                 "an arc to node 5 of 2: SG_EINVAL");
    cr_assert_eq(sg_hardness_dag(2, bad, cycle, out), SG_EINVAL,
                 "offsets that decrease: SG_EINVAL");
    cr_assert_eq(sg_hardness_dag(SG_HARDNESS_DAG_MAX + 1, first, cycle, out),
                 SG_ETOOBIG, "n above SG_HARDNESS_DAG_MAX: SG_ETOOBIG");
}
