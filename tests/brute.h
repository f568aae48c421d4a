/* brute.h: an independent brute-force oracle for Stone Game III, and the
   small helpers the tests share (a generator, inputs, a status check);
   used by the tests only.  The oracle does NOT use the "relative score"
   trick of the library: it plays every complete game with absolute
   scores, Alice maximising the final (alice - bob) and Bob minimising it. */
#ifndef SG_TESTS_BRUTE_H
#define SG_TESTS_BRUTE_H

#include <stddef.h>
#include <stdint.h>

/* The largest n the oracle is meant for: it explores every complete play,
   about 1.84^n of them. */
#define BRUTE_MAX_N 16

/* The final alice - bob when stones values[i..n-1] remain, the player to
   move is Alice if alice_to_move is non-zero and Bob otherwise, Alice has
   already scored `alice` and Bob `bob`, and both play optimally. */
int64_t brute_value(const int *values, size_t n, size_t i, int alice_to_move,
                    int64_t alice, int64_t bob);

/* The whole game from the start: brute_value(values, n, 0, 1, 0, 0). */
int64_t brute_stone3(const int *values, size_t n);

/* The game in which a move takes 1 to k stones (k >= 1) instead of 1 to
   3, searched the same way: the final alice - bob from the start, with
   Alice maximising it and Bob minimising it. */
int64_t brute_upto(const int *values, size_t n, size_t k);

/* The best difference (mover - other) for the player to move when stones
   values[i..n-1] remain: the game on the suffix, with Alice moving first. */
int64_t brute_best_from(const int *values, size_t n, size_t i);

/* The smallest k in 1..min(3, n-i) that is optimal when stones
   values[i..n-1] remain (0 when i >= n). */
unsigned brute_smallest_take(const int *values, size_t n, size_t i);

/* Checks a line of play moves[0..nmoves-1] (Alice, Bob, Alice, ... in
   turn) move by move: each move takes 1..3 stones and no more than
   remain, the moves use up exactly the n stones, and each move keeps the
   brute-force value of the position (it is optimal); if require_smallest
   is non-zero, no smaller k is optimal either.  Returns 1 when all holds
   and stores the line's alice - bob in *diff (if diff is not NULL);
   otherwise returns 0 and writes a description into msg. */
int brute_check_line(const int *values, size_t n, const unsigned char *moves,
                     size_t nmoves, int require_smallest, int64_t *diff,
                     char *msg, size_t msgsize);

/* Writes "[v0,v1,...]" into buf (truncated with "..." if needed). */
const char *brute_format(const int *values, size_t n, char *buf, size_t size);

/* splitmix64, a small deterministic generator: every random test starts
   from a fixed seed, so a failure can be reproduced. */
uint64_t rng_next(uint64_t *state);
/* A uniform integer in lo..hi. */
int rng_range(uint64_t *state, int lo, int hi);

/* ---------------------------------------------------------------------
   Helpers shared by the tests and the exercise tests. */

/* Calls visit(v, n, ctx) once for every array v of every length n from 0
   to max_n (max_n <= BRUTE_MAX_N) with values in lo..hi: by increasing n,
   and for each n in the order of the number whose base (hi - lo + 1)
   digits, lowest first, are v[0] - lo, v[1] - lo, ...  Over -2..2 and up
   to length 6 that is 1 + 5 + 25 + ... + 15625 = 19531 calls. */
void for_each_array(size_t max_n, int lo, int hi,
                    void (*visit)(const int *v, size_t n, void *ctx), void *ctx);

/* v[0..n-1] = rng_range(seed, lo, hi), drawn in that order. */
void fill_random(int *v, size_t n, uint64_t *seed, int lo, int hi);

/* One of INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1 and INT_MAX, each
   as likely (one draw: rng_range(seed, 0, 6) picks it). */
int extreme_int(uint64_t *seed);

/* INT_MAX a quarter of the time, INT_MIN a quarter of the time, and any
   int otherwise (one draw rng_range(seed, 0, 3), then in the last case a
   second, rng_range(seed, INT_MIN, INT_MAX)). */
int any_extreme_int(uint64_t *seed);

/* Asserts (Criterion) that a call returned the status code want; the
   message names what, both codes and their sg_strerror texts. */
void expect_code(int got, int want, const char *what);

#endif /* SG_TESTS_BRUTE_H */
